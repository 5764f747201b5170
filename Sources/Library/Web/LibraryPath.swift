import Foundation

/// Every address of the Library tab, written once: pages, forms and redirects name these,
/// never a path string (`LibraryPath.title(slug, id).path`). A library is named by its slug.
enum LibraryPath: Equatable {
    /// Choosing a library.
    case libraries
    /// The picker even when a library is chosen.
    case changeLibrary
    case choose
    /// A library's front page.
    case home(String)
    case help(String)
    case search(String)
    /// The titles of one category.
    case category(String, String)
    case shelf(String)
    case holds(String)
    case toBeRead(String)
    case signIn(String)
    /// Signing in with the card, then back to `next` (and doing `then`: borrow, hold).
    case signInThen(String, next: String, then: String?)
    case signOut(String)
    case register(String)
    case title(String, UUID)
    case read(String, UUID)
    case borrow(String, UUID)
    case hold(String, UUID)
    case addToBeRead(String, UUID)
    case removeToBeRead(String, UUID)
    case rating(String, UUID)
    case removeRating(String, UUID)
    case removeSample(String, UUID)
    case returnLoan(String, loan: UUID)
    case renew(String, loan: UUID)
    case cancelHold(String, hold: UUID)
    /// A cover or an event's picture in the cover store.
    case cover(String)
    /// The staff area: the catalogue as the library's staff keep it (`?q=` to search).
    case staff(String)
    case staffTitle(String, UUID)
    case staffLicence(String, UUID)
    case staffWithdrawal(String, UUID)
    case staffReinstate(String, UUID)
    case pauseHold(String, hold: UUID)
    case resumeHold(String, hold: UUID)
    /// The shelf of every card, at every library.
    case allShelf
    case cards
    case forgetCard(UUID)
    case searchEverywhere
    /// Shelves of one's own, across libraries.
    case myShelves
    case myShelf(UUID)
    case renameMyShelf(UUID)
    case deleteMyShelf(UUID)
    case removeFromMyShelf(UUID, title: UUID)
    /// The title page's "On your shelves" form.
    case titleMyShelves(String, UUID)
    /// Browsing a library: the five facets, one facet (from a cursor), an author's titles, a series.
    case browse(String)
    case browseFacet(String, String, cursor: String?)
    case browseAuthor(String, key: String)
    case browseSeries(String, name: String)
    /// The library's search filtered (`publisher`, `language`).
    case searchFiltered(String, filter: String, value: String)
    /// A title's catalogue data and cover as staff edit them.
    case staffEdit(String, UUID)
    case staffCover(String, UUID)
    /// Asking the library to buy a book (`?q=` a title to ask for, `?title=` more copies of one).
    case requests(String)
    case withdrawRequest(String, UUID)
    case staffRequests(String)
    case staffRequestsBought(String)
    case staffRequestsDeclined(String)
    /// Staff import catalogue files: the upload form and recent imports, one import's page, its progress as JSON.
    case staffImports(String)
    case staffImport(String, UUID)
    case staffImportProgressJSON(String, UUID)

