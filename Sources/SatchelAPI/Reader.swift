import Foundation

/// The device a position or change came from.
public struct ReaderDevice: Codable, Sendable, Equatable {
    public var id: String
    /// Shown to the reader: "continue where you left off on <name>".
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// A place in a book (a Readium Locator).
public struct ReaderLocator: Codable, Sendable, Equatable {
    public struct Locations: Codable, Sendable, Equatable {
        /// 0…1 within the document.
        public var progression: Double?
        /// 1-based over the book (the server's position list).
        public var position: Int?
        /// 0…1 over the book, computed by the server.
        public var totalProgression: Double?

        public init(progression: Double?, position: Int? = nil, totalProgression: Double? = nil) {
            self.progression = progression
            self.position = position
            self.totalProgression = totalProgression
        }
    }

    public struct Text: Codable, Sendable, Equatable {
        public var highlight: String?
        /// The words just before and after `highlight` (a note's or highlight's TextQuoteSelector
        /// prefix and suffix), so the passage can be found again in another edition.
        public var before: String?
        public var after: String?

        public init(highlight: String?, before: String? = nil, after: String? = nil) {
            self.highlight = highlight
            self.before = before
            self.after = after
        }
    }

    /// A reading-order document, as the manifest lists it.
    public var href: String
    public var type: String?
    /// The chapter.
    public var title: String?
    public var locations: Locations
    public var text: Text?

    public init(href: String, type: String? = "application/xhtml+xml", title: String? = nil, locations: Locations, text: Text? = nil) {
        self.href = href
        self.type = type
        self.title = title
        self.locations = locations
        self.text = text
    }
}

/// Where you are in a book, and which device said so when.
public struct ReadingPosition: Codable, Sendable, Equatable {
    public var locator: ReaderLocator
    public var device: ReaderDevice
    /// The device's clock when it was there: among reports without `basedOn`, the newest wins.
    public var modified: Date
    /// The saved place's revision (set by the server; grows with every save).
    public var revision: Int?
    /// In a report: the revision of the saved place this device last saw (on opening, or in the
    /// answer to its last save). When another device has saved since, the report is refused
    /// with the newer place (409), however new its clock: an old tab never sets the place back.
    public var basedOn: Int?

    public init(locator: ReaderLocator, device: ReaderDevice, modified: Date, revision: Int? = nil, basedOn: Int? = nil) {
        self.locator = locator
        self.device = device
        self.modified = modified
        self.revision = revision
        self.basedOn = basedOn
    }
}

/// The Readium Progression API's document (`application/vnd.readium.progression+json`).
public struct ReadiumProgression: Codable, Sendable, Equatable {
    public var modified: Date
    public var device: ReaderDevice
    /// 0…1 over the book.
    public var progression: Double
    public var locator: ReaderLocator?

    public init(modified: Date, device: ReaderDevice, progression: Double, locator: ReaderLocator?) {
        self.modified = modified
        self.device = device
        self.progression = progression
        self.locator = locator
    }
}

/// A bookmark as a W3C Web Annotation (motivation `bookmarking`).
public struct ReaderBookmark: Codable, Sendable, Equatable {
    public struct Target: Codable, Sendable, Equatable {
        public struct Selector: Codable, Sendable, Equatable {
            /// `TextQuoteSelector`.
            public var type: String
            public var exact: String

            public init(exact: String) {
                type = "TextQuoteSelector"
                self.exact = exact
            }
        }

        /// The document.
        public var source: String
        public var selector: [Selector]?
        /// The same place as a Readium Locator.
        public var locator: ReaderLocator

        public init(source: String, selector: [Selector]?, locator: ReaderLocator) {
            self.source = source
            self.selector = selector
            self.locator = locator
        }
    }

    /// The chapter the bookmark is in (`TextualBody`, purpose `describing`).
    public struct Body: Codable, Sendable, Equatable {
        public var type: String
        public var value: String
        public var purpose: String

        public init(value: String) {
            type = "TextualBody"
            self.value = value
            purpose = "describing"
        }
    }

    public var context: String
    /// `urn:uuid:…`
    public var id: String
    public var type: String
    public var motivation: String
    public var created: Date
    public var modified: Date
    public var target: Target
    public var body: Body?

    enum CodingKeys: String, CodingKey {
        case context = "@context", id, type, motivation, created, modified, target, body
    }

