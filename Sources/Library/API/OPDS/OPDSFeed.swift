import Foundation

/// A catalogue feed, written as OPDS 1.2 (Atom) or OPDS 2.0 (JSON) from the same model.
struct OPDSFeed {
    enum Kind { case navigation, acquisition }

    var id: String
    var title: String
    var updated: Date
    var kind: Kind
    /// Paths are absolute on this server (`/opds/malmo/new`); writers prefix the public URL.
    var selfPath: String
    var links: [OPDSLink] = []
    var navigation: [OPDSNavigation] = []
    var publications: [OPDSPublication] = []
    /// How many items the whole feed has, when known (search hits).
    var total: Int?
}

struct OPDSLink {
    var rel: String
    var path: String
    var type: String?
    var title: String?
    /// Facets (OPDS 1.2 §4.3): the group they belong to and whether this one is in use.
    var facetGroup: String?
    var activeFacet = false
    var count: Int?
    /// The path is an OpenSearch/URI template.
    var templated = false
}

/// A link to another feed (a navigation feed's entry).
struct OPDSNavigation {
    var id: String
    var title: String
    var path: String
    var summary: String?
    var count: Int?
}

/// A book and what this patron can do with it.
struct OPDSPublication {
    enum State: String { case available, unavailable, reserved, ready }

    var id: UUID
    var title: String
    var subtitle: String?
    var authors: [String]
    var translators: [String]
    var language: String?
    var publisher: String?
    var issued: String?
    var summary: String?
    var subjects: [String]
    var isbns: [String]
    var updated: Date
    var coverPath: String?
    /// The publication on its own (an entry or a publication document).
    var entryPath: String
    /// Where to borrow (or, with no copy free, to join the queue).
    var borrowPath: String
    var state: State
    /// Loan end, or the end of a ready hold's pickup window.
    var since: Date?
    var until: Date?
    var holdsTotal: Int
    var holdPosition: Int?
    /// Nil copies: an unlimited licence.
    var copiesTotal: Int?
    var copiesAvailable: Int?
    /// The book file, for the patron's own loan of a title imported from EPUB.
    var fulfilPath: String?
    /// Returning a loan early or leaving a hold queue.
    var revokePath: String?
    /// When a copy is expected (unavailable or waiting): a day, `YYYY-MM-DD`, not a moment.
    var expectedDay: String?
    /// The patron may leave the queue (a hold waiting or ready): DELETE on the borrow link.
    var cancellable = false
    /// Where an e-reader keeps its place in the patron's loan (OPDS Progression).
    var progressionPath: String?
    /// The authentication document, for the borrow link's `authenticate` hint.
    var authenticationPath: String
}

enum OPDSMediaType {
    static let navigation = "application/atom+xml;profile=opds-catalog;kind=navigation"
    static let acquisition = "application/atom+xml;profile=opds-catalog;kind=acquisition"
    static let entry = "application/atom+xml;type=entry;profile=opds-catalog"
    static let openSearch = "application/opensearchdescription+xml"
    static let authentication = "application/opds-authentication+json"
    static let opds2 = "application/opds+json"
    static let publication2 = "application/opds-publication+json"
    static let epub = "application/epub+zip"
    static let profile = "application/opds-profile+json"
    static let progression = "application/opds-progression+json"
}
