import Vapor

/// A module's own shared piece (its payment gateways, a cache, an index), one per type, kept
/// in the application's storage: each app in a process has its own.
struct AppPartKey<Part: Sendable>: StorageKey {
    typealias Value = Part
}

extension Application {
    public func setPart<Part: Sendable>(_ part: Part) { storage[AppPartKey<Part>.self] = part }

    public func part<Part: Sendable>(_ type: Part.Type = Part.self) -> Part? { storage[AppPartKey<Part>.self] }
}

extension SatchelContext {
    /// The running app's piece of that type; nil when its module is not configured.
    public func part<Part: Sendable>(_ type: Part.Type = Part.self) -> Part? { application()?.part(type) }
}
