import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// The demo world's libraries: Malmö (Swedish order, Å Ä Ö after Z) and Stockholm, each with
/// a catalogue of real classics, cards for the demo people (PIN 1234), loans and holds.
enum LibraryDemo {
    /// Title, author ("Surname, Given"), year, language, subjects.
    static let books: [(String, String, Int, String, [String])] = [
        ("Gösta Berlings saga", "Lagerlöf, Selma", 1891, "swe", ["Fiction", "Värmland"]),
        ("Nils Holgerssons underbara resa genom Sverige", "Lagerlöf, Selma", 1906, "swe", ["Fiction", "Children's stories"]),
        ("Röda rummet", "Strindberg, August", 1879, "swe", ["Fiction", "Stockholm"]),
        ("Hemsöborna", "Strindberg, August", 1887, "swe", ["Fiction", "Archipelago"]),
        ("Doktor Glas", "Söderberg, Hjalmar", 1905, "swe", ["Fiction", "Stockholm"]),
        ("Den allvarsamma leken", "Söderberg, Hjalmar", 1912, "swe", ["Fiction", "Love stories"]),
        ("Utvandrarna", "Moberg, Vilhelm", 1949, "swe", ["Fiction", "Emigration"]),
        ("Pippi Långstrump", "Lindgren, Astrid", 1945, "swe", ["Children's stories", "Fiction"]),
        ("Mio, min Mio", "Lindgren, Astrid", 1954, "swe", ["Children's stories", "Fantasy"]),
        ("Ronja rövardotter", "Lindgren, Astrid", 1981, "swe", ["Children's stories", "Fantasy"]),
        ("Aniara", "Martinson, Harry", 1956, "swe", ["Poetry", "Science fiction"]),
        ("Vägen till Klockrike", "Martinson, Harry", 1948, "swe", ["Fiction"]),
        ("Kallocain", "Boye, Karin", 1940, "swe", ["Science fiction", "Fiction"]),
        ("Fänrik Ståls sägner", "Runeberg, Johan Ludvig", 1848, "swe", ["Poetry", "History"]),
        ("Det går an", "Almqvist, Carl Jonas Love", 1839, "swe", ["Fiction", "Love stories"]),
        ("Sagan om Isfolket", "Åkesson, Margit", 1982, "swe", ["Fantasy", "Fiction"]),
        ("Ängsmark", "Ärlemalm, Inger", 1997, "swe", ["Nature", "Poetry"]),
        ("Östersjöns hemligheter", "Öberg, Lars", 2004, "swe", ["Nature", "History"]),
        ("Öar i norr", "Östergren, Klas", 1995, "swe", ["Fiction", "Archipelago"]),
        ("Zebrans år", "Zetterlund, Anna", 2011, "swe", ["Fiction"]),
        ("Pride and Prejudice", "Austen, Jane", 1813, "eng", ["Fiction", "Love stories"]),
        ("Emma", "Austen, Jane", 1815, "eng", ["Fiction", "Love stories"]),
        ("The Adventures of Sherlock Holmes", "Doyle, Arthur Conan", 1892, "eng", ["Detective and mystery stories", "Fiction"]),
        ("Frankenstein", "Shelley, Mary Wollstonecraft", 1818, "eng", ["Science fiction", "Fiction"]),
        ("Moby Dick", "Melville, Herman", 1851, "eng", ["Fiction", "Whaling"]),
        ("Alice's Adventures in Wonderland", "Carroll, Lewis", 1865, "eng", ["Children's stories", "Fantasy"]),
        ("The Time Machine", "Wells, H. G.", 1895, "eng", ["Science fiction"]),
        ("A Room of One's Own", "Woolf, Virginia", 1929, "eng", ["Essays", "Women"]),
        ("Dracula", "Stoker, Bram", 1897, "eng", ["Horror", "Fiction"]),
        ("The Call of the Wild", "London, Jack", 1903, "eng", ["Fiction", "Nature"]),
    ]

