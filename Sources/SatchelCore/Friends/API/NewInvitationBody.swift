import SatchelAPI
import Vapor

extension Request {
    /// The body of a request for an invitation link, which may be left out: no body is an
    /// invitation without mail, as before there was mail.
    public func newInvitation() throws -> NewInvitation {
        guard let buffer = body.data, buffer.readableBytes > 0 else { return NewInvitation() }
        return try decodeJSON(NewInvitation.self)
    }
}
