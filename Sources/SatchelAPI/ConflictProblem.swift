import Foundation

/// A change refused because what is saved moved on — 409 for an older reading position, 412 for
/// an edit made from an old version (`If-Match`) — with what is saved (`current`), so a client
/// can show both.
public struct ConflictProblem<Current: Codable & Sendable & Equatable>: Codable, Sendable, Equatable {
    public var type: String
    public var title: String
    public var status: Int
    public var detail: String?
    public var current: Current

    public init(problem: Problem, current: Current) {
        type = problem.type
        title = problem.title
        status = problem.status
        detail = problem.detail
        self.current = current
    }
}
