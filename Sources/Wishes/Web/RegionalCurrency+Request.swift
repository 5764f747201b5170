import SatchelCore
import Vapor

extension RegionalCurrency {
    /// For a page: the viewer's zone and language.
    static func of(_ req: Request, allowed: Set<String>) -> String {
        of(timeZone: req.timeZone, language: req.localizer.language, context: req.context, allowed: allowed)
    }
}
