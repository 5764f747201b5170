import Foundation
import NIOConcurrencyHelpers
import Vapor

/// The routes whose body is a large upload streamed to a file (`StreamedUpload`), not collected
/// in memory: `CSRFMiddleware` leaves their token to `StreamedUpload.receive`, which checks it
/// before a byte of the file is kept.
public final class StreamedUploadRoutes: Sendable {
    /// Each route as its path components; ":" starts a component that matches any one.
    private let patterns = NIOLockedValueBox<[[String]]>([])

    public init() {}

    public func register(_ components: [String]) {
        patterns.withLockedValue { $0.append(components) }
    }

    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        return patterns.withLockedValue { $0 }.contains { pattern in
            pattern.count == parts.count && zip(pattern, parts).allSatisfy { $0.hasPrefix(":") || $0 == $1 }
        }
    }
}

private struct StreamedUploadRoutesKey: StorageKey {
    typealias Value = StreamedUploadRoutes
}

extension Application {
    /// The routes that stream their upload to a file (`StreamedUploadRoutes`).
    public var streamedUploads: StreamedUploadRoutes {
        if let made = storage[StreamedUploadRoutesKey.self] { return made }
        let made = StreamedUploadRoutes()
        storage[StreamedUploadRoutesKey.self] = made
        return made
    }
}

/// A request body written to a file as it arrives (0600 in the data folder): a web form's
/// multipart body (its `_csrf` part first, as every form here has it, then the file part) or an
/// API client's raw body. Never more than `maxBytes` of file are kept.
public enum StreamedUpload {
    public struct Received: Sendable {
        /// The form's other fields (none for a raw body).
        public var fields: [String: String]
        /// The file name the browser gave, if any.
        public var filename: String?
        public var bytes: Int64
    }

    /// Streams the body to `path`. `fileField`: the multipart part that is the file. Throws
    /// `payloadTooLarge` past `maxBytes` (the partial file removed), `forbidden` for a form whose
    /// CSRF token is missing or wrong (nothing written), `field.required` when no file came.
    public static func receive(_ req: Request, to path: String, fileField: String, maxBytes: Int64,
                               tooLargeCode: String) async throws -> Received {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, DataFolder.fileMode)
        guard fd >= 0 else { throw AppError(.serverError, "internal") }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        let state = MultipartState(fileField: fileField, handle: handle, maxBytes: maxBytes)
        do {
            if let type = req.headers.contentType, type.type == "multipart", let boundary = type.parameters["boundary"] {
                let parser = MultipartParser(boundary: boundary)
                parser.onHeader = { name, value in state.header(name, value) }
                parser.onBody = { buffer in state.body(&buffer, expectedCSRF: req.headers.first(name: "X-CSRF-Token") ?? req.expectedCSRF) }
                parser.onPartComplete = { state.partComplete() }
                for try await chunk in req.body {
                    try parser.execute(chunk)
                    try state.check()
                }
                try state.check()
                guard state.sawFile, state.bytes > 0 else { throw AppError.invalid(fileField, "field.required") }
            } else {
                // A raw body (the API): a bearer token, no CSRF form field.
                for try await var chunk in req.body {
                    state.writeFile(&chunk)
                    try state.check()
                }
                guard state.bytes > 0 else { throw AppError.invalid(fileField, "field.required") }
            }
        } catch {
            try? handle.close()
            try? FileManager.default.removeItem(atPath: path)
            if state.tooLarge {
                throw AppError(.payloadTooLarge, tooLargeCode, ["max": "\(maxBytes / 1_000_000)"])
            }
            throw error
        }
        try handle.close()
        return Received(fields: state.fields, filename: state.filename, bytes: state.bytes)
    }
}

/// What the multipart parser has seen so far; its callbacks are synchronous, so failures are
/// noted here and thrown after each chunk.
private final class MultipartState {
    let fileField: String
    let handle: FileHandle
    let maxBytes: Int64
    var fields: [String: String] = [:]
    var filename: String?
    var bytes: Int64 = 0
    var sawFile = false
    var tooLarge = false
    var csrfFailed = false
    var writeFailed = false
    private var partName: String?
    private var partFilename: String?
    private var partValue = ""

    init(fileField: String, handle: FileHandle, maxBytes: Int64) {
        self.fileField = fileField
        self.handle = handle
        self.maxBytes = maxBytes
    }

    func header(_ name: String, _ value: String) {
        guard name.lowercased() == "content-disposition" else { return }
        partName = ContentDisposition.parameter("name", in: value)
        partFilename = ContentDisposition.parameter("filename", in: value)
    }

    func body(_ buffer: inout ByteBuffer, expectedCSRF: String?) {
        guard let name = partName else { return }
        if name == fileField {
            // The token comes before the file in the form; without it nothing is kept.
            guard let expectedCSRF, !expectedCSRF.isEmpty, fields["_csrf"] == expectedCSRF else {
                csrfFailed = true
                return
            }
            sawFile = true
            if filename == nil { filename = partFilename }
            writeFile(&buffer)
        } else if partValue.utf8.count < 10_000 {
            partValue += buffer.readString(length: buffer.readableBytes) ?? ""
        }
    }

    func writeFile(_ buffer: inout ByteBuffer) {
        bytes += Int64(buffer.readableBytes)
        guard bytes <= maxBytes else {
            tooLarge = true
            return
        }
        guard let data = buffer.readData(length: buffer.readableBytes) else { return }
        do { try handle.write(contentsOf: data) } catch { writeFailed = true }
    }

    func partComplete() {
        if let name = partName, name != fileField { fields[name] = partValue }
        partName = nil
        partFilename = nil
        partValue = ""
    }

    func check() throws {
        if tooLarge { throw AppError(.payloadTooLarge, "upload.too_large") }
        if csrfFailed { throw AppError(.forbidden, "csrf.invalid") }
        if writeFailed { throw AppError(.serverError, "internal") }
    }
}
