import Foundation
import SatchelAPI
import Vapor

/// An error that answers the API itself, with more than a plain problem (`ProblemMiddleware`);
/// the web shows `appError`'s page.
public protocol ProblemAnswer: Error {
    var appError: AppError { get }
    func response(for req: Request) -> Response
}

/// An edit refused because the thing moved on since the version it was made from (issue 46):
/// 412, with the thing as it is now in `current` and its version as the `ETag`, so a client can
/// show both and never overwrite what its author did not see.
public struct StaleCopy<Current: Codable & Sendable & Equatable>: ProblemAnswer, Sendable {
    public let current: Current
    public let version: Int

    public init(current: Current, version: Int) {
        self.current = current
        self.version = version
    }

    public var appError: AppError { AppError(.preconditionFailed, "changed_since") }

    public func response(for req: Request) -> Response {
        let res = Response(status: .preconditionFailed)
        res.headers.contentType = HTTPMediaType(type: "application", subType: "problem+json")
        res.headers.setVersion(version)
        let body = ConflictProblem(problem: appError.problem(req.localizer), current: current)
        res.body = .init(data: (try? JSONEncoder.api.encode(body)) ?? Data())
        return res
    }
}

extension HTTPHeaders {
    /// A thing's version as its strong entity tag: `ETag: "7"`.
    public mutating func setVersion(_ version: Int) {
        replaceOrAdd(name: .eTag, value: "\"\(version)\"")
    }
}
