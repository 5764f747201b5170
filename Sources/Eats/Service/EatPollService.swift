import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

extension SatchelContext {
    public var eatPolls: EatPollService { EatPollService(context: self) }
}

/// "Where shall we eat?": approval polls among friends. Only the creator and the invitees see
/// a poll; to anyone else it does not exist (404).
public struct EatPollService: Sendable {
    let context: SatchelContext

    // MARK: setting up

    /// Creates the poll and tells each invitee.
    public func create(creator: UUID, _ draft: EatPollDraft) async throws -> EatPollRecord {
        var validator = Validator()
        let title = draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
        validator.check(EatPollRules.titleLength.contains(title.count), "title", "eat_poll.title_length",
                        ["max": "\(EatPollRules.titleLength.upperBound)"])
        validator.check(draft.deadline > context.now, "deadline", "eat_poll.deadline_past")
        validator.check(draft.deadline <= context.now.addingTimeInterval(EatPollRules.longestWait), "deadline", "eat_poll.deadline_far")
        let friends = Set(try await context.friends.friendIDs(of: creator))
        let chosen = Set(draft.userIds ?? [])
        validator.check(chosen.allSatisfy(friends.contains), "userIds", "eat_poll.not_friends")
        var invitees = chosen.intersection(friends)
        if let circleID = draft.circleId {
            if let circle = try await CircleRecord.find(circleID, on: context.db), circle.$owner.id == creator {
                let inCircle = try await CircleMember.query(on: context.db).filter(\.$circle.$id == circleID).all().map { $0.$member.id }
                invitees.formUnion(inCircle.filter(friends.contains))
            } else {
                validator.add(FieldIssue(field: "circleId", code: "eat_poll.unknown_circle"))
            }
        }
        invitees.remove(creator)
        validator.check(invitees.count >= EatPollRules.invitees.lowerBound, "userIds", "eat_poll.no_invitees")
        validator.check(invitees.count <= EatPollRules.invitees.upperBound, "userIds", "eat_poll.too_many_invitees",
                        ["max": "\(EatPollRules.invitees.upperBound)"])
        var places: [UUID] = []
        for id in draft.restaurantIds where !places.contains(id) { places.append(id) }
        validator.check(EatPollRules.candidates.contains(places.count), "restaurantIds", "eat_poll.candidate_count",
                        ["min": "\(EatPollRules.candidates.lowerBound)", "max": "\(EatPollRules.candidates.upperBound)"])
        let store = context.eatsStore
        let found = Dictionary(uniqueKeysWithValues: try await store.restaurants(places).map { ($0.facts.id, $0) })
        validator.check(places.allSatisfy { id in found[id].map { EatsRules.isVisible($0, to: creator) } ?? false },
                        "restaurantIds", "eat_poll.unknown_restaurant")
        try validator.finish()
        let record = EatPollRecord()
        record.id = UUID()
        record.$creator.id = creator
        record.title = title
        record.deadline = draft.deadline
        record.createdAt = context.now
        let id = try record.requireID()
        let members = [creator] + invitees.sorted { $0.uuidString < $1.uuidString }
        let candidates = places
        try await context.transaction { tx in
            try await record.create(on: tx.db)
            for person in members { try await EatPollMemberRecord(poll: id, person: person).create(on: tx.db) }
            for (position, place) in candidates.enumerated() {
                try await EatPollCandidateRecord(poll: id, restaurant: place, position: position).create(on: tx.db)
            }
        }
        for person in invitees {
            try await context.notifications.notify(user: person, actor: creator, kind: EatPollNotification.invited,
                                                   params: ["poll": title], link: EatPollPath.poll(id).path)
        }
        return record
    }

    // MARK: reading

    /// The poll and its members if `viewer` is one of them; otherwise it does not exist.
    func visible(_ id: UUID, viewer: UUID) async throws -> (EatPollRecord, [UUID]) {
        guard let poll = try await EatPollRecord.find(id, on: context.db) else { throw AppError.notFound("eat_poll") }
        let members = try await EatPollMemberRecord.query(on: context.db).filter(\.$poll.$id == id).all().map { $0.$person.id }
        guard members.contains(viewer) else { throw AppError.notFound("eat_poll") }
        return (poll, members)
    }

    /// The polls the viewer is in: open ones first, soonest deadline first; then closed ones,
    /// latest first.
    public func mine(viewer: UUID) async throws -> [EatPoll] {
        let ids = try await EatPollMemberRecord.query(on: context.db).filter(\.$person.$id == viewer).all().map { $0.$poll.id }
        var polls: [EatPoll] = []
        for id in ids { polls.append(try await show(id, viewer: viewer)) }
        let open = polls.filter { $0.closedAt == nil }.sorted { ($0.deadline, $0.title) < ($1.deadline, $1.title) }
        let closed = polls.filter { $0.closedAt != nil }.sorted { ($0.closedAt ?? $0.deadline) > ($1.closedAt ?? $1.deadline) }
        return open + closed
    }

