import Vapor

/// The version a web form was rendered from (issue 46): a hidden `version` field, so a save
/// from an old page is checked like an API write with `If-Match`, never a silent overwrite.
extension Forms {
    /// The hidden field carrying the version the form was opened with (`state["version"]`).
    public static func version(_ state: FormState) -> HTMLNode {
        version(state["version"])
    }

    public static func version(_ value: String) -> HTMLNode {
        value.isEmpty ? group([]) : void("input", [.type("hidden"), .name("version"), .value(value)])
    }
}

extension Request {
    /// An edit made from a rendered copy: it holds only over the version that copy showed. A form
    /// without a version (a page cached from before versions) vouches for none, so it is shown
    /// the conflict page rather than trusted.
    public func formPrecondition() -> Precondition {
        .ifMatch(.versions(field("version").flatMap(Int.init).map { [$0] } ?? []))
    }
}

/// Whether an error is a write refused because the thing moved on since its copy (`StaleCopy`).
public func isStaleCopy(_ error: any Error) -> Bool {
    (error as? any ProblemAnswer)?.appError.kind == .preconditionFailed
}
