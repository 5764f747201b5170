import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The Funding tab and the funding parts of a wish's page. Handlers read the form, call the
/// services and render.
struct FundingWeb {
    func register(_ r: AppRoutes) {
        r.keptReads.get("funding") { req async throws -> Response in try await FundingPages.feed(req) }
        r.get("funding", "mine") { req async throws -> Response in try await FundingPages.mine(req) }
        r.get("funding", "donations") { req async throws -> Response in try await FundingPages.donations(req) }
        r.get("funding", "surprises") { req async throws -> Response in try await FundingPages.surprises(req, state: FormState()) }
        r.post("funding", "surprises") { req async throws -> Response in
            let viewer = try req.requireViewer()
            var values = FundingForm.values(req)
            values["recipientId"] = req.field("recipientId") ?? ""
            values["name"] = req.field("name") ?? ""
            do {
                guard let recipient = UUID(uuidString: values["recipientId"] ?? "") else {
                    throw AppError.invalid("recipientId", "surprise.recipient")
                }
                let wish = try await req.context.funding.createSurprise(organiser: viewer.id, SurpriseDraft(
                    recipientId: recipient, wish: WishDraft(name: values["name"] ?? ""), funding: try FundingForm.draft(values, timeZone: req.timeZone)))
                return req.done(WishesPath.wish(try wish.requireID()).path, notice: "surprise_created")
            } catch let error as AppError where error.kind == .validation {
                var unprefixed = error
                unprefixed.fields = error.fields.map { issue in
                    var issue = issue
                    if issue.field.hasPrefix("funding.") { issue.field = String(issue.field.dropFirst("funding.".count)) }
                    return issue
                }
                return try await FundingPages.surprises(req, state: FundingForm.state(values, unprefixed), status: .unprocessableEntity)
            }
        }
        r.get("funding", "new") { req async throws -> Response in
            try await FundingPages.newCollection(req, state: FormState(values: ["currency": FundingForm.defaultCurrency(req)]))
        }
        r.post("funding", "new") { req async throws -> Response in
            let viewer = try req.requireViewer()
            var values = FundingForm.values(req)
            values["name"] = req.field("name") ?? ""
            do {
                let wish = try await req.context.funding.createCollecting(owner: viewer.id, wish: WishDraft(name: values["name"] ?? ""),
                                                                          funding: try FundingForm.draft(values, timeZone: req.timeZone))
                return req.done(WishesPath.wish(try wish.requireID()).path, notice: "collection_started")
            } catch let error as AppError where error.kind == .validation {
                return try await FundingPages.newCollection(req, state: FundingForm.state(values, error), status: .unprocessableEntity)
            }
        }
        r.get("funding", "settings") { req async throws -> Response in try await FundingPages.settings(req, state: FormState()) }
        r.post("funding", "settings", "payout") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let values = req.fields(["holder", "account"])
            do {
                _ = try await req.context.payouts.set(user: viewer.id, PayoutAccountDraft(holder: values["holder"] ?? "",
                                                                                       account: values["account"] ?? ""))
                return req.done(FundingPath.settings.path, notice: "saved")
            } catch let error as AppError where error.kind == .validation {
                return try await FundingPages.settings(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        r.post("funding", "hide") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let request = FeedHideRequest(wishId: req.field("wishId").flatMap(UUID.init(uuidString:)),
                                          userId: req.field("userId").flatMap(UUID.init(uuidString:)))
            _ = try await req.context.feed.hide(request, viewer: viewer.id)
            return req.done(FundingPath.feed.path, notice: "hidden_from_feed")
        }
        r.post("funding", "hidden", ":hideId", "delete") { req async throws -> Response in
            try await req.context.feed.unhide(try req.uuid("hideId", "hide"), viewer: try req.requireViewer().id)
            return req.done(FundingPath.settings.path, notice: "shown_in_feed")
        }

        // A wish's funding
        r.get("wishes", ":wishId", "funding") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            let wish = try await req.context.wishes.ownWishData(id, owner: viewer.id)
            var state = FormState(values: ["currency": wish.currency ?? FundingForm.defaultCurrency(req)])
            if let funding = try await req.context.funding.funding(ofWish: id) {
                state = FormState(values: FundingForm.values(of: try await req.context.funding.render(data: [funding], viewer: viewer.id)[0].funding, req.localizer))
            } else if let price = wish.priceMinor, let currency = wish.currency {
                state.values["amount"] = req.localizer.moneyField(minorUnits: price, currency: currency)
            }
            state.values["version"] = String(wish.version)
            return try await Self.fundingForm(req, wish: wish, state: state)
        }
        r.post("wishes", ":wishId", "funding") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            let values = FundingForm.values(req)
            do {
                let draft = try FundingForm.draft(values, timeZone: req.timeZone)
                if try await req.context.funding.funding(ofWish: id) == nil {
                    _ = try await req.context.funding.start(id, owner: viewer.id, draft)
                } else {
                    // Also a start from a form opened before another tab started it: that tab
                    // moved the wish's version on, so this one is shown the conflict page.
                    _ = try await req.context.funding.update(id, owner: viewer.id, draft, precondition: req.formPrecondition())
                }
                return req.done(WishesPath.wish(id).path, notice: "saved")
            } catch let stale as StaleCopy<FundingWish> {
                let localizer = req.localizer
                return try await req.conflictPage(ConflictPage.Model(
                    name: stale.current.wish.name, action: WishesPath.funding(id).path, version: stale.version, mine: values,
                    theirs: FundingForm.values(of: stale.current.funding, req.localizer),
                    shown: [("amount", localizer.t("funding.field.target"), false), ("deadline", localizer.t("funding.field.deadline"), false),
                            ("why", localizer.t("funding.field.why"), true)],
                    main: "amount", back: WishesPath.wish(id).path, tab: WishesTab.tab))
            } catch let error as AppError where error.kind == .validation {
                let wish = try await req.context.wishes.ownWishData(id, owner: viewer.id)
                return try await Self.fundingForm(req, wish: wish, state: FundingForm.state(values, error), status: .unprocessableEntity)
            }
        }
        r.get("wishes", ":wishId", "funding", "close") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            let wish = try await req.context.wishes.ownWishData(id, owner: viewer.id)
            let localizer = req.localizer
            return try await ConfirmPage.response(req, title: localizer.t("funding.close_title", ["name": wish.name]),
                                                  message: localizer.t("funding.close_message"),
                                                  action: WishesPath.closeFunding(id).path,
                                                  button: localizer.t("funding.close"), cancel: WishesPath.wish(id).path)
        }
        r.post("wishes", ":wishId", "funding", "close") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            try await req.context.funding.close(id, owner: viewer.id)
            return req.done(WishesPath.wish(id).path, notice: "funding_closed")
        }
        r.get("wishes", ":wishId", "funding", "live") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let (wish, funding) = try await req.context.funding.visible(try req.uuid("wishId", "wish"), viewer: viewer.id)
            let item = try await req.context.funding.render(data: [funding], viewer: viewer.id, wishes: [wish])[0]
            let ctx = try await req.pageContext()
            let res = Response(status: .ok)
            res.headers.contentType = .html
            res.headers.cacheControl = .init(noStore: true)
            res.body = .init(string: FundingPanel.render(ctx, item, donateState: FormState(), now: req.context.now).render())
            return res
        }
        r.post("wishes", ":wishId", "donate") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            let values = req.fields(["amount", "anonymous"])
            do {
                let (_, funding) = try await req.context.funding.visible(id, viewer: viewer.id)
                guard let amount = try Money.field(values["amount"], currency: funding.currency, field: "amount") else {
                    throw AppError.invalid("amount", "donation.amount", ["min": "100", "max": "\(FundingRules.maxDonation)"])
                }
                let donation = try await req.context.donations.donate(
                    to: id, donor: viewer.id, DonationRequest(amount: amount, anonymous: values["anonymous"] == "on"))
                return req.redirect(to: donation.paymentURL ?? WishesPath.wish(id).path, redirectType: .normal)
            } catch let error as AppError where error.kind == .validation || error.kind == .conflict {
                return try await WishPages.detail(req, commentState: FormState(), donateState: FormState(values: values, error: error),
                                                  status: error.kind == .validation ? .unprocessableEntity : .conflict)
            }
        }
        r.post("wishes", ":wishId", "copy") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let wish = try await req.context.funding.copy(try req.uuid("wishId", "wish"), to: viewer.id)
            return req.done(WishesPath.wish(try wish.requireID()).path, notice: "wish_copied")
        }
        // The public page, for anyone with the link (only while the owner allows it).
        r.publicRoutes.get("f", ":token") { req async throws -> Response in
            guard let token = req.parameters.get("token"), let shown = try await req.context.funding.publicFunding(token: token)
            else { throw AppError.notFound("wish") }
            return try await FundingPages.publicPage(req, shown, token: token)
        }
        // The organiser's news to the givers, and the statement as CSV.
        r.post("wishes", ":wishId", "funding", "news") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            let values = req.fields(["news"])
            do {
                _ = try await req.context.fundingNews.post(id, owner: viewer.id, FundingNewsDraft(body: values["news"] ?? ""))
                return req.done(WishesPath.wish(id).path + "#h-news", notice: "funding_news_posted")
            } catch var error as AppError where error.kind == .validation {
                // The service names the text `body`; the page's box is `news`.
                error.fields = error.fields.map { FieldIssue(field: $0.field == "body" ? "news" : $0.field, code: $0.code, args: $0.args) }
                return try await WishPages.detail(req, commentState: FormState(), newsState: FormState(values: values, error: error),
                                                  status: .unprocessableEntity)
            }
        }
        r.get("wishes", ":wishId", "funding", "statement.csv") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let csv = try await req.context.fundingStatements.csv(try req.uuid("wishId", "wish"), owner: viewer.id, localizer: req.localizer)
            return CSV.download(csv, filename: "statement.csv")
        }
        // A guest gives through the public link, then pays at the gateway.
        r.publicRoutes.post("f", ":token", "gifts") { req async throws -> Response in
            let token = req.parameters.get("token") ?? ""
            guard let shown = try await req.context.funding.publicFunding(token: token) else { throw AppError.notFound("wish") }
            let values = req.fields(PublicFundingPage.fields)
            do {
                guard let amount = try Money.field(values["amount"], currency: shown.funding.target.currency, field: "amount") else {
                    throw AppError.invalid("amount", "donation.amount", ["min": "100", "max": "\(FundingRules.maxDonation)"])
                }
                let gift = try await req.context.groupGifts.give(token: token, GuestDonationRequest(
                    name: values["name"] ?? "", message: values["message"], amount: amount, anonymous: values["anonymous"] == "on",
                    key: values["key"]), clientAddress: req.clientAddress)
                return req.redirect(to: gift.paymentURL ?? FundingPath.guestGift(token: gift.token ?? "").path, redirectType: .normal)
            } catch let error as AppError where error.kind == .validation || error.kind == .throttled || error.kind == .conflict {
                let status: HTTPStatus = error.kind == .throttled ? .tooManyRequests : error.kind == .conflict ? .conflict : .unprocessableEntity
                let res = try await FundingPages.publicPage(req, shown, token: token, form: FormState(values: values, error: error), status: status)
                if let retry = error.retryAfter { res.headers.replaceOrAdd(name: .retryAfter, value: "\(retry)") }
                return res
            }
        }
        r.publicRoutes.get("gifts", ":giftToken") { req async throws -> Response in
            let secret = req.parameters.get("giftToken") ?? ""
            let gift = try await req.context.groupGifts.gift(secret: secret)
            return try await req.page(GuestGiftPage.self, GuestGiftPage.Model(gift: gift, secret: secret,
                                                                              url: req.context.groupGifts.url(secret: secret)))
        }
    }

    static func fundingForm(_ req: Request, wish: WishData, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let existing = try await req.context.funding.funding(ofWish: wish.id)
        let model = FundingFormPage.Model(wishID: wish.id, wishName: wish.name, form: state,
                                          circles: try await req.context.circles.list(owner: viewer.user),
                                          starting: existing == nil, allowPublic: existing?.recipientID == nil)
        return try await req.page(FundingFormPage.self, model, status: status)
    }
}
