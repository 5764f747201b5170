import Foundation
import SatchelAPI
import SatchelKit
@testable import SatchelCore
import Testing

/// A network that can be switched off or lose one answer after the server acted, and that
/// notes the version each queued change's answer carried (`Idempotency-Key` → version).
final class WatchedNetwork: HTTPTransport, @unchecked Sendable {
    private let inner = URLSessionTransport()
    private let lock = NSLock()
    private var _offline = false
    private var loseNext = false
    private var _answered: [String: Int] = [:]

    var offline: Bool {
        get { lock.withLock { _offline } }
        set { lock.withLock { _offline = newValue } }
    }
    func loseTheNextAnswer() { lock.withLock { loseNext = true } }
    /// The version in the answer to the change with this id, once the server applied it.
    func answeredVersion(_ change: UUID) -> Int? { lock.withLock { _answered[change.uuidString] } }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        if offline { throw URLError(.notConnectedToInternet) }
        let response = try await inner.send(request)
        let key = request.headers["Idempotency-Key"]
        let lose = lock.withLock { () -> Bool in
            if let key, (200..<300).contains(response.status),
               let version = (try? JSONDecoder().decode(Answer.self, from: response.body))?.version {
                _answered[key] = version
            }
            defer { loseNext = false }
            return loseNext && key != nil
        }
        if lose { throw URLError(.networkConnectionLost) }
        return response
    }

    private struct Answer: Decodable { var version: Int? }
}

@Suite("SatchelKit: the offline queue and versions")
struct OfflineQueueVersionTests {
    static let due = ReminderDue(local: "2030-01-02T09:00", timeZone: "Europe/Stockholm")

    static func laptop(_ url: URL) async throws -> SatchelClient {
        let laptop = SatchelClient(baseURL: url)
        try await laptop.signIn(login: "ada", password: "correct horse battery")
        return laptop
    }

    /// Issue 46's first reproduction: "done" without a copy, then an edit from a copy; the web
    /// renamed the reminder meanwhile. The edit used to move on to the version "done" answered
    /// with — which already held the web's change — and overwrote it.
    @Test func anEditQueuedAfterACheckOffWithoutACopyDoesNotOverwriteAChangeMadeElsewhere() async throws {
        try await withLiveServer { url in
            let network = WatchedNetwork()
            let phone = try await signedUp(url, "ada", transport: network)
            let laptop = try await Self.laptop(url)
            let milk = try await phone.spots.create(ReminderDraft(title: "Milk", due: Self.due))

            network.offline = true
            let queue = OfflineQueue(client: phone)
            try await queue.enqueue(SpotsRoute.completeReminder(milk.id), label: "Done") // from its notification
            try await queue.enqueue(SpotsRoute.updateReminder(milk.id), body: ReminderDraft(title: "Oat milk", notes: "Two litres", due: Self.due),
                                    label: "Rename", editing: milk.version)
            _ = try await laptop.spots.update(milk.id, ReminderDraft(title: "Milk and eggs", notes: "From the laptop", due: Self.due))

            network.offline = false
            let report = try await queue.replay()
            #expect(report.applied.map(\.label) == ["Done"])
            #expect(report.conflicts.map(\.status) == [412])
            let now = try await laptop.spots.reminder(milk.id)
            #expect(now.title == "Milk and eggs" && now.notes == "From the laptop" && now.doneAt != nil)
        }
    }

    @Test func aConflictCarriesTheServersCopyAndTheQueuedOne() async throws {
        try await withLiveServer { url in
            let network = WatchedNetwork()
            let phone = try await signedUp(url, "ada", transport: network)
            let laptop = try await Self.laptop(url)
            let lamp = try await phone.wishes.create(WishDraft(name: "Lamp"))
            network.offline = true
            let queue = OfflineQueue(client: phone)
            try await queue.enqueue(WishesRoute.updateWish(lamp.id), body: WishDraft(name: "Lamp, brass"), label: "Rename", editing: lamp.version)
            _ = try await laptop.wishes.update(lamp.id, WishDraft(name: "Lamp, green"))
            network.offline = false
            let conflict = try #require(try await queue.replay().conflicts.first)
            #expect(conflict.current(as: Wish.self)?.name == "Lamp, green")
            #expect(conflict.change.draft(as: WishDraft.self)?.name == "Lamp, brass")
        }
    }

    /// Issue 46's second reproduction: a change elsewhere in the same second as the copy was
    /// invisible to `If-Unmodified-Since` (whole seconds). A version counts changes instead.
    @Test func anEditFromACopyChangedElsewhereAtOnceIsRefused() async throws {
        try await withLiveServer { url in
            let phone = try await signedUp(url, "ada")
            let laptop = try await Self.laptop(url)
            let lamp = try await phone.wishes.create(WishDraft(name: "Lamp"))
            _ = try await laptop.wishes.update(lamp.id, WishDraft(name: "Lamp, green")) // no pause: the same second
            do {
                _ = try await phone.wishes.update(lamp.id, WishDraft(name: "Lamp, brass"), editing: lamp.version)
                Issue.record("an edit from an outdated copy was applied")
            } catch let error as SatchelError {
                #expect(error.status == 412)
                #expect(error.current(as: Wish.self)?.name == "Lamp, green")
            }
            #expect(try await phone.wishes.wish(lamp.id).name == "Lamp, green")
        }
    }