    public init(id: UUID, created: Date, modified: Date, target: Target, body: Body?) {
        context = "http://www.w3.org/ns/anno.jsonld"
        self.id = "urn:uuid:" + id.uuidString.lowercased()
        type = "Annotation"
        motivation = "bookmarking"
        self.created = created
        self.modified = modified
        self.target = target
        self.body = body
    }

    /// The UUID in `id`.
    public var uuid: UUID? { UUID(uuidString: String(id.dropFirst("urn:uuid:".count))) }
}

/// Adding a bookmark (its id is in the path, chosen by the device, so a replay adds nothing).
public struct BookmarkInput: Codable, Sendable, Equatable {
    public var locator: ReaderLocator
    public var device: ReaderDevice
    /// When it was made on the device.
    public var created: Date

    public init(locator: ReaderLocator, device: ReaderDevice, created: Date) {
        self.locator = locator
        self.device = device
        self.created = created
    }
}

public struct DeletedBookmark: Codable, Sendable, Equatable {
    public var id: String
    public var deletedAt: Date

    public init(id: String, deletedAt: Date) {
        self.id = id
        self.deletedAt = deletedAt
    }
}

/// A book's bookmarks; with `since`, only what changed after it, deletions included.
public struct BookmarkList: Codable, Sendable, Equatable {
    public var items: [ReaderBookmark]
    public var deleted: [DeletedBookmark]
    /// Pass as `since` next time.
    public var syncedAt: Date

    public init(items: [ReaderBookmark], deleted: [DeletedBookmark], syncedAt: Date) {
        self.items = items
        self.deleted = deleted
        self.syncedAt = syncedAt
    }
}

/// How the reader shows books.
public struct ReaderSettings: Codable, Sendable, Equatable {
    /// Percent of the book's own size, 50–300.
    public var fontSize: Int
    /// `publisher`, `serif`, `sans-serif`, `monospace` or `dyslexia-friendly`.
    public var fontFamily: String
    /// 1.0–2.5.
    public var lineHeight: Double
    /// 0 (none) – 4 (wide).
    public var margins: Int
    /// `day`, `sepia`, `night` or `custom` (then the two colours apply).
    public var theme: String
    /// `#rrggbb`.
    public var textColor: String?
    public var backgroundColor: String?
    /// 0.3–1.0: a dimming layer over the page.
    public var brightness: Double
    /// `paginated` or `scrolled`.
    public var layout: String

    public init(fontSize: Int = 100, fontFamily: String = "publisher", lineHeight: Double = 1.5, margins: Int = 1, theme: String = "day",
                textColor: String? = nil, backgroundColor: String? = nil, brightness: Double = 1, layout: String = "paginated") {
        self.fontSize = fontSize
        self.fontFamily = fontFamily
        self.lineHeight = lineHeight
        self.margins = margins
        self.theme = theme
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.brightness = brightness
        self.layout = layout
    }
}

/// Settings as saved: for every book, or this book's own choices.
public struct ReaderSettingsState: Codable, Sendable, Equatable {
    public var settings: ReaderSettings
    /// True when these are the book's own settings rather than your defaults.
    public var forTitle: Bool
    public var deviceId: String?
    /// Nil until you change anything.
    public var modified: Date?

    public init(settings: ReaderSettings, forTitle: Bool, deviceId: String?, modified: Date?) {
        self.settings = settings
        self.forTitle = forTitle
        self.deviceId = deviceId
        self.modified = modified
    }
}

public struct ReaderSettingsInput: Codable, Sendable, Equatable {
    public var settings: ReaderSettings
    public var deviceId: String
    public var modified: Date

    public init(settings: ReaderSettings, deviceId: String, modified: Date) {
        self.settings = settings
        self.deviceId = deviceId
        self.modified = modified
    }
}

/// The book's position list (Readium `application/vnd.readium.position-list+json`).
public struct PositionList: Codable, Sendable, Equatable {
    public var total: Int
    public var positions: [ReaderLocator]

    public init(total: Int, positions: [ReaderLocator]) {
        self.total = total
        self.positions = positions
    }
}

/// The reader's endpoints (tag `reader`). Book files themselves are at
/// `/publications/{titleId}/…`, relative to the manifest's `self` link.
public enum ReaderRoute: TypedRoute, Hashable {
    case manifest(UUID)
    case positions(UUID)
    case position(UUID)
    case savePosition(UUID)
    case progression(UUID)
    case saveProgression(UUID)
    case bookmarks(UUID)
    case putBookmark(UUID, UUID)
    case deleteBookmark(UUID, UUID)
    case settings
    case saveSettings
    case titleSettings(UUID)
    case saveTitleSettings(UUID)
    case clearTitleSettings(UUID)

