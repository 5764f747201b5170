import Foundation

/// A highlight, with or without a note, as a W3C Web Annotation: the passage is a
/// `TextQuoteSelector` (exact, prefix, suffix) and a Readium locator. Kept per person and
/// title, so it outlives the loan and is there on the next one.
public struct ReaderAnnotation: Codable, Sendable, Equatable {
    public struct Selector: Codable, Sendable, Equatable {
        /// `TextQuoteSelector`.
        public var type: String
        public var exact: String
        public var prefix: String?
        public var suffix: String?

        public init(exact: String, prefix: String?, suffix: String?) {
            type = "TextQuoteSelector"
            self.exact = exact
            self.prefix = prefix
            self.suffix = suffix
        }
    }

    public struct Target: Codable, Sendable, Equatable {
        /// The document.
        public var source: String
        public var selector: [Selector]
        public var locator: ReaderLocator

        public init(source: String, selector: [Selector], locator: ReaderLocator) {
            self.source = source
            self.selector = selector
            self.locator = locator
        }
    }

    /// The note (`TextualBody`, purpose `commenting`).
    public struct Body: Codable, Sendable, Equatable {
        public var type: String
        public var value: String
        public var format: String
        public var purpose: String

        public init(value: String) {
            type = "TextualBody"
            self.value = value
            format = "text/plain"
            purpose = "commenting"
        }
    }

    public var context: String
    /// `urn:uuid:…`
    public var id: String
    public var type: String
    /// `highlighting`, or `commenting` when it has a note.
    public var motivation: String
    public var created: Date
    public var modified: Date
    public var body: [Body]?
    public var target: Target
    /// `highlight-<colour>` (the export's stylesheet has the four classes).
    public var stylesClass: String
    /// `yellow`, `green`, `blue` or `pink`.
    public var colour: String
    /// `anchored`; `moved` (found elsewhere in a new edition of the book); `orphaned` (the
    /// passage is not in this edition: kept, shown with its quote).
    public var anchor: String
    /// One up with every change; its `ETag`, for `If-Match` on a change.
    public var version: Int
    /// The device that made the last change.
    public var device: ReaderDevice

    enum CodingKeys: String, CodingKey {
        case context = "@context", id, type, motivation, created, modified, body, target, stylesClass, colour, anchor, version, device
    }

    public init(id: UUID, created: Date, modified: Date, note: String?, target: Target, colour: String, anchor: String, version: Int,
                device: ReaderDevice) {
        context = "http://www.w3.org/ns/anno.jsonld"
        self.id = "urn:uuid:" + id.uuidString.lowercased()
        type = "Annotation"
        motivation = note == nil ? "highlighting" : "commenting"
        self.created = created
        self.modified = modified
        body = note.map { [Body(value: $0)] }
        self.target = target
        stylesClass = "highlight-" + colour
        self.colour = colour
        self.anchor = anchor
        self.version = version
        self.device = device
    }

    /// The UUID in `id`.
    public var uuid: UUID? { UUID(uuidString: String(id.dropFirst("urn:uuid:".count))) }
    /// The note, if any.
    public var note: String? { body?.first?.value }
    /// The quoted passage.
    public var exact: String { target.selector.first?.exact ?? "" }

    public static let colours = ["yellow", "green", "blue", "pink"]
}

/// Making a highlight (its id is in the path, chosen by the device, so a replay adds nothing).
/// The passage is `locator.text`: `highlight` (1–2,000 characters) with up to 64 characters
/// `before` and `after` it.
public struct AnnotationInput: Codable, Sendable, Equatable {
    public var locator: ReaderLocator
    /// `yellow`, `green`, `blue` or `pink`.
    public var colour: String
    public var note: String?
    public var device: ReaderDevice
    /// When it was made on the device.
    public var created: Date

