import SatchelAPI
import SatchelCore
import Vapor

/// JSON endpoints for funding wishes, donations, gateway webhooks, surprises, the feed,
/// payout accounts and suggestions.
struct FundingAPI {
    func register(_ r: AppRoutes, gateways: PaymentGateways) {
        r.api(FundingRoute.startFunding(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            _ = try await req.context.funding.start(id, owner: viewer.id, try req.decodeJSON(FundingDraft.self))
            return try await Self.shown(id, req, status: .created)
        }
        r.api(FundingRoute.funding(.parameter)) { req in
            try await Self.shown(try req.uuid("wishId", "wish"), req)
        }
        r.api(FundingRoute.updateFunding(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            _ = try await req.context.funding.update(id, owner: viewer.id, try req.decodeJSON(FundingDraft.self),
                                                     precondition: try req.precondition())
            return try await Self.shown(id, req)
        }
        r.api(FundingRoute.closeFunding(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            try await req.context.funding.close(id, owner: viewer.id, precondition: try req.precondition())
            return try await Self.shown(id, req)
        }
        r.api(FundingRoute.donate(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            let donation = try await req.context.donations.donate(to: id, donor: viewer.id, try req.decodeJSON(DonationRequest.self))
            return JSONBody(try await req.context.donations.donation(donation.requireID(), donor: viewer.id), status: .created)
        }
        r.api(FundingRoute.wishDonations(.parameter)) { req in
            let viewer = try req.requireViewer()
            return JSONBody(try await req.context.donations.ofWish(try req.uuid("wishId", "wish"), viewer: viewer.id))
        }
        r.api(FundingRoute.myDonations) { req in
            JSONBody(try await req.context.donations.mine(donor: try req.requireViewer().id))
        }
        r.api(FundingRoute.donation(.parameter)) { req in
            let viewer = try req.requireViewer()
            return JSONBody(try await req.context.donations.donation(try req.uuid("donationId", "donation"), donor: viewer.id))
        }
        r.api(FundingRoute.myFunding) { req in JSONBody(try await req.context.funding.mine(owner: try req.requireViewer().id)) }
        r.api(FundingRoute.surprises) { req in JSONBody(try await req.context.funding.surprises(viewer: try req.requireViewer().id)) }
        r.api(FundingRoute.createSurprise) { req in
            let viewer = try req.requireViewer()
            let wish = try await req.context.funding.createSurprise(organiser: viewer.id, try req.decodeJSON(SurpriseDraft.self))
            let (shown, funding) = try await req.context.funding.visible(try wish.requireID(), viewer: viewer.id)
            return JSONBody(try await req.context.funding.render(data: [funding], viewer: viewer.id, wishes: [shown])[0], status: .created)
        }
        r.api(FundingRoute.copyWish(.parameter)) { req in
            let viewer = try req.requireViewer()
            let wish = try await req.context.funding.copy(try req.uuid("wishId", "wish"), to: viewer.id)
            return JSONBody(try await req.context.wishes.render([wish], viewer: viewer.id)[0], status: .created)
        }
        r.keptReads.api(FundingRoute.feed) { req in
            let viewer = try req.requireViewer()
            let (cursor, limit) = try req.paging()
            return JSONBody(try await req.context.feed.feed(viewer: viewer.id, cursor: cursor, limit: limit))
        }
        r.api(FundingRoute.feedHides) { req in JSONBody(try await req.context.feed.hidden(viewer: try req.requireViewer().id)) }
        r.api(FundingRoute.hideInFeed) { req in
            let viewer = try req.requireViewer()
            return JSONBody(try await req.context.feed.hide(try req.decodeJSON(FeedHideRequest.self), viewer: viewer.id), status: .created)
        }
        r.api(FundingRoute.unhideInFeed(.parameter)) { req in
            try await req.context.feed.unhide(try req.uuid("hideId", "hide"), viewer: try req.requireViewer().id)
            return HTTPStatus.noContent
        }
        r.api(FundingRoute.payoutAccount) { req in
            guard let account = try await req.context.payouts.account(of: try req.requireViewer().id) else {
                throw AppError.notFound("payout_account")
            }
            return JSONBody(account)
        }
        r.api(FundingRoute.setPayoutAccount) { req in
            let viewer = try req.requireViewer()
            return JSONBody(try await req.context.payouts.set(user: viewer.id, try req.decodeJSON(PayoutAccountDraft.self)))
        }
        r.api(FundingRoute.deletePayoutAccount) { req in
            try await req.context.payouts.delete(user: try req.requireViewer().id)
            return HTTPStatus.noContent
        }
        r.api(FundingRoute.products) { req in
            let text = (try? req.query.get(String.self, at: "q")) ?? ""
            return JSONBody(try await req.context.products.search(text))
        }
        r.api(FundingRoute.linkPreview) { req in
            let request = try req.decodeJSON(LinkPreviewRequest.self)
            return JSONBody(try await LinkPreviews.preview(request.url, context: req.context))
        }
        // A collection's public link: the secret in the address is the credential (issue 41).
        r.publicRoutes.api(FundingRoute.publicFunding(token: "")) { req in
            guard let shown = try await req.context.funding.publicFunding(token: req.parameters.get("token") ?? "") else {
                throw AppError.notFound("wish")
            }
            return JSONBody(shown)
        }
        r.publicRoutes.api(FundingRoute.giveAsGuest(token: "")) { req in
            JSONBody(try await req.context.groupGifts.give(token: req.parameters.get("token") ?? "",
                                                           try req.decodeJSON(GuestDonationRequest.self), clientAddress: req.clientAddress),
                     status: .created)
        }
        r.publicRoutes.api(FundingRoute.guestGift(token: "")) { req in
            JSONBody(try await req.context.groupGifts.gift(secret: req.parameters.get("giftToken") ?? ""))
        }
        r.api(FundingRoute.fundingNews(.parameter)) { req in
            let viewer = try req.requireViewer()
            return JSONBody(try await req.context.fundingNews.news(ofWish: try req.uuid("wishId", "wish"), viewer: viewer.id))
        }
        r.api(FundingRoute.postFundingNews(.parameter)) { req in
            let viewer = try req.requireViewer()
            return JSONBody(try await req.context.fundingNews.post(try req.uuid("wishId", "wish"), owner: viewer.id,
                                                                   try req.decodeJSON(FundingNewsDraft.self)), status: .created)
        }
        r.api(FundingRoute.fundingStatement(.parameter)) { req in
            let viewer = try req.requireViewer()
            let csv = try await req.context.fundingStatements.csv(try req.uuid("wishId", "wish"), owner: viewer.id, localizer: req.localizer)
            return CSV.download(csv, filename: "statement.csv")
        }
        for gateway in gateways.all.values {
            let name = gateway.name
            r.publicRoutes.api(FundingRoute.webhook(name), body: .collect(maxSize: "1mb")) { req in
                try await Webhooks.receive(req, gateway: try req.context.paymentGateways.named(name))
            }
        }
    }
}

extension FundingAPI {
    /// The funding wish as the viewer may see it; to its owner with the wish's version as the
    /// `ETag` (a funding wish's version is its wish's).
    static func shown(_ id: UUID, _ req: Request, status: HTTPStatus = .ok) async throws -> JSONBody<FundingWish> {
        let viewer = try req.requireViewer()
        let (wish, funding) = try await req.context.funding.visible(id, viewer: viewer.id)
        return JSONBody(try await req.context.funding.render(data: [funding], viewer: viewer.id, wishes: [wish])[0], status: status,
                        version: wish.ownerID == viewer.id ? wish.version : nil)
    }
}

/// A gateway's callbacks: authenticated by the gateway's own signature, applied exactly once.
enum Webhooks {
    static func receive(_ req: Request, gateway: any PaymentGateway) async throws -> HTTPStatus {
        var headers: [String: String] = [:]
        for (name, value) in req.headers { headers[name.lowercased()] = value }
        let delivery = WebhookDelivery(body: req.body.data.map { Array($0.readableBytesView) } ?? [], headers: headers)
        let events: [GatewayEvent]
        do { events = try gateway.events(from: delivery, now: req.context.now) } catch let rejected as WebhookRejected {
            req.logger.warning("webhook from \(gateway.name) rejected: \(rejected.reason)")
            throw AppError(.badRequest, "webhook.rejected")
        }
        for event in events { try await req.context.donations.apply(event, gateway: gateway.name) }
        return .ok
    }
}
