import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/api/v1/reader/…`: the publication manifest and position list, reading positions (and the
/// Readium Progression API), bookmarks and reader settings. Handlers stay thin: the rules are
/// in `ReaderAccess`, `ReadingSync`, `Bookmarks` and `ReaderSettingsService`.
struct ReaderAPI {
    static let progressionType = HTTPMediaType(type: "application", subType: "vnd.readium.progression+json")

    func register(_ r: AppRoutes) {
        r.api(ReaderRoute.manifest(.parameter)) { req in
            let viewer = try req.requireViewer()
            let opened = try await req.context.readerAccess.open(try req.uuid("titleId", "title"), user: viewer.id)
            return JSONBody(req.context.readerAccess.manifest(opened))
        }
        r.api(ReaderRoute.positions(.parameter)) { req in
            let viewer = try req.requireViewer()
            let opened = try await req.context.readerAccess.open(try req.uuid("titleId", "title"), user: viewer.id)
            return JSONBody(req.context.readerAccess.positions(opened))
        }
        r.api(ReaderRoute.position(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("titleId", "title")
            // Nothing saved yet is not an error: 204 (404 is for a title that is not there).
            guard let position = try await req.context.readingSync.position(id, user: viewer.id) else {
                return Response(status: .noContent)
            }
            return try await JSONBody(position).encodeResponse(for: req)
        }
        r.api(ReaderRoute.savePosition(.parameter)) { req in
            let viewer = try req.requireViewer()
            let update = try req.decodeJSON(ReadingPosition.self)
            do {
                return try await JSONBody(req.context.readingSync.save(update, titleID: try req.uuid("titleId", "title"), user: viewer.id))
                    .encodeResponse(for: req)
            } catch let stale as ReadingSync.Stale {
                return Self.conflict(PositionConflict(problem: AppError(.conflict, "reader.newer_position").problem(req.localizer), current: stale.current))
            }
        }
        r.api(ReaderRoute.progression(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("titleId", "title")
            guard let position = try await req.context.readingSync.position(id, user: viewer.id) else { throw AppError.notFound("position") }
            return Self.progression(position)
        }
        r.api(ReaderRoute.saveProgression(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("titleId", "title")
            let body = try req.decodeJSON(ReadiumProgression.self)
            var locator = body.locator
            if locator == nil { locator = try await req.context.readingSync.locator(atTotal: body.progression, titleID: id, user: viewer.id) }
            do {
                let saved = try await req.context.readingSync.save(ReadingPosition(locator: locator!, device: body.device, modified: body.modified),
                                                                titleID: id, user: viewer.id)
                return Self.progression(saved)
            } catch let stale as ReadingSync.Stale {
                return Self.conflict(PositionConflict(problem: AppError(.conflict, "reader.newer_position").problem(req.localizer), current: stale.current))
            }
        }
        r.api(ReaderRoute.bookmarks(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("titleId", "title")
            var since: Date?
            if let text = req.queryText("since") {
                guard let date = RFC3339.date(text) else { throw AppError.invalid("since", "reader.since") }
                since = date
            }
            return JSONBody(try await req.context.bookmarks.list(id, user: viewer.id, since: since))
        }
        r.api(ReaderRoute.putBookmark(.parameter, .parameter)) { req in
            let viewer = try req.requireViewer()
            let input = try req.decodeJSON(BookmarkInput.self)
            let (bookmark, created) = try await req.context.bookmarks.put(try req.uuid("bookmarkId", "bookmark"), input,
                                                                       titleID: try req.uuid("titleId", "title"), user: viewer.id)
            return JSONBody(bookmark, status: created ? .created : .ok)
        }
        r.api(ReaderRoute.deleteBookmark(.parameter, .parameter)) { req in
            let viewer = try req.requireViewer()
            try await req.context.bookmarks.delete(try req.uuid("bookmarkId", "bookmark"), titleID: try req.uuid("titleId", "title"), user: viewer.id)
            return HTTPStatus.noContent
        }
        r.api(ReaderRoute.settings) { req in
            JSONBody(try await req.context.readerSettings.effective(user: try req.requireViewer().id, titleID: nil))
        }
        r.api(ReaderRoute.saveSettings) { req in
            try await Self.saveSettings(req, titleID: nil)
        }
        r.api(ReaderRoute.titleSettings(.parameter)) { req in
            let id = try req.uuid("titleId", "title")
            return JSONBody(try await req.context.readerSettings.effective(user: try req.requireViewer().id, titleID: id))
        }
        r.api(ReaderRoute.saveTitleSettings(.parameter)) { req in
            try await Self.saveSettings(req, titleID: try req.uuid("titleId", "title"))
        }
        r.api(ReaderRoute.clearTitleSettings(.parameter)) { req in
            let id = try req.uuid("titleId", "title")
            try await req.context.readerSettings.clear(user: try req.requireViewer().id, titleID: id)
            return HTTPStatus.noContent
        }
    }

    static func saveSettings(_ req: Request, titleID: UUID?) async throws -> Response {
        let viewer = try req.requireViewer()
        let input = try req.decodeJSON(ReaderSettingsInput.self)
        do {
            return try await JSONBody(req.context.readerSettings.save(input, user: viewer.id, titleID: titleID)).encodeResponse(for: req)
        } catch let stale as ReaderSettingsService.Stale {
            return conflict(SettingsConflict(problem: AppError(.conflict, "reader.newer_settings").problem(req.localizer), current: stale.current))
        }
    }

    static func conflict(_ body: some Encodable) -> Response {
        let res = Response(status: .conflict)
        res.headers.contentType = HTTPMediaType(type: "application", subType: "problem+json")
        res.body = .init(data: (try? JSONEncoder.api.encode(body)) ?? Data())
        return res
    }

    static func progression(_ position: ReadingPosition) -> Response {
        let res = Response(status: .ok)
        res.headers.contentType = progressionType
        let body = ReadiumProgression(modified: position.modified, device: position.device,
                                      progression: position.locator.locations.totalProgression ?? 0, locator: position.locator)
        res.body = .init(data: (try? JSONEncoder.api.encode(body)) ?? Data())
        return res
    }
}
