import Vapor

/// A web form with a photo (a wish, a profile, a dish), read as it arrives rather than collected
/// whole: a phone photo larger than the stored-photo limit must not lose what was typed beside it,
/// so the body is accepted up to `bodyCap`, its text fields kept, and the photo's bytes kept only
/// while within the limit (never on disk). `Request.field` reads the fields kept here.
public struct PhotoForm: Sendable {
    /// How large a photo form's body may be and still be answered with the form: a phone
    /// camera's photo with room to spare (~13 MB today). Beyond it the typed text is not read.
    public static let bodyCap = 64 * 1024 * 1024

    public var fields: [String: String]
    /// The chosen photo's bytes; nil when none was chosen or it was too large.
    public var photo: [UInt8]?
    /// A photo was chosen but was larger than the stored-photo limit: read and dropped.
    public var photoTooLarge: Bool

    /// The refusal beside the photo field, in MB, when the photo was too large.
    public func photoError(_ settings: Settings) -> AppError? {
        photoTooLarge ? AppError.invalid("photo", "photo.too_large", ["max": "\(settings.maxUploadBytes / 1_048_576)"]) : nil
    }

    /// Registers a photo form's route so `CSRFMiddleware` leaves the body to `read`.
    public static func register(_ app: Application, _ components: [String]) {
        app.streamedUploads.register(components)
    }

    /// Reads the form. A non-multipart body (a form without a file) is collected as usual and
    /// read through `req.content`; a multipart one is parsed here and its CSRF token checked.
    /// A body over `bodyCap` is refused (413) saying the limit in MB, after it was drained: a
    /// browser shows a broken connection, not the page, when the answer comes before its upload
    /// ends. `back` is the form's page, offered on that refusal.
    @discardableResult
    public static func read(_ req: Request, back: String) async throws -> PhotoForm {
        let limit = req.application.satchel.settings.maxUploadBytes
        guard let type = req.headers.contentType, type.type == "multipart", let boundary = type.parameters["boundary"] else {
            _ = try await req.body.collect(max: 1024 * 1024).get()
            let sent = req.headers.first(name: "X-CSRF-Token") ?? (try? req.content.get(String.self, at: "_csrf"))
            guard let sent, !sent.isEmpty, sent == req.expectedCSRF else { throw AppError(.forbidden, "csrf.invalid") }
            return PhotoForm(fields: [:], photo: nil, photoTooLarge: false)
        }
        let state = PhotoFormState(photoLimit: limit)
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in state.header(name, value) }
        parser.onBody = { buffer in state.body(&buffer) }
        parser.onPartComplete = { state.partComplete() }
        var total = 0
        var overCap = false
        for try await chunk in req.body {
            total += chunk.readableBytes
            if total > bodyCap {
                // Drained, never kept, up to a bound past which the connection is simply closed.
                overCap = true
                if total > 4 * bodyCap { break }
                continue
            }
            try parser.execute(chunk)
        }
        if overCap {
            throw AppError(.payloadTooLarge, "photo.body_too_large", ["max": "\(limit / 1_048_576)", "back": back])
        }
        let sent = req.headers.first(name: "X-CSRF-Token") ?? state.fields["_csrf"]
        guard let sent, !sent.isEmpty, sent == req.expectedCSRF else { throw AppError(.forbidden, "csrf.invalid") }
        let form = PhotoForm(fields: state.fields, photo: state.photoTooLarge || state.photo.isEmpty ? nil : state.photo,
                             photoTooLarge: state.photoTooLarge)
        req.storage[PhotoFormKey.self] = form
        return form
    }
}

private struct PhotoFormKey: StorageKey {
    typealias Value = PhotoForm
}

extension Request {
    /// The photo form `PhotoForm.read` parsed for this request, if any.
    public var photoForm: PhotoForm? { storage[PhotoFormKey.self] }
}

/// What the parser has seen so far (its callbacks are synchronous).
private final class PhotoFormState {
    let photoLimit: Int
    var fields: [String: String] = [:]
    var photo: [UInt8] = []
    var photoTooLarge = false
    private var partName: String?
    private var isFile = false
    private var value: [UInt8] = []

    init(photoLimit: Int) {
        self.photoLimit = photoLimit
    }

    func header(_ name: String, _ value: String) {
        guard name.lowercased() == "content-disposition" else { return }
        partName = ContentDisposition.parameter("name", in: value)
        isFile = ContentDisposition.parameter("filename", in: value) != nil
    }

    func body(_ buffer: inout ByteBuffer) {
        guard partName != nil else { return }
        if isFile {
            // Only the first photo is kept; past the limit it is counted out, not kept.
            guard !photoTooLarge else { return }
            if photo.count + buffer.readableBytes > photoLimit {
                photoTooLarge = true
                photo = []
                return
            }
            photo += buffer.readableBytesView
        } else if value.count < 100_000 {
            value += buffer.readableBytesView
        }
    }

    func partComplete() {
        if let name = partName, !isFile { fields[name] = String(decoding: value, as: UTF8.self) }
        partName = nil
        isFile = false
        value = []
    }
}
