import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// Builds a library's OPDS feeds from the services: the same model for OPDS 1.2 and 2.0;
/// `root` is where this flavour lives (`/opds/malmo` or `/opds/malmo/v2`).
struct OPDSCatalog {
    let context: SatchelContext
    let library: LibraryRow
    let root: String
    /// The patron, when the client sent card and PIN: their loans and holds show on entries.
    let card: CardRow?
    let json: Bool

    var v1: String { "/opds/" + library.slug }

    func feedID(_ suffix: String) -> String { "urn:satchel:opds:\(library.slug)\(suffix)" }

    /// Links every feed carries: start, search, shelf, authentication, the other flavour.
    var commonLinks: [OPDSLink] {
        var links = [
            OPDSLink(rel: "start", path: root, type: OPDSMediaType.navigation, title: library.name),
            OPDSLink(rel: "http://opds-spec.org/shelf", path: root + "/shelf", type: OPDSMediaType.acquisition, title: "Loans and holds"),
            OPDSLink(rel: "http://opds-spec.org/auth/document", path: v1 + "/authentication_document", type: OPDSMediaType.authentication),
        ]
        if json {
            links.append(OPDSLink(rel: "search", path: "", type: OPDSMediaType.opds2, templated: true))
            links.append(OPDSLink(rel: "alternate", path: v1, type: OPDSMediaType.navigation, title: "OPDS 1.2"))
        } else {
            links.append(OPDSLink(rel: "search", path: v1 + "/opensearch.xml", type: OPDSMediaType.openSearch, title: "Search"))
            links.append(OPDSLink(rel: "alternate", path: v1 + "/v2", type: OPDSMediaType.opds2, title: "OPDS 2.0"))
        }
        return links
    }

    /// The search template needs the absolute URL: the writer cannot prefix a template.
    func withSearchTemplate(_ feed: OPDSFeed, base: String) -> OPDSFeed {
        var feed = feed
        feed.links = feed.links.map { link in
            var link = link
            if link.templated { link.path = base + root + "/search{?query}" }
            return link
        }
        return feed
    }

    func start(localizer: Localizer) async throws -> OPDSFeed {
        var feed = OPDSFeed(id: feedID(""), title: library.name, updated: context.now, kind: .navigation, selfPath: root)
        feed.links = commonLinks
        feed.navigation = [
            OPDSNavigation(id: feedID(":new"), title: localizer.t("library.new"), path: root + "/new"),
            OPDSNavigation(id: feedID(":top"), title: localizer.t("library.top"), path: root + "/top"),
            OPDSNavigation(id: feedID(":categories"), title: localizer.t("library.categories"), path: root + "/categories"),
        ]
        for list in try await context.libraryStore.recommendedLists(library: library.id) {
            feed.navigation.append(OPDSNavigation(id: feedID(":list:\(list.id.uuidString.lowercased())"), title: list.name,
                                                  path: root + "/lists/" + list.id.uuidString.lowercased(), count: list.titles.count))
        }
        return feed
    }

    func categories(localizer: Localizer) async throws -> OPDSFeed {
        var feed = OPDSFeed(id: feedID(":categories"), title: localizer.t("library.categories"), updated: context.now, kind: .navigation,
                            selfPath: root + "/categories")
        feed.links = commonLinks + [OPDSLink(rel: "up", path: root, type: OPDSMediaType.navigation)]
        feed.navigation = try await context.discovery.categories(library, limit: 100).map { c in
            // Escaped in the id as in the path: an Atom id is a URI ("Children's stories" has a space).
            let name = c.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            return OPDSNavigation(id: feedID(":category:" + name), title: c.name, path: root + "/categories/" + name, count: c.titles)
        }
        return feed
    }

