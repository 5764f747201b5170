import Foundation
import NIOCore
import SQLiteNIO

/// An MBTiles file (https://github.com/mapbox/mbtiles-spec): map tiles in one SQLite database,
/// `tiles(zoom_level, tile_column, tile_row, tile_data)` with rows counted from the south (TMS)
/// and a `metadata` table of name/value pairs.
public struct MBTilesInfo: Sendable, Equatable {
    public enum Format: String, Sendable {
        case pbf, png, jpg, webp

        /// What a tile is served as.
        public var contentType: String {
            switch self {
            case .pbf: "application/x-protobuf"
            case .png: "image/png"
            case .jpg: "image/jpeg"
            case .webp: "image/webp"
            }
        }

        public var isVector: Bool { self == .pbf }
    }

    public var name: String
    public var format: Format
    public var minZoom: Int
    public var maxZoom: Int
    /// West, south, east, north; nil when the file does not say.
    public var bounds: [Double]?
    public var attribution: String?
    public var tileCount: Int
}

/// Why a file cannot be imported as map tiles, in words for the person importing it.
public struct MBTilesFailure: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// One open MBTiles file, read only.
public actor MBTilesReader {
    public let path: String
    public let info: MBTilesInfo
    private let connection: SQLiteConnection

    private init(path: String, info: MBTilesInfo, connection: SQLiteConnection) {
        self.path = path
        self.info = info
        self.connection = connection
    }

    /// Opens and checks `path`: an SQLite file with MBTiles' tables, a known tile format and at least one tile.
    public static func open(_ path: String) async throws -> MBTilesReader {
        guard FileManager.default.isReadableFile(atPath: path) else { throw MBTilesFailure("\(path) cannot be read") }
        let header = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: path)).read(upToCount: 16)) ?? Data()
        guard header == Data("SQLite format 3\0".utf8) else {
            throw MBTilesFailure("\(path) is not an MBTiles file (MBTiles files are SQLite databases)")
        }
        let connection = try await SQLiteConnection.open(storage: .file(path: path)).get()
        do {
            let info = try await Self.inspect(connection, path: path)
            return MBTilesReader(path: path, info: info, connection: connection)
        } catch {
            try? await connection.close()
            throw error
        }
    }

    static func inspect(_ connection: SQLiteConnection, path: String) async throws -> MBTilesInfo {
        let tables = try await connection.query("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")
            .compactMap { $0.column("name")?.string }
        guard tables.contains("metadata"), tables.contains("tiles") else {
            throw MBTilesFailure("\(path) has no \(tables.contains("tiles") ? "metadata" : "tiles") table: it is not an MBTiles file")
        }
        var metadata: [String: String] = [:]
        for row in try await connection.query("SELECT name, value FROM metadata") {
            if let name = row.column("name")?.string, let value = row.column("value")?.string { metadata[name] = value }
        }
        guard let formatName = metadata["format"], let format = MBTilesInfo.Format(rawValue: formatName.lowercased() == "jpeg" ? "jpg" : formatName.lowercased()) else {
            throw MBTilesFailure("\(path) has tiles of format \(metadata["format"].map { "“\($0)”" } ?? "(none given)"): Satchel serves pbf (vector), png, jpg and webp")
        }
        let stats = try await connection.query("SELECT count(*) AS n, min(zoom_level) AS lo, max(zoom_level) AS hi FROM tiles").first
        let count = stats?.column("n")?.integer ?? 0
        guard count > 0 else { throw MBTilesFailure("\(path) holds no tiles") }
        let bounds = metadata["bounds"].map { $0.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) } }
        return MBTilesInfo(name: metadata["name"] ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent,
                           format: format,
                           minZoom: metadata["minzoom"].flatMap { Int($0) } ?? stats?.column("lo")?.integer ?? 0,
                           maxZoom: metadata["maxzoom"].flatMap { Int($0) } ?? stats?.column("hi")?.integer ?? 14,
                           bounds: bounds?.count == 4 ? bounds : nil,
                           attribution: metadata["attribution"], tileCount: count)
    }

    /// The tile at z/x/y (rows counted from the north, as maps in browsers count them); nil when the file has none there.
    public func tile(z: Int, x: Int, y: Int) async throws -> ByteBuffer? {
        guard (0...30).contains(z), x >= 0, y >= 0, x < 1 << z, y < 1 << z else { return nil }
        let row = (1 << z) - 1 - y
        let rows = try await connection.query("SELECT tile_data FROM tiles WHERE zoom_level = ?1 AND tile_column = ?2 AND tile_row = ?3",
                                              [.integer(z), .integer(x), .integer(row)])
        return rows.first?.column("tile_data")?.blob
    }

    public func close() async {
        try? await connection.close()
    }
}
