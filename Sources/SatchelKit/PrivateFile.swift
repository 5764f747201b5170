import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes files only their owner can read (0600) from the moment they exist: the data goes to
/// a temporary file in the same folder, created 0600, which then replaces the file in one
/// rename. `Data.write(options: .atomic)` creates its file with the default permissions
/// (usually 0644) and a later chmod leaves a window where others can read it.
enum PrivateFile {
    static func save(_ data: Data, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure() }
        do {
            try fill(descriptor, with: data, path: temporary.path)
        } catch {
            close(descriptor)
            unlink(temporary.path)
            throw error
        }
        guard close(descriptor) == 0, rename(temporary.path, url.path) == 0 else {
            let error = failure()
            unlink(temporary.path)
            throw error
        }
    }

    private static func fill(_ descriptor: Int32, with data: Data, path: String) throws {
        // The umask can only take bits away; this makes it exactly 0600.
        guard fchmod(descriptor, 0o600) == 0 else { throw failure() }
        #if os(iOS)
        // Encrypted while the phone is locked after a restart, as the rest of the cache.
        try FileManager.default.setAttributes([.protectionKey: FileProtectionType.completeUntilFirstUserAuthentication],
                                              ofItemAtPath: path)
        #endif
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure()
                }
                offset += written
            }
        }
        guard fsync(descriptor) == 0 else { throw failure() }
    }

    private static func failure() -> POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}
