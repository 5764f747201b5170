import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/library/journey`: the reading journey page, its JSON download and deleting it.
struct JourneyWeb {
    static let path = "/library/journey"

    static func removePath(_ loan: UUID) -> String { path + "/items/" + loan.uuidString.lowercased() + "/delete" }

    func register(_ r: AppRoutes) {
        r.get("library", "journey") { req async throws -> Response in
            let journey = try await req.context.readingJourney.journey(user: try req.requireViewer().id, all: true)
            return try await req.page(JourneyPage.self, JourneyPage.Model(journey: journey))
        }
        r.get("library", "journey", "export") { req async throws -> Response in
            let journey = try await req.context.readingJourney.journey(user: try req.requireViewer().id, all: true)
            let res = Response(status: .ok)
            res.headers.contentType = .json
            res.headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"reading-journey.json\"")
            res.body = .init(data: try JSONEncoder.api.encode(journey))
            return res
        }
        // One loan out of the journey, asked first (the API's DELETE …/journey/items/{loanId}).
        r.get("library", "journey", "items", ":loanId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("loanId", "loan")
            let journey = try await req.context.readingJourney.journey(user: viewer.id, all: true)
            guard let item = journey.items.first(where: { $0.loanId == id }) else { throw AppError.notFound("loan") }
            let l = req.localizer
            return try await ConfirmPage.response(req, title: l.t("library.journey.remove_title", ["title": item.title]),
                                                  message: l.t("library.journey.remove_message"), action: Self.removePath(id),
                                                  button: l.t("library.journey.remove"), cancel: Self.path)
        }
        r.post("library", "journey", "items", ":loanId", "delete") { req async throws -> Response in
            try await req.context.readingJourney.delete(loan: try req.uuid("loanId", "loan"), user: try req.requireViewer().id)
            return req.done(Self.path, notice: "library.journey.removed")
        }
        r.post("library", "journey", "delete") { req async throws -> Response in
            try await req.context.readingJourney.deleteAll(user: try req.requireViewer().id, notes: req.field("notes") == "on",
                                                           ratings: req.field("ratings") == "on")
            return req.done(Self.path)
        }
    }
}

/// The reading journey: every loan, the latest first, with dates in the viewer's zone, where
/// they got to, their stars and how many notes; the download and "Delete my reading journey"
/// (optionally with notes and ratings; the library keeps its own loan records).
enum JourneyPage: PageView {
    struct Model: Sendable {
        var journey: ReadingJourney
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.journey.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer
        var content: [HTMLNode] = [
            element("h1", [], text(title(m, l))),
            element("p", [], element("a", [.href(JourneyWeb.path + "/export"), .cls("button"), Attr("download", "reading-journey.json")],
                                      text(l.t("library.journey.download")))),
            element("p", [], element("a", [.href(NotesWeb.path)], text(l.t("library.notes.title")))),
        ]
        if m.journey.items.isEmpty { content.append(element("p", [.cls("muted")], text(l.t("library.journey.none")))) }
        content.append(element("ol", [.cls("notes-list journey-list")], m.journey.items.map { item in
            var facts: [HTMLNode] = [
                element("h2", [], text(item.title + (item.authors.isEmpty ? "" : " — " + item.authors.joined(separator: ", ")))),
                element("p", [.cls("muted")], [
                    text(item.library + " · " + l.t("library.journey.borrowed") + " "),
                    element("time", [Attr("datetime", item.borrowedAt.iso8601)], text(l.date(item.borrowedAt))),
                    item.endedAt.map { end in
                        group([text(" · " + l.t("library.journey.ended_" + (item.endedHow ?? "returned")) + " "),
                               element("time", [Attr("datetime", end.iso8601)], text(l.date(end)))])
                    } ?? group([]),
                ]),
            ]
            if let progress = item.readProgress { facts.append(PatronPages.percentRead(l, progress)) }
            if let stars = item.stars {
                facts.append(element("p", [.aria("label", l.t("library.journey.stars", ["stars": "\(stars)"]))],
                                     text(String(repeating: "★", count: stars) + String(repeating: "☆", count: max(0, 5 - stars)))))
            }
            if let review = item.review { facts.append(element("p", [], text(review))) }
            if item.annotations > 0 {
                facts.append(element("p", [], element("a", [.href(NotesWeb.back(item.titleId))],
                                                       text(l.t("library.journey.notes", ["count": "\(item.annotations)"])))))
            }
            facts.append(element("p", [], element("a", [.href(JourneyWeb.removePath(item.loanId)), .cls("link")],
                                                   text(l.t("library.journey.remove")))))
            return element("li", [.cls("notes-item")], facts)
        }))
        content.append(element("details", [.cls("card")], [
            element("summary", [], text(l.t("library.journey.delete"))),
            Forms.form(ctx, action: JourneyWeb.path + "/delete", cls: "stack", [
                element("p", [], text(l.t("library.journey.delete_message"))),
                Forms.checkbox(name: "notes", label: l.t("library.journey.delete_notes"), checked: false),
                Forms.checkbox(name: "ratings", label: l.t("library.journey.delete_ratings"), checked: false),
                Forms.submit(l.t("library.journey.delete"), cls: "button danger"),
            ]),
        ]))
        return content
    }
}
