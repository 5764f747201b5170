import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The Secret Santa pages: handlers read the form, call `ExchangeService` and render.
struct ExchangesWeb {
    func register(_ r: AppRoutes) {
        r.get("wishes", "exchanges") { req async throws -> Response in
            let viewer = try req.requireViewer()
            return try await req.page(ExchangesPage.self, ExchangesPage.Model(exchanges: try await req.context.exchanges.mine(viewer: viewer.id)))
        }
        r.get("wishes", "exchanges", "new") { req async throws -> Response in
            try await Self.newForm(req, state: FormState())
        }
        r.post("wishes", "exchanges") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let values = ExchangeForm.values(req)
            do {
                let exchange = try await req.context.exchanges.create(organiser: viewer.id, try ExchangeForm.draft(values))
                return req.done(ExchangePath.exchange(try exchange.requireID()).path, notice: "exchange_created")
            } catch let error as AppError where error.kind == .validation {
                return try await Self.newForm(req, state: ExchangeForm.state(values, error), status: .unprocessableEntity)
            }
        }
        r.get("wishes", "exchanges", ":exchangeId") { req async throws -> Response in
            try await Self.show(req, state: FormState())
        }
        r.get("wishes", "exchanges", ":exchangeId", "edit") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let exchange = try await req.context.exchanges.show(try req.uuid("exchangeId", "exchange"), viewer: viewer.id)
            guard exchange.isOrganiser else { throw AppError(.forbidden, "exchange.organiser_only") }
            return try await req.page(EditExchangePage.self, .init(exchange: exchange, form: FormState(values: ExchangeForm.values(of: exchange, req.localizer))))
        }
        r.post("wishes", "exchanges", ":exchangeId", "edit") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("exchangeId", "exchange")
            let values = ExchangeForm.values(req)
            do {
                _ = try await req.context.exchanges.update(id, organiser: viewer.id, try ExchangeForm.change(values), precondition: req.formPrecondition())
                return req.done(ExchangePath.exchange(id).path, notice: "saved")
            } catch where isStaleCopy(error) {
                let current = try await req.context.exchanges.show(id, viewer: viewer.id)
                return try await Self.conflict(req, typed: values, current: current)
            } catch let error as AppError where error.kind == .validation {
                let exchange = try await req.context.exchanges.show(id, viewer: viewer.id)
                return try await req.page(EditExchangePage.self, .init(exchange: exchange, form: ExchangeForm.state(values, error)),
                                          status: .unprocessableEntity)
            }
        }
        r.post("wishes", "exchanges", ":exchangeId", "participants") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("exchangeId", "exchange")
            let chosen = (try? req.content.get([String].self, at: "userIds")) ?? []
            do {
                _ = try await req.context.exchanges.add(id, organiser: viewer.id, people: chosen.compactMap(UUID.init(uuidString:)))
                return req.done(ExchangePath.exchange(id).path, notice: "exchange_added")
            } catch let error as AppError where error.kind == .validation {
                return try await Self.show(req, state: FormState(values: ["form": "add", "userIds": chosen.joined(separator: ",")], error: error),
                                           status: .unprocessableEntity)
            }
        }
        r.post("wishes", "exchanges", ":exchangeId", "draw") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("exchangeId", "exchange")
            do {
                _ = try await req.context.exchanges.draw(id, organiser: viewer.id)
                return req.done(ExchangePath.exchange(id).path, notice: "exchange_drawn")
            } catch let error as AppError where error.kind == .validation {
                return try await Self.show(req, state: FormState(values: ["form": "draw"], error: error), status: .unprocessableEntity)
            }
        }
        r.get("wishes", "exchanges", ":exchangeId", "leave") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("exchangeId", "exchange")
            let exchange = try await req.context.exchanges.show(id, viewer: viewer.id)
            let localizer = req.localizer
            return try await ConfirmPage.response(req, title: localizer.t("exchange.leave_title", ["name": exchange.name]),
                                                  message: localizer.t("exchange.leave_message"), action: ExchangePath.leave(id).path,
                                                  button: localizer.t("exchange.leave"), cancel: ExchangePath.exchange(id).path)
        }
        r.post("wishes", "exchanges", ":exchangeId", "leave") { req async throws -> Response in
            let viewer = try req.requireViewer()
            try await req.context.exchanges.leave(try req.uuid("exchangeId", "exchange"), person: viewer.id)
            return req.done(ExchangePath.exchanges.path, notice: "exchange_left")
        }
        r.get("wishes", "exchanges", ":exchangeId", "participants", ":userId", "remove") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("exchangeId", "exchange")
            let user = try req.uuid("userId", "participant")
            let exchange = try await req.context.exchanges.show(id, viewer: viewer.id)
            guard exchange.isOrganiser, let person = exchange.participants.first(where: { $0.person.id == user })?.person else {
                throw AppError.notFound("participant")
            }
            let localizer = req.localizer
            return try await ConfirmPage.response(req, title: localizer.t("exchange.remove_title", ["name": person.displayName]),
                                                  message: localizer.t("exchange.remove_message"), action: ExchangePath.remove(id, user: user).path,
                                                  button: localizer.t("exchange.remove"), cancel: ExchangePath.exchange(id).path)
        }
        r.post("wishes", "exchanges", ":exchangeId", "participants", ":userId", "remove") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("exchangeId", "exchange")
            try await req.context.exchanges.remove(id, organiser: viewer.id, person: try req.uuid("userId", "participant"))
            return req.done(ExchangePath.exchange(id).path, notice: "exchange_removed")
        }
        r.post("wishes", "exchanges", ":exchangeId", "list") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("exchangeId", "exchange")
            let listID = req.field("listId").flatMap { $0.isEmpty ? nil : UUID(uuidString: $0) }
            do {
                try await req.context.exchanges.linkList(id, viewer: viewer.id, list: listID)
                return req.done(ExchangePath.exchange(id).path, notice: "exchange_list_linked")
            } catch let error as AppError where error.kind == .validation {
                return try await Self.show(req, state: FormState(values: ["form": "list", "listId": req.field("listId") ?? ""], error: error),
                                           status: .unprocessableEntity)
            }
        }
        r.post("wishes", "exchanges", ":exchangeId", "questions") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("exchangeId", "exchange")
            let text = req.field("question") ?? ""
            do {
                _ = try await req.context.exchanges.ask(id, giver: viewer.id, text: text)
                return req.done(ExchangePath.exchange(id).path, notice: "exchange_asked")
            } catch let error as AppError where error.kind == .validation {
                return try await Self.show(req, state: FormState(values: ["form": "ask", "question": text], error: Self.renamed(error, to: "question")),
                                           status: .unprocessableEntity)
            }
        }
        r.post("wishes", "exchanges", ":exchangeId", "questions", ":questionId", "answer") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("exchangeId", "exchange")
            let question = try req.uuid("questionId", "question")
            let field = Self.answerField(question)
            let text = req.field(field) ?? ""
            do {
                _ = try await req.context.exchanges.answer(id, question: question, receiver: viewer.id, text: text)
                return req.done(ExchangePath.exchange(id).path, notice: "exchange_answered")
            } catch let error as AppError where error.kind == .validation {
                return try await Self.show(req, state: FormState(values: ["question": question.uuidString, field: text],
                                                                 error: Self.renamed(error, to: field)),
                                           status: .unprocessableEntity)
            }
        }
    }

    /// The answer box of one question (one form per question on a page).
    static func answerField(_ question: UUID) -> String { "answer-" + WishesPath.id(question) }

    /// The service names the message `text`; the page's box has its own name.
    static func renamed(_ error: AppError, to field: String) -> AppError {
        var error = error
        error.fields = error.fields.map { FieldIssue(field: $0.field == "text" ? field : $0.field, code: $0.code, args: $0.args) }
        return error
    }

    /// What the organiser typed beside the exchange as it is now (someone changed it meanwhile).
    static func conflict(_ req: Request, typed: [String: String], current: Exchange) async throws -> Response {
        let localizer = req.localizer
        return try await req.conflictPage(ConflictPage.Model(
            name: current.name, action: ExchangePath.edit(current.id).path, version: current.version ?? 1, mine: typed,
            theirs: ExchangeForm.values(of: current, localizer),
            shown: [("name", localizer.t("exchange.field.name"), false), ("amount", localizer.t("exchange.field.budget"), false),
                    ("currency", localizer.t("wish.field.currency"), false), ("date", localizer.t("exchange.field.date"), false)],
            main: "name", back: ExchangePath.exchange(current.id).path, tab: WishesTab.tab))
    }

    static func newForm(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let friendIDs = try await req.context.friends.friendIDs(of: viewer.id)
        let people = try await req.context.friends.people(ids: friendIDs + [viewer.id], viewer: viewer.id)
        let friends = friendIDs.compactMap { people[$0] }.sorted { $0.displayName.lowercased() < $1.displayName.lowercased() }
        guard let me = people[viewer.id] else { throw AppError.signInRequired }
        let model = NewExchangePage.Model(form: state, friends: friends, circles: try await req.context.circles.list(owner: viewer.user), me: me)
        return try await req.page(NewExchangePage.self, model, status: status)
    }

    /// The exchange's page; for a member with a draw, whom they give to (looking counts as seen).
    static func show(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let id = try req.uuid("exchangeId", "exchange")
        let exchanges = req.context.exchanges
        let exchange = try await exchanges.show(id, viewer: viewer.id)
        var assignment: ExchangeAssignment?
        if exchange.isParticipant && exchange.drawnAt != nil { assignment = try? await exchanges.assignment(id, viewer: viewer.id) }
        var addable: [Person] = []
        if exchange.isOrganiser {
            let taking = Set(exchange.participants.map(\.person.id))
            let candidates = try await req.context.friends.friendIDs(of: viewer.id).filter { !taking.contains($0) } + (taking.contains(viewer.id) ? [] : [viewer.id])
            addable = try await req.context.friends.people(ids: candidates, viewer: viewer.id).values
                .sorted { $0.displayName.lowercased() < $1.displayName.lowercased() }
        }
        let model = ExchangePage.Model(exchange: exchange, assignment: assignment, questions: try await exchanges.questions(id, viewer: viewer.id),
                                       myLists: exchange.isParticipant ? try await req.context.wishes.lists(owner: viewer.id) : [],
                                       addable: addable, form: state)
        return try await req.page(ExchangePage.self, model, status: status)
    }
}