    public init(locator: ReaderLocator, colour: String, note: String? = nil, device: ReaderDevice, created: Date) {
        self.locator = locator
        self.colour = colour
        self.note = note
        self.device = device
        self.created = created
    }
}

/// Changing a highlight's colour or note (an empty note removes it); send the version it was
/// made from as `If-Match` (or, where headers cannot be set, as `version`; `If-Match` wins).
public struct AnnotationChange: Codable, Sendable, Equatable {
    public var colour: String?
    public var note: String?
    public var device: ReaderDevice
    /// When it was changed on the device.
    public var modified: Date
    /// The version it was made from, when there is no `If-Match`.
    public var version: Int?

    public init(colour: String? = nil, note: String? = nil, device: ReaderDevice, modified: Date, version: Int? = nil) {
        self.colour = colour
        self.note = note
        self.device = device
        self.modified = modified
        self.version = version
    }
}

public struct DeletedAnnotation: Codable, Sendable, Equatable {
    public var id: String
    public var deletedAt: Date

    public init(id: String, deletedAt: Date) {
        self.id = id
        self.deletedAt = deletedAt
    }
}

/// A book's highlights and notes, in book order; with `since`, only what changed after it,
/// deletions included.
public struct AnnotationList: Codable, Sendable, Equatable {
    public var items: [ReaderAnnotation]
    public var deleted: [DeletedAnnotation]
    /// Pass as `since` next time.
    public var syncedAt: Date

    public init(items: [ReaderAnnotation], deleted: [DeletedAnnotation], syncedAt: Date) {
        self.items = items
        self.deleted = deleted
        self.syncedAt = syncedAt
    }
}

/// One book's highlights and notes.
public struct TitleAnnotations: Codable, Sendable, Equatable {
    public var titleId: UUID
    public var title: String
    public var authors: [String]
    public var items: [ReaderAnnotation]

    public init(titleId: UUID, title: String, authors: [String], items: [ReaderAnnotation]) {
        self.titleId = titleId
        self.title = title
        self.authors = authors
        self.items = items
    }
}

/// Every book a person has highlights or notes in, the latest changed first.
public struct AnnotationsByTitle: Codable, Sendable, Equatable {
    public var titles: [TitleAnnotations]
    /// Pass as `cursor` for the next books; nil on the last page.
    public var nextCursor: String?

    public init(titles: [TitleAnnotations], nextCursor: String?) {
        self.titles = titles
        self.nextCursor = nextCursor
    }
}

/// A highlight changed since the version the change was made from (412), with what is saved.
public typealias AnnotationConflict = ConflictProblem<ReaderAnnotation>

/// Highlights and notes (tag `reader`).
public enum AnnotationRoute: TypedRoute, Hashable {
    case annotations(UUID)
    case putAnnotation(UUID, UUID)
    case changeAnnotation(UUID, UUID)
    case deleteAnnotation(UUID, UUID)
    case allAnnotations
    case exportJSONLD
    case exportMarkdown

    public var method: HTTPMethodName {
        switch self {
        case .annotations, .allAnnotations, .exportJSONLD, .exportMarkdown: return .get
        case .putAnnotation: return .put
        case .changeAnnotation: return .patch
        case .deleteAnnotation: return .delete
        }
    }

    public var parts: [RoutePart] {
        let reader = RoutePart.literal("reader")
        switch self {
        case .annotations(let title): return [reader, .literal("titles"), .parameter("titleId", title), .literal("annotations")]
        case .putAnnotation(let title, let id), .changeAnnotation(let title, let id), .deleteAnnotation(let title, let id):
            return [reader, .literal("titles"), .parameter("titleId", title), .literal("annotations"), .parameter("annotationId", id)]
        case .allAnnotations: return [reader, .literal("annotations")]
        case .exportJSONLD: return [reader, .literal("annotations"), .literal("export.jsonld")]
        case .exportMarkdown: return [reader, .literal("annotations"), .literal("export.md")]
        }
    }
}