    @Test func anEditFromTheCurrentCopyIsApplied() async throws {
        try await withLiveServer { url in
            let phone = try await signedUp(url, "ada")
            let lamp = try await phone.wishes.create(WishDraft(name: "Lamp"))
            let renamed = try await phone.wishes.update(lamp.id, WishDraft(name: "Lamp, brass"), editing: lamp.version)
            #expect(renamed.name == "Lamp, brass" && renamed.version == (lamp.version ?? 0) + 1)
        }
    }

    /// The rule itself, over random histories: one device queues edits (from its copy) and
    /// check-offs (without one), goes on- and offline, loses answers and restarts; another
    /// device of the same person edits in between. No queued edit is ever applied over a
    /// version its author did not see (one the other device made after the copy), every
    /// change comes back exactly once — applied or a conflict — and without the other device
    /// nothing is a conflict.
    @Test(arguments: 0..<24)
    func noQueuedEditIsAppliedOverAVersionItsAuthorDidNotSee(seed: UInt64) async throws {
        try await withLiveServer { url in
            var rng = SplitMix64(state: 0x46_0000 + seed)
            let network = WatchedNetwork()
            let phone = try await signedUp(url, "ada", transport: network)
            let laptop = try await Self.laptop(url)
            let laptopWrites = Bool.random(using: &rng) // some histories have no other device at all
            var copy = try await phone.spots.create(ReminderDraft(title: "Milk", due: Self.due))
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("queue-\(UUID().uuidString).json").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            var queue = OfflineQueue(client: phone, path: path)

            var madeFrom: [UUID: Int] = [:]       // a queued edit → the version of its copy
            var queued: [UUID] = []
            var otherVersions: [Int] = []         // versions the laptop made
            var outcomes: [UUID: Int] = [:]       // a change → how often it came back
            var refused: Set<UUID> = []
            func settle(_ report: OfflineQueue.Report) {
                for change in report.applied { outcomes[change.id, default: 0] += 1 }
                for conflict in report.conflicts {
                    outcomes[conflict.change.id, default: 0] += 1
                    refused.insert(conflict.change.id)
                    #expect(conflict.status == 412, "seed \(seed): \(conflict.change.label) refused with \(conflict.status)")
                }
            }

            for step in 0..<14 {
                switch Int.random(in: 0..<7, using: &rng) {
                case 0, 1:
                    let change = try await queue.enqueue(SpotsRoute.updateReminder(copy.id), body: ReminderDraft(title: "Phone \(step)", due: Self.due),
                                                         label: "edit \(step)", editing: copy.version)
                    madeFrom[change.id] = copy.version
                    queued.append(change.id)
                case 2:
                    let route = Bool.random(using: &rng) ? SpotsRoute.completeReminder(copy.id) : SpotsRoute.reopenReminder(copy.id)
                    queued.append(try await queue.enqueue(route, label: "done/undo \(step)").id)
                case 3 where laptopWrites:
                    let written = try await laptop.spots.update(copy.id, ReminderDraft(title: "Laptop \(step)", notes: "\(step)", due: Self.due))
                    otherVersions.append(try #require(written.version))
                case 4:
                    network.offline = Bool.random(using: &rng)
                    if Bool.random(using: &rng) { network.loseTheNextAnswer() }
                    settle(try await queue.replay())
                case 5:
                    queue = OfflineQueue(client: phone, path: path) // the app restarts
                default:
                    if !network.offline { copy = try await phone.spots.reminder(copy.id) } // the device refreshes its copy
                }
            }
            network.offline = false
            settle(try await queue.replay())
            settle(try await queue.replay()) // after a lost last answer

            #expect(await queue.changes.isEmpty, "seed \(seed)")
            for id in queued { #expect(outcomes[id] == 1, "seed \(seed): a change came back \(outcomes[id] ?? 0) times") }
            for (id, seen) in madeFrom where !refused.contains(id) {
                let answered = try #require(network.answeredVersion(id), "seed \(seed)")
                // Applied at version answered − 1: nothing the laptop made after the copy may lie below it.
                let unseen = otherVersions.filter { $0 > seen && $0 <= answered - 1 }
                #expect(unseen.isEmpty, "seed \(seed): an edit made from version \(seen) was applied at \(answered - 1) over the laptop's \(unseen)")
            }
            if !laptopWrites { #expect(refused.isEmpty, "seed \(seed): a conflict with no other device") }
        }
    }
}
