import Vapor

/// What an error kind means: the page a problem's `type` address opens.
enum ProblemPage: PageView {
    struct Model: Sendable {
        var kind: AppError.Kind
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("problem.\(model.kind.rawValue)") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        [element("h1", [], text(title(m, ctx.localizer))),
         element("p", [], text(ctx.localizer.t("problem_about.\(m.kind.rawValue)", ["status": "\(m.kind.status)"])))]
    }
}