    var path: String {
        switch self {
        case .libraries: "/library"
        case .changeLibrary: "/library?change=1"
        case .choose: "/library/choose"
        case .home(let slug): "/library/" + slug
        case .help(let slug): Self.home(slug).path + "/help"
        case .search(let slug): Self.home(slug).path + "/search"
        case .category(let slug, let name): Self.search(slug).path + "?category=" + Self.encoded(name)
        case .shelf(let slug): Self.home(slug).path + "/shelf"
        case .holds(let slug): Self.home(slug).path + "/holds"
        case .toBeRead(let slug): Self.home(slug).path + "/to-be-read"
        case .signIn(let slug): Self.home(slug).path + "/sign-in"
        case .signInThen(let slug, let next, let then):
            Self.signIn(slug).path + "?next=" + Self.encoded(next) + (then.map { "&then=" + $0 } ?? "")
        case .signOut(let slug): Self.home(slug).path + "/sign-out"
        case .register(let slug): Self.home(slug).path + "/register"
        case .title(let slug, let id): Self.home(slug).path + "/titles/" + Self.id(id)
        case .read(let slug, let id): Self.title(slug, id).path + "/read"
        case .borrow(let slug, let id): Self.title(slug, id).path + "/borrow"
        case .hold(let slug, let id): Self.title(slug, id).path + "/hold"
        case .addToBeRead(let slug, let id): Self.title(slug, id).path + "/to-be-read"
        case .removeToBeRead(let slug, let id): Self.title(slug, id).path + "/to-be-read/delete"
        case .rating(let slug, let id): Self.title(slug, id).path + "/rating"
        case .removeRating(let slug, let id): Self.title(slug, id).path + "/rating/delete"
        case .removeSample(let slug, let id): Self.title(slug, id).path + "/sample/delete"
        case .returnLoan(let slug, let loan): Self.home(slug).path + "/loans/" + Self.id(loan) + "/return"
        case .renew(let slug, let loan): Self.home(slug).path + "/loans/" + Self.id(loan) + "/renew"
        case .cancelHold(let slug, let hold): Self.home(slug).path + "/holds/" + Self.id(hold) + "/cancel"
        case .cover(let file): "/library/covers/" + file
        case .staff(let slug): Self.home(slug).path + "/staff"
        case .staffTitle(let slug, let id): Self.staff(slug).path + "/titles/" + Self.id(id)
        case .staffLicence(let slug, let id): Self.staffTitle(slug, id).path + "/licence"
        case .staffWithdrawal(let slug, let id): Self.staffTitle(slug, id).path + "/withdrawal"
        case .staffReinstate(let slug, let id): Self.staffWithdrawal(slug, id).path + "/delete"
        case .pauseHold(let slug, let hold): Self.home(slug).path + "/holds/" + Self.id(hold) + "/pause"
        case .resumeHold(let slug, let hold): Self.home(slug).path + "/holds/" + Self.id(hold) + "/resume"
        case .allShelf: "/library/shelf"
        case .cards: "/library/cards"
        case .forgetCard(let id): "/library/cards/" + Self.id(id) + "/forget"
        case .searchEverywhere: "/library/search"
        case .myShelves: "/library/my-shelves"
        case .myShelf(let id): Self.myShelves.path + "/" + Self.id(id)
        case .renameMyShelf(let id): Self.myShelf(id).path + "/rename"
        case .deleteMyShelf(let id): Self.myShelf(id).path + "/delete"
        case .removeFromMyShelf(let id, let title): Self.myShelf(id).path + "/titles/" + Self.id(title) + "/delete"
        case .titleMyShelves(let slug, let id): Self.title(slug, id).path + "/my-shelves"
        case .browse(let slug): Self.home(slug).path + "/browse"
        case .browseFacet(let slug, let facet, let cursor): Self.browse(slug).path + "/" + facet + (cursor.map { "?cursor=" + Self.encoded($0) } ?? "")
        case .browseAuthor(let slug, let key): Self.browse(slug).path + "/authors?key=" + Self.encoded(key)
        case .browseSeries(let slug, let name): Self.browse(slug).path + "/series?name=" + Self.encoded(name)
        case .searchFiltered(let slug, let filter, let value): Self.search(slug).path + "?" + filter + "=" + Self.encoded(value)
        case .staffEdit(let slug, let id): Self.staffTitle(slug, id).path + "/edit"
        case .staffCover(let slug, let id): Self.staffTitle(slug, id).path + "/cover"
        case .requests(let slug): Self.home(slug).path + "/requests"
        case .withdrawRequest(let slug, let id): Self.requests(slug).path + "/" + Self.id(id) + "/withdraw"
        case .staffRequests(let slug): Self.staff(slug).path + "/requests"
        case .staffRequestsBought(let slug): Self.staffRequests(slug).path + "/bought"
        case .staffRequestsDeclined(let slug): Self.staffRequests(slug).path + "/declined"
        case .staffImports(let slug): Self.staff(slug).path + "/imports"
        case .staffImport(let slug, let id): Self.staffImports(slug).path + "/" + Self.id(id)
        case .staffImportProgressJSON(let slug, let id): Self.staffImport(slug, id).path + "/progress"
        }
    }

    /// The title a path inside a library is the page of (`…/titles/{id}`, and what follows it).
    static func titleID(in path: String, slug: String) -> UUID? {
        let prefix = home(slug).path + "/titles/"
        guard path.hasPrefix(prefix) else { return nil }
        return UUID(uuidString: String(path.dropFirst(prefix.count).prefix(36)))
    }

    /// A query value: everything but letters and digits percent-encoded.
    private static func encoded(_ value: String) -> String { value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "" }

    private static func id(_ id: UUID) -> String { id.uuidString.lowercased() }
}
