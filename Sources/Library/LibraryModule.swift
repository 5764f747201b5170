import Fluent
import SatchelCore
import SQLKit
import Vapor

/// Library: public libraries lend e-books — search, availability, card and PIN, loans,
/// holds, to-be-read lists, top lists and an OPDS catalogue.
public struct LibraryModule: SatchelModule {
    public init() {}

    public let name = "library"

    public var migrations: [any Migration] {
        [
            CreateLibraries(), // libraries, events, cards, library sessions, chosen library
            CreateCatalogue(), // titles, subjects, the search index
            AddScriptToTitles(), // titles and authors in their own script (MARC 880); before the migrations that read titles through the model
            CreateLending(), // loans, holds, to-be-read lists, ratings, librarians' lists
            CreateReader(), // reading positions, bookmarks, reader settings, samples
            AddImageFileToLibraryEvents(), // catch-up: event pictures are files (CreateLibraries was edited)
            RebuildTitleSearch(), // catch-up: the SQLite search index by library, with prefixes (CreateCatalogue was edited)
            SplitElisionsAndIgnoreMarks(), // elisions split and transliteration marks ignored in search and sort keys
            AddTypedDiacriticsToTitleSearch(), // words with diacritics kept as spelled, to rank a search typed with them first
            AddCatalogueVersionToLibraries(), // a count of catalogue changes, so servers know their in-memory search index is stale
            CoverTitleNumbersInSortIndexes(), // PostgreSQL: sort indexes carry the title number, for sorted searches to walk them alone
            IndexTitlesWithNoCopyFree(), // the "available now" filter of an in-memory search reads only the titles with every copy out
            AddRevisionToReadingPositions(), // a position's revision, so an old tab's report cannot silently set the place back
            FoldLettersAndPairCJKInTitleSearch(), // Œ Æ Ø Ł Đ Þ ß folded, CJK as pairs of characters: titles indexed again
            CreateToBeReadVersions(), // a version per person's to-be-read shelf, for ETag and If-Match
            CreateLibraryStaff(), // the people who keep a library's catalogue (issue 43)
            AddStaffFieldsToTitles(), // staff-edited fields, withdrawal, a title's own loan period, edit version (issue 43)
            CreateAnnotations(), // highlights and notes per person and title, with tombstones and versions
            CreateReadingJourneyDeletions(), // loans a person removed from their reading journey (the library keeps its records)
            AddPauseToHolds(), // a hold paused keeps its place: paused_until, paused_since
            CreatePersonalShelves(), // shelves of one's own: named per person, titles of any library
            IndexTitlesBySeries(), // a series' titles by library and series (browsing, the title page's series block)
            CreatePurchaseRequests(), // patrons ask the library to buy a book; staff see them ranked and decide (issue 43)
            CreateTitleImportWarnings(), // what an import tolerated in a title, kept per title for its staff (issue 43)
        ]
    }

    public func configure(_ app: Application) {
        for kind in LibraryNotification.all {
            app.satchel.notificationKinds.register(kind, mail: LibraryNotification.mailedByDefault.contains(kind) ? .on : .off)
        }
        for kind in PurchaseRequests.notificationKinds { app.satchel.notificationKinds.register(kind) }
        app.satchel.shell.register(LibraryTab.tab)
        let directory = LibraryDirectory(lifetime: TimeInterval(app.satchel.settings.readCacheSeconds))
        let shelves = FrontPageShelves()
        let wordIndexes = TitleWordIndexes()
        let browseLists = BrowseCache()
        app.setPart(directory)
        app.setPart(shelves)
        app.setPart(PublicationCache())
        app.setPart(BookTextCache())
        app.setPart(wordIndexes)
        app.setPart(browseLists)
        let imports = BrowserImports()
        app.setPart(imports)
        app.lifecycle.use(BrowserImportsShutdown(imports: imports))
        for cache in [directory, shelves, wordIndexes, browseLists] as [any DroppableCache] { app.satchel.cacheRegistry.register(cache) }
        app.satchel.accountDeletionHooks.register { user, context in try await context.titleRatings.removeUser(user) }
        app.satchel.exportHooks.register("library") { user, context in try await LibraryExport.make(user: user, context: context) }
        app.satchel.exportHooks.register("libraryNotes") { user, context in try await context.annotations.everything(user: user, titleID: nil) }
        app.satchel.exportHooks.register("libraryPurchaseRequests") { user, context in try await context.purchaseRequests.everything(user: user) }
        app.satchel.exportHooks.register("libraryJourney") { user, context in try await context.readingJourney.journey(user: user, all: true) }
        app.satchel.exportHooks.register("libraryShelves") { user, context in try await context.personalShelves.everything(user: user) }
    }

    public func registerAPI(_ routes: AppRoutes, app: Application) {
        LibraryAPI().register(routes)
        ReaderAPI().register(routes)
        BookSearchAPI().register(routes)
        AnnotationAPI().register(routes)
        JourneyAPI().register(routes)
        LibraryAdminAPI().register(routes)
        LibraryStaffAPI().register(routes)
        LibraryShelfAPI().register(routes)
        PersonalShelfAPI().register(routes)
        BrowseAPI().register(routes)
        ReaderOfflineAPI().register(routes)
        TitleEditAPI().register(routes)
        PurchaseRequestAPI().register(routes)
        StaffImportAPI().register(routes)
    }

    public func registerWeb(_ routes: AppRoutes, app: Application) {
        LibraryWeb().register(routes)
        NotesWeb().register(routes)
        JourneyWeb().register(routes)
        PublicationRoutes().register(routes)
        LibraryAdminWeb().register(routes, app: app)
        LibraryStaffWeb().register(routes)
        HoldPauseWeb().register(routes)
        LibraryShelfWeb().register(routes)
        PersonalShelfWeb().register(routes)
        BrowseWeb().register(routes)
        OfflineWeb().register(routes)
        for path in TitleEditWeb.photoForms { PhotoForm.register(app, path) }
        TitleEditWeb().register(routes)
        PurchaseRequestWeb().register(routes)
        StaffImportWeb().register(routes, app: app)
        let opds = OPDSRoutes()
        // E-reader apps sign in with a library card (HTTP Basic), not a Satchel account: the
        // catalogue checks the card itself and answers with the OPDS authentication document.
        opds.register(routes.publicRoutes.grouped(OPDSChallengeMiddleware(routes: opds)))
    }

    /// Loan and hold expiry, "3 days left" notices, popularity; expired card sessions removed.
    public func runJobs(_ context: SatchelContext) async throws {
        try await context.lendingJobs.runOnce()
        try await Housekeeping.delete(from: LibrarySessionRecord.schema, where: "expires_at <= \(bind: context.now)", context.sql)
    }

    public func seedDemo(_ demo: DemoWorld) async throws {
        try await LibraryDemo.seed(demo)
    }
}
