import Foundation
@testable import Library
import SatchelTesting
import Testing

@Suite("Reading EPUB packages")
struct EPUBPackageTests {
    /// The EPUB files `../shared/data/fetch.sh` downloads.
    static let folder = SharedData.path("epub")
    static let needed = SharedData.needed("epub/childrens-literature.epub")

    @Test(needed)
    func anEPUB3GivesItsMetadataCoverAndReadingOrder() throws {
        let book = try EPUBPackage.read(path: Self.folder + "/childrens-literature.epub")
        #expect(book.version == "3.0")
        #expect(book.title == "Children's Literature")
        #expect(book.subtitle == "A Textbook of Sources for Teachers and Teacher-Training Classes")
        #expect(book.authors == ["Charles Madison Curry", "Erle Elsworth Clippinger"])
        #expect(book.contributors.first?.sortName == "Curry, Charles Madison")
        #expect(book.language == "en" && book.date?.hasPrefix("2008-05-20") == true)
        #expect(book.subjects == ["Children -- Books and reading", "Children's literature -- Study and teaching"])
        #expect(book.identifier == "http://www.gutenberg.org/ebooks/25545")
        #expect(book.coverPath == "EPUB/images/cover.png" && book.coverMediaType == "image/png")
        #expect(book.readingOrder.first == "EPUB/cover.xhtml" && book.readingOrder.count == 3)
    }

    @Test(needed)
    func anEPUB2GivesItsRolesFromAttributesAndItsCoverFromMeta() throws {
        let book = try EPUBPackage.read(path: Self.folder + "/quick-start-eng.epub")
        #expect(book.version == "2.0" && book.title == "Quick Start Guide")
        #expect(book.authors == ["John Schember"] && book.contributors.first?.sortName == "Schember, John")
        #expect(book.coverPath == "images/cover.jpg" && book.coverMediaType == "image/jpeg")
        #expect(book.readingOrder.first == "text/titlepage.xhtml")
    }

    @Test(needed)
    func everyValidBookInTheSetReads() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".epub") && $0 != "invalid.epub" }
        #expect(files.count >= 3)
        for file in files {
            let book = try EPUBPackage.read(path: Self.folder + "/" + file)
            #expect(!book.title.isEmpty && !book.readingOrder.isEmpty && book.language != nil, "\(file)")
        }
    }

    @Test(needed)
    func aSpineItemMissingFromTheManifestIsNamed() {
        #expect(throws: EPUBPackage.Invalid(reason: "the spine refers to \"cover\", which is not in the manifest")) {
            try EPUBPackage.read(path: Self.folder + "/invalid.epub")
        }
    }

    @Test func somethingThatIsNotAZIPIsSaidToBeSo() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-\(UUID().uuidString).epub").path
        try Data("<html>not a book</html>".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: EPUBPackage.Invalid(reason: "it is not a ZIP archive")) { try EPUBPackage.read(path: path) }
    }

    @Test func isbnsAreFoundAmongIdentifiers() {
        #expect(EPUBPackage.isbn("urn:isbn:978-91-29-68872-2") == "9789129688722")
        #expect(EPUBPackage.isbn("urn:uuid:2c3272a4-731b-4348-909d-6f38b97b18eb") == nil)
    }
}
