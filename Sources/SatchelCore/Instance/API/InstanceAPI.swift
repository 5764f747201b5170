import SatchelAPI
import Vapor

/// The public part of who may join, and the first start's administrator.
struct InstanceAPI {
    func register(_ r: AppRoutes) {
        r.publicRoutes.api(.signUpRules) { req in
            JSONBody(try await req.context.signUpPolicy.rules())
        }
        r.publicRoutes.api(.createAdministrator) { req in
            let input = try req.decodeJSON(SignUpRequest.self)
            let issued = try await req.context.firstStart.createAdministrator(input, kind: .api, clientName: req.clientName)
            return JSONBody(try await AccountsAPI.session(issued, req), status: .created)
        }
    }
}