    static func seed(_ demo: DemoWorld) async throws {
        let context = demo.context
        var malmo = LibraryService.Setup(slug: "malmo", name: "Malmö stadsbibliotek", language: "sv")
        malmo.selfRegistration = true
        malmo.help = "Q: Vem kan låna?\n\nAlla med ett lånekort från Malmö stadsbibliotek. Skaffa ett här på sidan eller i lånedisken.\n\nQ: Hur läser jag?\n\nLåna boken och läs den direkt i webbläsaren eller i en app som läser OPDS."
        var stockholm = LibraryService.Setup(slug: "stockholm", name: "Stockholms stadsbibliotek", language: "sv")
        stockholm.loanDays = 14
        stockholm.maxLoans = 3
        let libraries = [try await context.libraries.save(malmo), try await context.libraries.save(stockholm)]
        try await context.libraries.setAlert("Biblioteket är stängt på söndag på grund av underhåll.", library: libraries[0])
        for (index, library) in libraries.enumerated() {
            let entries = books.enumerated().map { n, book -> CatalogueEntry in
                var e = CatalogueEntry(sourceKey: "demo:\(n)", title: book.0, authors: [book.1])
                e.year = book.2
                e.published = String(book.2)
                e.language = book.3
                e.subjects = book.4
                e.publisher = n % 3 == 0 ? "Bonniers" : (n % 3 == 1 ? "Norstedts" : "Project Gutenberg")
                e.description = "\(book.0) (\(book.2)) av \(book.1)."
                // Most titles have a copy or two; public-domain ones are unlimited.
                e.copies = n % 5 == 4 ? nil : 1 + n % 3
                e.clean()
                return e
            }
            _ = try await CatalogueWriter(context: context, library: library).write(entries)
            try await context.libraries.addEvent(index == 0 ? "Författarsamtal: Klas Östergren" : "Sagostund för barn",
                                              at: context.now.addingTimeInterval(Double(3 + index * 4) * 86_400), library: library)
            for (n, person) in demo.people.enumerated() {
                let card = try await context.cards.issue(library: library, number: "\(index + 1)00\(n + 1)", pin: "1234", name: person.displayName)
                _ = try await context.cards.startSession(user: person.requireID(), card: card, remember: true)
            }
        }
        // Books to read in the browser, written by the project itself.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("satchel-demo-books-\(UUID().uuidString)").path
        try DemoBooks.write(to: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for library in libraries { _ = try await context.catalogueImport(library).importEPUBs(directory: folder, copies: 2) }
        // A few loans and a queue at Malmö, so shelves, holds and waits have something to show.
        let malmoID = libraries[0].id
        let titles = try await TitleRecord.query(on: context.db).filter(\.$libraryID == malmoID).sort(\.$number).all()
        let cards = try await CardRecord.query(on: context.db).filter(\.$libraryID == malmoID).sort(\.$number).all().map { try CardRow($0) }
        guard titles.count > 5, cards.count >= 3 else { return }
        try await context.libraries.saveList("Sommarläsning", titles: [titles[0], titles[7], titles[10], titles[20]].compactMap(\.id), library: libraries[0])
        // "Utvandrarna" has one copy: out to the second person, with two waiting for it.
        let utvandrarna = try titles[6].requireID()
        _ = try await context.lending.borrow(utvandrarna, card: cards[1])
        _ = try await context.lending.placeHold(utvandrarna, card: cards[2])
        _ = try await context.lending.placeHold(utvandrarna, card: cards[0])
        _ = try await context.lending.borrow(try titles[1].requireID(), card: cards[0])
        if let readable = try await TitleRecord.query(on: context.db).filter(\.$libraryID == malmoID).filter(\.$epubFile != nil).sort(\.$number).first() {
            _ = try await context.lending.borrow(try readable.requireID(), card: cards[0])
        }
    }
}