    /// A paged acquisition feed of a search, with facets for availability and order.
    func search(_ query: TitleQuery, title: String, path: String, cursor: String?, limit: Int, localizer: Localizer) async throws -> OPDSFeed {
        let found = try await context.titleSearch.search(query, library: library, cursor: cursor, limit: limit)
        var feed = OPDSFeed(id: feedID(":" + path), title: title, updated: context.now, kind: .acquisition, selfPath: path)
        feed.total = found.total
        feed.links = commonLinks + [OPDSLink(rel: "up", path: root, type: OPDSMediaType.navigation)]
        let separator = path.contains("?") ? "&" : "?"
        if let next = found.next {
            feed.links.append(OPDSLink(rel: "next", path: path + separator + "cursor=" + (next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? next),
                                       type: OPDSMediaType.acquisition))
        }
        // Facets keep the rest of the query and change one thing.
        let plain = path.split(separator: "?").first.map(String.init) ?? path
        var items = (path.split(separator: "?").dropFirst().first.map(String.init) ?? "").split(separator: "&").map(String.init)
        items.removeAll { $0.hasPrefix("available=") || $0.hasPrefix("sort=") || $0.hasPrefix("order=") || $0.hasPrefix("cursor=") }
        func facet(_ extra: [String]) -> String {
            let all = items + extra
            return all.isEmpty ? plain : plain + "?" + all.joined(separator: "&")
        }
        let sortItems = query.sort.map { ["sort=" + $0.rawValue] } ?? []
        let availableItems = query.availableNow ? ["available=true"] : []
        feed.links.append(OPDSLink(rel: "http://opds-spec.org/facet", path: facet(sortItems), type: OPDSMediaType.acquisition,
                                   title: localizer.t("library.all_titles"), facetGroup: localizer.t("library.availability"), activeFacet: !query.availableNow))
        feed.links.append(OPDSLink(rel: "http://opds-spec.org/facet", path: facet(sortItems + ["available=true"]), type: OPDSMediaType.acquisition,
                                   title: localizer.t("library.available_now"), facetGroup: localizer.t("library.availability"), activeFacet: query.availableNow))
        for sort in [TitleQuery.Sort.title, .author, .added, .popularity] {
            let order = sort == .added || sort == .popularity ? ["order=desc"] : []
            feed.links.append(OPDSLink(rel: "http://opds-spec.org/facet", path: facet(availableItems + ["sort=" + sort.rawValue] + order),
                                       type: OPDSMediaType.acquisition, title: localizer.t("library.sort.\(sort.rawValue)"),
                                       facetGroup: localizer.t("library.sort_by"), activeFacet: query.sort == sort))
        }
        feed.publications = try await publications(try await context.discovery.ordered(found.titles.map(\.id)))
        return feed
    }

    func titles(_ records: [TitleRow], id: String, title: String, path: String) async throws -> OPDSFeed {
        var feed = OPDSFeed(id: feedID(id), title: title, updated: context.now, kind: .acquisition, selfPath: path)
        feed.links = commonLinks + [OPDSLink(rel: "up", path: root, type: OPDSMediaType.navigation)]
        feed.publications = try await publications(records)
        return feed
    }

    /// The patron's loans and holds.
    func shelf(localizer: Localizer) async throws -> OPDSFeed {
        guard let card else { throw AppError(.unauthorized, "library.card_required") }
        let cardID = card.id
        let loans = try await context.libraryStore.openLoans(card: cardID)
        let holds = try await context.libraryStore.activeHolds(card: cardID)
        let ids = loans.map(\.titleID) + holds.map(\.titleID)
        var feed = OPDSFeed(id: feedID(":shelf:" + card.number), title: localizer.t("library.bookshelf"), updated: context.now, kind: .acquisition,
                            selfPath: root + "/shelf")
        feed.links = commonLinks
        feed.publications = try await publications(try await context.discovery.ordered(ids))
        return feed
    }