    /// The poll with its tallies and who said yes, as a participant sees it.
    public func show(_ id: UUID, viewer: UUID) async throws -> EatPoll {
        let (poll, members) = try await visible(id, viewer: viewer)
        let candidates = try await EatPollCandidateRecord.query(on: context.db).filter(\.$poll.$id == id).sort(\.$position).all()
        let votes = try await EatPollVoteRecord.query(on: context.db).filter(\.$poll.$id == id).all()
        let places = Dictionary(uniqueKeysWithValues: try await context.eatsStore.restaurants(candidates.map(\.restaurantID)).map { ($0.facts.id, $0) })
        let people = try await context.friends.people(ids: members, viewer: viewer)
        let byName: (Person, Person) -> Bool = { ($0.displayName.lowercased(), $0.username) < ($1.displayName.lowercased(), $1.username) }
        let shown = candidates.compactMap { c -> EatPollCandidate? in
            guard let place = places[c.restaurantID] else { return nil }
            let voters = votes.filter { $0.restaurantID == c.restaurantID }.compactMap { people[$0.$person.id] }.sorted(by: byName)
            return EatPollCandidate(restaurantId: c.restaurantID, name: place.name, address: place.address, yes: voters.count, voters: voters)
        }
        var winner: EatPollWinner?
        if let winnerID = poll.winnerID, let place = places[winnerID] {
            winner = EatPollWinner(restaurantId: winnerID, name: place.name, latitude: place.facts.latitude, longitude: place.facts.longitude,
                                   hours: EatPollRules.hours(place.facts.openingHours, on: poll.deadline, timeZone: place.facts.timeZone),
                                   timeZone: place.facts.timeZone)
        }
        guard let creator = people[poll.$creator.id] else { throw AppError.notFound("eat_poll") }
        return EatPoll(id: id, title: poll.title, creator: creator, deadline: poll.deadline, closedAt: poll.closedAt,
                       participants: members.compactMap { people[$0] }.sorted(by: byName), candidates: shown,
                       myYes: votes.filter { $0.$person.id == viewer }.map(\.restaurantID), winner: winner,
                       isCreator: poll.$creator.id == viewer)
    }

    // MARK: the person's own data

    /// A person's yes votes in one poll, for "download my data".
    public struct OwnVotes: Codable, Sendable, Equatable {
        public var pollId: UUID
        public var title: String
        /// The places they said yes to, in the poll's order.
        public var restaurantIds: [UUID]
        public var names: [String]
    }

    /// The polls `user` set up, open and decided, as they see them.
    public func created(by user: UUID) async throws -> [EatPoll] {
        try await mine(viewer: user).filter(\.isCreator)
    }

    /// `user`'s yes votes, per poll (also in polls others set up); none where they said no to all.
    public func votes(of user: UUID) async throws -> [OwnVotes] {
        let votes = try await EatPollVoteRecord.query(on: context.db).filter(\.$person.$id == user).all()
        let pollIDs = Set(votes.map { $0.$poll.id })
        guard !pollIDs.isEmpty else { return [] }
        let polls = try await EatPollRecord.query(on: context.db).filter(\.$id ~~ pollIDs).sort(\.$createdAt).sort(\.$id).all()
        let candidates = try await EatPollCandidateRecord.query(on: context.db).filter(\.$poll.$id ~~ pollIDs).sort(\.$position).all()
        let names = Dictionary(uniqueKeysWithValues: try await context.eatsStore.restaurants(Array(Set(votes.map(\.restaurantID))))
            .map { ($0.facts.id, $0.name) })
        return try polls.map { poll in
            let id = try poll.requireID()
            let yes = Set(votes.filter { $0.$poll.id == id }.map(\.restaurantID))
            let places = candidates.filter { $0.$poll.id == id && yes.contains($0.restaurantID) }.map(\.restaurantID)
            return OwnVotes(pollId: id, title: poll.title, restaurantIds: places, names: places.map { names[$0] ?? "" })
        }
    }

    // MARK: voting

