import Foundation
import SatchelAPI
import SatchelCore

/// Reading offline: the books a person may keep on a device, each until its loan is due, with
/// every address the reader needs. Samples are not kept (only loans are listed), and a book
/// drops off the list when it is returned, expires, or its card is signed out: the device
/// deletes a copy no longer listed.
struct ReaderOffline {
    let context: SatchelContext

    func licences(user: UUID) async throws -> OfflineLicences {
        var items: [OfflineLicence] = []
        for loan in try await context.libraryStore.offlineLoans(user: user, now: context.now) {
            let opened: ReaderAccess.Opened
            do {
                opened = try await context.readerAccess.open(loan.titleID, user: user)
            } catch let error as AppError where error.kind == .notFound {
                continue // a book file that cannot be read cannot be kept either
            }
            guard opened.full else { continue }
            items.append(OfflineLicence(titleId: loan.titleID, loanId: loan.loanID, title: loan.title, library: loan.librarySlug,
                                        until: loan.dueAt, readerPath: LibraryPath.read(loan.librarySlug, loan.titleID).path,
                                        files: files(opened), bytes: size(of: loan.epubFile)))
        }
        return OfflineLicences(items: items)
    }

    /// The addresses exactly as the reader's page asks for them (ReaderPage: the title id as
    /// `uuidString`, book paths encoded per segment like JavaScript's encodeURIComponent), so a
    /// copy kept under them is found again.
    func files(_ opened: ReaderAccess.Opened) -> [String] {
        let id = opened.title.id.uuidString
        let manifest = context.readerAccess.manifest(opened)
        let book = "/publications/\(id)/"
        let api = "/api/v1/reader/titles/\(id)/"
        var seen: Set<String> = []
        let paths = ([book + "manifest.json"] + (manifest.readingOrder + manifest.resources).map { book + Self.encoded($0.href) }
            + ["positions", "position", "settings", "bookmarks", "annotations"].map { api + $0 } + ["/api/v1/reader/settings"])
        return paths.filter { seen.insert($0).inserted }
    }

    /// encodeURIComponent's unreserved characters; every other byte is percent-encoded.
    static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()")

    static func encoded(_ href: String) -> String {
        href.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: unreserved) ?? String($0) }.joined(separator: "/")
    }

    func size(of file: String) -> Int {
        let path = context.settings.dataDirectory + "/library/books/" + file
        return ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}

extension SatchelContext {
    var readerOffline: ReaderOffline { ReaderOffline(context: self) }
}