    public var method: HTTPMethodName {
        switch self {
        case .manifest, .positions, .position, .progression, .bookmarks, .settings, .titleSettings: return .get
        case .savePosition, .saveProgression, .putBookmark, .saveSettings, .saveTitleSettings: return .put
        case .deleteBookmark, .clearTitleSettings: return .delete
        }
    }

    public var parts: [RoutePart] {
        let reader = RoutePart.literal("reader")
        func title(_ id: UUID, _ rest: String...) -> [RoutePart] {
            [reader, .literal("titles"), .parameter("titleId", id)] + rest.map { .literal($0) }
        }
        switch self {
        case .manifest(let id): return title(id, "manifest")
        case .positions(let id): return title(id, "positions")
        case .position(let id), .savePosition(let id): return title(id, "position")
        case .progression(let id), .saveProgression(let id): return title(id, "progression")
        case .bookmarks(let id): return title(id, "bookmarks")
        case .putBookmark(let id, let bookmark), .deleteBookmark(let id, let bookmark):
            return title(id, "bookmarks") + [.parameter("bookmarkId", bookmark)]
        case .settings, .saveSettings: return [reader, .literal("settings")]
        case .titleSettings(let id), .saveTitleSettings(let id), .clearTitleSettings(let id): return title(id, "settings")
        }
    }
}

/// A link in a publication manifest.
public struct PublicationLink: Codable, Sendable, Equatable {
    /// Relative to the manifest's `self` link: a path in the book, maybe with `#fragment`.
    public var href: String
    public var type: String?
    public var rel: String?
    public var title: String?
    public var children: [PublicationLink]?

    public init(href: String, type: String? = nil, rel: String? = nil, title: String? = nil, children: [PublicationLink]? = nil) {
        self.href = href
        self.type = type
        self.rel = rel
        self.title = title
        self.children = children
    }
}

/// A Readium Web Publication Manifest (`application/webpub+json`).
public struct PublicationManifest: Codable, Sendable, Equatable {
    public struct Metadata: Codable, Sendable, Equatable {
        public var type: String
        public var conformsTo: String
        public var title: String
        public var subtitle: String?
        public var author: [String]
        public var translator: [String]?
        public var language: String?
        public var publisher: String?
        public var identifier: String?
        public var numberOfPositions: Int
        /// True when only the sample (the first part) can be read: borrow to read on.
        public var sample: Bool

        enum CodingKeys: String, CodingKey {
            case type = "@type", conformsTo, title, subtitle, author, translator, language, publisher, identifier, numberOfPositions, sample
        }

        public init(title: String, subtitle: String?, author: [String], translator: [String]?, language: String?, publisher: String?,
                    identifier: String?, numberOfPositions: Int, sample: Bool) {
            type = "http://schema.org/Book"
            conformsTo = "https://readium.org/webpub-manifest/profiles/epub"
            self.title = title
            self.subtitle = subtitle
            self.author = author
            self.translator = translator
            self.language = language
            self.publisher = publisher
            self.identifier = identifier
            self.numberOfPositions = numberOfPositions
            self.sample = sample
        }
    }

    public var context: String
    public var metadata: Metadata
    public var links: [PublicationLink]
    public var readingOrder: [PublicationLink]
    public var resources: [PublicationLink]
    public var toc: [PublicationLink]

    enum CodingKeys: String, CodingKey {
        case context = "@context", metadata, links, readingOrder, resources, toc
    }

    public init(metadata: Metadata, links: [PublicationLink], readingOrder: [PublicationLink], resources: [PublicationLink],
                toc: [PublicationLink]) {
        context = "https://readium.org/webpub-manifest/context.jsonld"
        self.metadata = metadata
        self.links = links
        self.readingOrder = readingOrder
        self.resources = resources
        self.toc = toc
    }
}

/// A position older than the saved one, with the newer position.
public typealias PositionConflict = ConflictProblem<ReadingPosition>
/// Settings older than the saved ones, with the newer settings.
public typealias SettingsConflict = ConflictProblem<ReaderSettingsState>
