import Foundation
import SatchelAPI

extension PushChannels {
    /// Pushes one test notification straight to `user`'s devices on every channel (not through
    /// the outbox, so the administration's "Send a test push" answers with what the push
    /// services said, now).
    public func sendTest(to user: UUID, title: String, body: String, link: String, context: SatchelContext) async throws -> TestPushResult {
        let devices = try await context.pushDevices.devices(user: user).count
        let message = PushMessage(id: UUID(), user: user, kind: "test", title: title, body: body, link: link)
        var outcomes: [TestPushChannelOutcome] = []
        for channel in all {
            do {
                switch try await channel.deliver(message, context: context) {
                case .delivered: outcomes.append(TestPushChannelOutcome(channel: channel.name, outcome: "delivered"))
                case .notSubscribed: outcomes.append(TestPushChannelOutcome(channel: channel.name, outcome: "not_subscribed"))
                case .retryLater(let reason):
                    outcomes.append(TestPushChannelOutcome(channel: channel.name, outcome: "retry_later", detail: reason))
                }
            } catch {
                outcomes.append(TestPushChannelOutcome(channel: channel.name, outcome: "failed", detail: String(describing: error)))
            }
        }
        return TestPushResult(delivered: outcomes.contains { $0.outcome == "delivered" }, devices: devices, channels: outcomes)
    }
}
