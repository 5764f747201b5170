import Eats
import Foundation
import Library
import SatchelCore
import Wishes

/// A command that cannot go on for a reason a person can act on.
public struct CommandFailure: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// What `satchel` prints when a command ends with `error`: the message the web app would show
/// for a refused input, or what is wrong with a file or a setting. Nil for an error nobody
/// expected, which is logged in full instead.
public func commandMessage(for error: any Error) -> String? {
    switch error {
    case let failure as CommandFailure: return failure.message
    case let refusal as AppError:
        let problem = refusal.problem(Localizer(language: "en"))
        return problem.detail ?? problem.title
    case let setting as SatchelConfigurationError: return setting.message
    case let failure as ImportFailure: return failure.description
    case let failure as ProductImportError: return failure.description
    case let failure as PlaceImport.Failure: return failure.description
    case let failure as OSMReader.Failure: return failure.description
    case let failure as BackupArchive.Failure: return failure.description
    default: return nil
    }
}
