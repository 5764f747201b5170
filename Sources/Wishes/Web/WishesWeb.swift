import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The wish lists' pages: Wishes (inbox), Lists, New wish, Friends' lists, Cart, and the wish
/// and list pages. Handlers read the form, call the services and render.
struct WishesWeb {
    /// The forms with a photo, read as they stream in (`PhotoForm`).
    static let photoForms = [["wishes", "new"], ["wishes", ":wishId", "edit"]]

    func register(_ r: AppRoutes) {
        ShareWeb().register(r)
        r.keptReads.get("wishes") { req async throws -> Response in try await WishPages.inbox(req, state: FormState()) }
        r.post("wishes", "quick") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let name = req.field("name") ?? ""
            let inPlace = QuickAdd.inPlace(req)
            do {
                let wish = try await req.context.wishes.create(owner: viewer.id, WishDraft(name: name))
                if inPlace { return try await QuickAdd.row(req, try wish.requireID(), owner: viewer.id) }
                return req.done(WishesPath.inbox.path, notice: "wish_added")
            } catch let error as AppError where error.kind == .validation {
                let state = FormState(values: ["name": name], error: error)
                if inPlace { return try await QuickAdd.field(req, state) }
                return try await WishPages.inbox(req, state: state, status: .unprocessableEntity)
            }
        }
        r.get("wishes", "new") { req async throws -> Response in
            try await WishPages.new(req, state: FormState(values: ["listId": (try? req.query.get(String.self, at: "list")) ?? ""]))
        }
        r.on(.POST, "wishes", "new", body: .stream) { req async throws -> Response in
            let viewer = try req.requireViewer()
            let form = try await PhotoForm.read(req, back: WishesPath.newWish.path)
            let values = WishForm.values(req)
            // A photo over the limit saves nothing: the form comes back as typed, the limit beside the photo.
            if let error = form.photoError(req.context.settings) {
                return try await WishPages.new(req, state: WishForm.state(values, error), status: .unprocessableEntity)
            }
            do {
                let wish = try await req.context.wishes.create(owner: viewer.id, try WishForm.draft(values))
                if let photo = form.photo {
                    do {
                        _ = try await req.context.wishes.setPhoto(try wish.requireID(), owner: viewer.id, bytes: photo)
                    } catch let error as AppError {
                        // The wish is saved; say what was wrong with the photo on its page.
                        return req.done(WishesPath.editRefusingPhoto(try wish.requireID(), code: error.fields.first?.code ?? error.code).path)
                    }
                } else if let imageURL = values["imageURL"], !imageURL.isEmpty {
                    do {
                        try await LinkPreviews.attachPhoto(from: imageURL, wish: try wish.requireID(), owner: viewer.id, context: req.context)
                    } catch let error as AppError {
                        return req.done(WishesPath.editRefusingPhoto(try wish.requireID(), code: error.fields.first?.code ?? error.code).path)
                    }
                }
                return req.done(WishesPath.wish(try wish.requireID()).path, notice: "wish_added")
            } catch let error as AppError where error.kind == .validation {
                return try await WishPages.new(req, state: WishForm.state(values, error), status: .unprocessableEntity)
            }
        }
        r.post("wishes", "new", "from-link") { req async throws -> Response in
            let link = req.field("url") ?? ""
            do {
                let preview = try await LinkPreviews.preview(link, context: req.context)
                var values = ["name": preview.name ?? "", "link": preview.link, "store": preview.store ?? "",
                              "imageURL": preview.imageURL ?? ""]
                if let price = preview.price {
                    values["amount"] = req.localizer.moneyField(minorUnits: price.amount, currency: price.currency)
                    values["currency"] = price.currency
                }
                return try await WishPages.new(req, state: FormState(values: values))
            } catch var error as AppError where error.kind == .validation {
                error.fields = error.fields.map { FieldIssue(field: $0.field == "link" ? "url" : $0.field, code: $0.code, args: $0.args) }
                return try await WishPages.new(req, state: FormState(values: ["url": link], error: error), status: .unprocessableEntity)
            }
        }
        r.get("wishes", ":wishId") { req async throws -> Response in try await WishPages.detail(req, commentState: FormState()) }
        r.get("wishes", ":wishId", "edit") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let record = try await req.context.wishes.ownWishData(try req.uuid("wishId", "wish"), owner: viewer.id)
            let wish = try await req.context.wishes.render(data: [record], viewer: viewer.id)[0]
            var state = FormState(values: WishForm.values(of: wish, req.localizer))
            if let code = try? req.query.get(String.self, at: "photo") { state.error = AppError.invalid("photo", code, ["max": "\(req.context.settings.maxUploadBytes / 1_048_576)"]) }
            return try await WishPages.edit(req, wish, state: state)
        }
        r.on(.POST, "wishes", ":wishId", "edit", body: .stream) { req async throws -> Response in
            try await saveEdit(req)
        }
        r.get("wishes", ":wishId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let wish = try await req.context.wishes.ownWishData(try req.uuid("wishId", "wish"), owner: viewer.id)
            let localizer = req.localizer
            return try await ConfirmPage.response(req, title: localizer.t("wish.delete_title", ["name": wish.name]), message: localizer.t("wish.delete_message"),
                                                  action: WishesPath.delete(wish.id).path,
                                                  button: localizer.t("action.delete"), cancel: WishesPath.wish(wish.id).path,
                                                  hidden: [(name: "version", value: String(wish.version))])
        }
        r.post("wishes", ":wishId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let wish = try await req.context.wishes.ownWish(try req.uuid("wishId", "wish"), owner: viewer.id)
            let back = (wish.$list.id.map { WishesPath.list($0) } ?? .inbox).path
            let id = try wish.requireID()
            do {
                try await req.context.wishes.delete(id, owner: viewer.id, precondition: req.formPrecondition())
            } catch where isStaleCopy(error) {
                let current = try await req.context.wishes.ownWishData(id, owner: viewer.id)
                return try await ConfirmPage.staleDelete(req, name: current.name, version: current.version, action: WishesPath.delete(id).path,
                                                         cancel: WishesPath.wish(id).path)
            }
            return req.done(back, notice: "wish_deleted")
        }
        r.post("wishes", ":wishId", "move") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            let list = req.field("listId").flatMap(UUID.init(uuidString:))
            let position = req.field("position").flatMap(Int.init)
            let back = LocalPath.safe(req.field("back"), fallback: WishesPath.wish(id).path)
            do {
                try await WishMoves.checkOver(req, owner: viewer.id, list: list)
                _ = try await req.context.wishes.move(id, owner: viewer.id, to: list, position: position, precondition: req.formPrecondition())
            } catch where isStaleCopy(error) {
                // Not applied: the page said which order it saw, and that order is gone.
                if WishMoves.wantsVersions(req) { return Response(status: ConflictPage.status) }
                return req.done(back, notice: "changed_meanwhile")
            }
            if WishMoves.wantsVersions(req) { return try await WishMoves.versions(req, owner: viewer.id, list: list) }
            // Back at the row that moved (or, when it left the page, the row the page named), not
            // at the top of a long list; a move to another list says so, a ↑/↓ shows itself.
            let target = back.contains("#") || !WishesPath.isListPage(back) ? back : back + "#w-\(WishesPath.id(id))"
            return req.done(target, notice: position == nil || back.hasPrefix(WishesPath.wish(id).path) ? "wish_moved" : nil)
        }
        r.post("wishes", ":wishId", "reserve") { req async throws -> Response in
            let id = try req.uuid("wishId", "wish")
            try await req.context.giving.reserve(id, giver: try req.requireViewer().id)
            return req.done(WishesPath.wish(id).path, notice: "reserved")
        }
        r.post("wishes", ":wishId", "unreserve") { req async throws -> Response in
            let id = try req.uuid("wishId", "wish")
            try await req.context.giving.unreserve(id, giver: try req.requireViewer().id)
            return req.done(LocalPath.safe(req.field("back"), fallback: WishesPath.wish(id).path), notice: "unreserved")
        }
        r.post("wishes", ":wishId", "pledge") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            let record = try await req.context.wishes.visibleWish(id, viewer: viewer.id)
            let text = req.field("amount") ?? ""
            do {
                // Pledges are in the wish's own currency; a wish without a price takes none.
                guard let currency = record.currency,
                      let minor = try Money.field(text, currency: currency, field: "amount") else {
                    throw AppError.invalid("amount", "money.amount")
                }
                try await req.context.giving.pledge(id, giver: viewer.id, amount: minor)
                return req.done(WishesPath.wish(id).path, notice: "pledged")
            } catch var error as AppError where error.kind == .validation || error.kind == .conflict {
                // The API counts in minor units; a person reads money.
                if let currency = record.currency, let max = error.fields.first(where: { $0.code == "pledge.range" })?.args["max"].flatMap(Int.init) {
                    error = AppError.invalid("amount", "pledge.up_to", ["amount": req.localizer.money(minorUnits: max, currency: currency)])
                }
                return try await WishPages.detail(req, commentState: FormState(), pledgeState: FormState(values: ["amount": text], error: error),
                                                  status: error.kind == .conflict ? .conflict : .unprocessableEntity)
            }
        }
        r.post("wishes", ":wishId", "unpledge") { req async throws -> Response in
            let id = try req.uuid("wishId", "wish")
            try await req.context.giving.withdrawPledge(id, giver: try req.requireViewer().id)
            return req.done(LocalPath.safe(req.field("back"), fallback: WishesPath.wish(id).path), notice: "unpledged")
        }
        r.post("wishes", ":wishId", "comments") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            let body = req.field("body") ?? ""
            do {
                _ = try await req.context.wishComments.add(to: id, author: viewer.id, body: body)
                return req.done(WishesPath.comments(id).path)
            } catch let error as AppError where error.kind == .validation {
                return try await WishPages.detail(req, commentState: FormState(values: ["body": body], error: error), status: .unprocessableEntity)
            }
        }
        r.post("wishes", ":wishId", "comments", ":commentId", "delete") { req async throws -> Response in
            let id = try req.uuid("wishId", "wish")
            try await req.context.wishComments.delete(try req.uuid("commentId", "comment"), on: id, viewer: try req.requireViewer().id)
            return req.done(WishesPath.comments(id).path, notice: "comment_deleted")
        }
        ListsWeb().register(r)
        GivingWeb().register(r)
    }

    /// Saves the edit form: the fields first (a refused field saves nothing), then the list,
    /// then the photo. Whatever is refused is shown beside its field with the input kept.
    func saveEdit(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let id = try req.uuid("wishId", "wish")
        let form = try await PhotoForm.read(req, back: WishesPath.edit(id).path)
        var values = WishForm.values(req)
        let record = try await req.context.wishes.ownWish(id, owner: viewer.id)
        let photo = form.photo
        func refused(_ error: AppError) async throws -> Response {
            if photo != nil || form.photoTooLarge { values["photoDropped"] = "true" }
            let wish = try await req.context.wishes.render(data: [try await req.context.wishes.ownWishData(id, owner: viewer.id)], viewer: viewer.id)[0]
            return try await WishPages.edit(req, wish, state: WishForm.state(values, error), status: .unprocessableEntity)
        }
        if let error = form.photoError(req.context.settings) { return try await refused(error) }
        let saved: WishRecord
        do {
            if let photo {
                do { try req.context.mediaService.check(photo) } catch let error as AppError where error.kind != .serverError {
                    throw AppError.invalid("photo", error.fields.first?.code ?? error.code, ["max": "\(req.context.settings.maxUploadBytes / 1_048_576)"])
                }
            }
            saved = try await req.context.wishes.update(id, owner: viewer.id, try WishForm.draft(values), precondition: req.formPrecondition())
        } catch where isStaleCopy(error) {
            let current = try await req.context.wishes.render(data: [try await req.context.wishes.ownWishData(id, owner: viewer.id)], viewer: viewer.id)[0]
            return try await WishConflicts.wish(req, typed: values, current: current)
        } catch let error as AppError where error.kind == .validation {
            return try await refused(error)
        }
        let list = values["listId"].flatMap(UUID.init(uuidString:))
        if list != record.$list.id {
            do {
                // Moved from the version this save just made: nothing can have come between.
                _ = try await req.context.wishes.move(id, owner: viewer.id, to: list, position: nil, precondition: .ifMatch(.versions([saved.version])))
            } catch let error as AppError where error.kind == .conflict || error.kind == .notFound {
                return try await refused(AppError.invalid("listId", error.kind == .conflict ? "surprise.no_lists" : "list.unknown"))
            }
        }
        if let photo {
            _ = try await req.context.wishes.setPhoto(id, owner: viewer.id, bytes: photo)
        } else if values["removePhoto"] == "on" {
            _ = try await req.context.wishes.removePhoto(id, owner: viewer.id)
        }
        return req.done(WishesPath.wish(id).path, notice: "saved")
    }
}