    /// Replaces the viewer's yes-set with `places` (any number of candidates, none included):
    /// sending the same set again changes nothing, and two devices never half-merge a set.
    public func vote(_ id: UUID, viewer: UUID, places: [UUID]) async throws -> EatPoll {
        let (poll, members) = try await visible(id, viewer: viewer)
        let candidates = Set(try await EatPollCandidateRecord.query(on: context.db).filter(\.$poll.$id == id).all().map(\.restaurantID))
        let chosen = Set(places)
        guard chosen.isSubset(of: candidates) else { throw AppError.invalid("restaurantIds", "eat_poll.not_a_candidate") }
        guard poll.closedAt == nil, poll.deadline > context.now else { throw AppError(.conflict, "eat_poll.closed") }
        try await context.transaction { tx in
            // Read again in the transaction: a vote never lands on a poll closed meanwhile.
            guard let fresh = try await EatPollRecord.find(id, on: tx.db), fresh.closedAt == nil else {
                throw AppError(.conflict, "eat_poll.closed")
            }
            try await EatPollVoteRecord.query(on: tx.db).filter(\.$poll.$id == id).filter(\.$person.$id == viewer).delete()
            for place in chosen.sorted(by: { $0.uuidString < $1.uuidString }) {
                try await EatPollVoteRecord(poll: id, person: viewer, restaurant: place).create(on: tx.db)
            }
        }
        context.changed(EatPollRecord.schema, .user(viewer))
        tellOpenPages(members, poll: id)
        return try await show(id, viewer: viewer)
    }

    /// Live tallies: every person in the poll (the voter's other devices too) hears that it
    /// changed, so an open poll page fetches its tallies again.
    func tellOpenPages(_ members: [UUID], poll id: UUID) {
        let change = LiveChange(kind: "eats.poll", id: id, path: EatPollPath.poll(id).path)
        for person in members { context.services.hub.publish(.changed(change), to: person) }
    }

    // MARK: closing

    /// The creator ends voting before the deadline.
    public func close(_ id: UUID, by viewer: UUID) async throws -> EatPoll {
        let (poll, _) = try await visible(id, viewer: viewer)
        guard poll.$creator.id == viewer else { throw AppError(.forbidden, "eat_poll.creator_only") }
        guard try await decide(poll) else { throw AppError(.conflict, "eat_poll.closed") }
        return try await show(id, viewer: viewer)
    }

    /// Closes every open poll whose deadline has passed (the Eats job). Returns how many this
    /// pass closed: of two processes at once, each poll is closed by one.
    @discardableResult
    public func closeDue() async throws -> Int {
        let due = try await EatPollRecord.query(on: context.db).filter(\.$closedAt == nil).filter(\.$deadline <= context.now).all()
        var closed = 0
        for poll in due where try await decide(poll) { closed += 1 }
        return closed
    }

    /// Chooses the winner and closes the poll in one conditional write; only the write that
    /// closed it tells everyone. False when it was already closed.
    func decide(_ poll: EatPollRecord) async throws -> Bool {
        let id = try poll.requireID()
        let candidates = try await EatPollCandidateRecord.query(on: context.db).filter(\.$poll.$id == id).all().map(\.restaurantID)
        let votes = try await EatPollVoteRecord.query(on: context.db).filter(\.$poll.$id == id).all()
        let places = try await context.eatsStore.restaurants(candidates)
        let means = try await CuisineStats(context: context).means()
        let standings = places.map { place in
            EatPollRules.Standing(id: place.facts.id, nameKey: place.facts.nameKey,
                                  yes: votes.filter { $0.restaurantID == place.facts.id }.count,
                                  ranking: DishRanking.restaurantPrior(place.facts, cuisineMeans: means))
        }
        let winner = EatPollRules.winner(standings)
        let now = context.now
        let closed = !(try await context.sql.raw("""
            UPDATE eats_polls SET closed_at = \(bind: now), winner_id = \(bind: winner)
            WHERE id = \(bind: id) AND closed_at IS NULL RETURNING id
            """).all().isEmpty)
        guard closed else { return false }
        context.changed(EatPollRecord.schema)
        let members = try await EatPollMemberRecord.query(on: context.db).filter(\.$poll.$id == id).all().map { $0.$person.id }
        tellOpenPages(members, poll: id)
        guard let winner, let place = places.first(where: { $0.facts.id == winner }) else { return true }
        var params = ["poll": poll.title, "place": place.name]
        // The hours on the place's clock that day: not a moment, so not the reader's zone.
        switch EatPollRules.hours(place.facts.openingHours, on: poll.deadline, timeZone: place.facts.timeZone) {
        case nil: params["hoursPhrase"] = "eats.poll.hours_unknown"
        case let spans? where spans.isEmpty: params["hoursPhrase"] = "eats.poll.hours_closed"
        case let spans?:
            params["times"] = spans.joined(separator: ", ")
            params["hoursPhrase"] = "eats.poll.hours_open"
        }
        for person in members {
            try await context.notifications.notify(user: person, actor: nil, kind: EatPollNotification.decided, params: params,
                                                   link: EatsPath.restaurant(winner).path)
        }
        return true
    }
}