    func publications(_ records: [TitleRow]) async throws -> [OPDSPublication] {
        var loans: [UUID: LoanRow] = [:]
        var holds: [UUID: HoldRow] = [:]
        if let card, !records.isEmpty {
            let ids = records.map(\.id)
            for loan in try await context.libraryStore.openLoans(card: card.id, of: ids) { loans[loan.titleID] = loan }
            for hold in try await context.libraryStore.activeHolds(card: card.id, of: ids) { holds[hold.titleID] = hold }
        }
        // The queue as a patron sees it: every waiting hold, paused ones too (they keep their
        // places), and when a copy is expected — for a newcomer, or for this card's own hold.
        let availability = AvailabilityService(context: context)
        let queues = try await availability.queues(records.map(\.id))
        let open = records.filter { loans[$0.id] == nil && holds[$0.id] == nil }
        let estimates = try await availability.availability(open.map(\.listing), library: library)
        var rendered: [UUID: Hold] = [:]
        for hold in try await context.shelf.render(holds: Array(holds.values), library: library) { rendered[hold.title.id] = hold }
        let zone = card == nil ? TimeZones.utc : try await context.shelf.patronZone(card: card?.id)
        var out: [OPDSPublication] = []
        for t in records {
            var p = publication(t, loan: loans[t.id], hold: holds[t.id], shown: rendered[t.id])
            p.holdsTotal = queues[t.id]?.waiting.count ?? t.waitingCount
            let wait = p.state == .reserved ? rendered[t.id]?.estimatedWaitDays : (p.state == .unavailable ? estimates[t.id]?.estimatedWaitDays : nil)
            p.expectedDay = wait.map { Self.day(context.now.addingTimeInterval(TimeInterval($0) * 86_400), in: zone) }
            out.append(p)
        }
        return out
    }

    /// A calendar day where the patron is, as `YYYY-MM-DD`.
    static func day(_ date: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
    }

    /// One title and this card's loan or hold of it (`shown`: the hold as the patron's holds
    /// page renders it, with its place in the queue).
    func publication(_ t: TitleRow, loan: LoanRow?, hold: HoldRow?, shown: Hold?) -> OPDSPublication {
        let id = t.id.uuidString.lowercased()
        var p = OPDSPublication(
            id: t.id, title: t.title, subtitle: t.subtitle, authors: t.authorList, translators: t.translatorList, language: LanguageTag.bcp47(t.language),
            publisher: t.publisher, issued: CatalogueEntry.isPlaceholderDate(t.published) ? nil : t.published,
            summary: CatalogueEntry.isPlaceholder(t.description) ? nil : t.description, subjects: t.subjectList, isbns: t.isbnList,
            updated: t.addedAt, coverPath: t.cover.map { LibraryPath.cover($0).path }, entryPath: root + "/titles/" + id,
            borrowPath: root + "/titles/" + id + "/borrow", state: AvailabilityService.isAvailable(t.listing) ? .available : .unavailable,
            holdsTotal: t.waitingCount, copiesTotal: t.copies, copiesAvailable: t.copies.map { max(0, $0 - t.outCount) },
            authenticationPath: v1 + "/authentication_document")
        if let loan {
            p.state = .available
            p.since = loan.startedAt
            p.until = loan.dueAt
            if t.epubFile != nil {
                p.fulfilPath = v1 + "/loans/" + loan.id.uuidString.lowercased() + "/fulfil"
                p.progressionPath = v1 + "/titles/" + id + "/progression"
            }
            p.revokePath = v1 + "/loans/" + loan.id.uuidString.lowercased() + "/revoke"
        } else if let hold {
            p.cancellable = true
            if hold.currentState == .ready {
                p.state = .ready
                p.since = hold.readyAt
                p.until = hold.readyUntil
            } else {
                // Paused or not, a waiting hold is reserved: a paused one keeps its place.
                p.state = .reserved
                p.since = hold.placedAt
                p.holdPosition = shown?.position
            }
            p.revokePath = v1 + "/holds/" + hold.id.uuidString.lowercased() + "/revoke"
        }
        return p
    }
}
