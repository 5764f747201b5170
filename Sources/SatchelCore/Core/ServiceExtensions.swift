import NIOConcurrencyHelpers

/// Shared pieces a module adds to the app's services (a module's gateways, say), found by type.
/// Set once while configuring; read by services on every call.
public final class ServiceExtensions: Sendable {
    private let values = NIOLockedValueBox<[ObjectIdentifier: any Sendable]>([:])

    public init() {}

    public func set<T: Sendable>(_ value: T) {
        values.withLockedValue { $0[ObjectIdentifier(T.self)] = value }
    }

    public func get<T: Sendable>(_ type: T.Type = T.self) -> T? {
        values.withLockedValue { $0[ObjectIdentifier(T.self)] } as? T
    }
}
