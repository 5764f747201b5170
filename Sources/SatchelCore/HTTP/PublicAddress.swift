import Foundation
import Vapor

/// Where Satchel is, as the people and programs using it see it. Every absolute link
/// (invitations, public funding pages, payment returns, calendar subscriptions, OPDS, push)
/// starts here: `SATCHEL_PUBLIC_URL` when set, else what a trusted proxy says the client asked
/// for, else the address the server listens on.
extension Request {
    private struct ForwardedKey: StorageKey { typealias Value = ForwardedHeaders }

    /// Whether the peer that connected is listed in `SATCHEL_TRUSTED_PROXIES`.
    public var isFromTrustedProxy: Bool {
        guard let peer = remoteAddress?.ipAddress else { return false }
        return application.satchel.settings.trustedProxies.contains { $0.contains(peer) }
    }

    /// What the trusted proxy in front says; nil when the peer is not a trusted proxy.
    var forwarded: ForwardedHeaders? {
        guard isFromTrustedProxy else { return nil }
        if let cached = storage[ForwardedKey.self] { return cached }
        let parsed = ForwardedHeaders(headers)
        storage[ForwardedKey.self] = parsed
        return parsed
    }

    /// The client's address: the peer's, or behind trusted proxies the nearest address in the
    /// forwarding chain that is not itself a trusted proxy (a client cannot forge past them).
    public var clientAddress: String? {
        let peer = remoteAddress?.ipAddress
        guard let forwarded, !forwarded.chain.isEmpty else { return peer }
        let trusted = application.satchel.settings.trustedProxies
        for address in forwarded.chain.reversed() where !trusted.contains(where: { $0.contains(address) }) {
            return address
        }
        return forwarded.chain.first
    }

    /// The public address for links made while answering this request, without a trailing slash.
    public var publicURL: String {
        application.satchel.settings.publicURL ?? requestedURL
    }

    /// The address as this request reached the server (through a trusted proxy's headers),
    /// whatever `SATCHEL_PUBLIC_URL` says: the administration shows both.
    public var requestedURL: String {
        if let forwarded, let host = forwarded.host {
            return (forwarded.proto ?? "http") + "://" + host
        }
        if let forwarded, let proto = forwarded.proto, let host = headers.first(name: .host).flatMap(ForwardedHeaders.host) {
            return proto + "://" + host
        }
        return application.listeningURL(requestHost: headers.first(name: .host))
    }

    /// Whether the client reached Satchel over TLS: `SATCHEL_SECURE_COOKIES`, else an `https`
    /// public URL, else what a trusted proxy says. Session cookies are `Secure` when it is.
    public var isSecure: Bool {
        let settings = application.satchel.settings
        if let secure = settings.secureCookies { return secure }
        if let configured = settings.publicURL { return configured.lowercased().hasPrefix("https://") }
        return forwarded?.proto == "https"
    }

    /// A client on this machine that did not come through a proxy, or came through a trusted
    /// one on behalf of a client on this machine. A forwarding header from an untrusted peer
    /// counts as "through a proxy": a proxy on this machine that is not listed would otherwise
    /// make every outside client look local.
    public var isLocalClient: Bool {
        guard let peer = remoteAddress?.ipAddress else { return false }
        if isFromTrustedProxy {
            return clientAddress.map { address in IPRange.loopback.contains { $0.contains(address) } } ?? false
        }
        return IPRange.loopback.contains { $0.contains(peer) } && !ForwardedHeaders.present(in: headers)
    }
}

extension Application {
    /// The address the server listens on as a URL: the bound socket once serving (so
    /// `--port 0` gives the real port), else the configured host and port. A wildcard
    /// (`0.0.0.0`, `::`) says nothing about how clients reach it: then the host the request was
    /// sent to, else this machine's name.
    public func listeningURL(requestHost: String? = nil) -> String {
        var host = http.server.configuration.hostname
        var port = http.server.configuration.port
        if let bound = http.server.shared.localAddress, let boundPort = bound.port {
            port = boundPort
            if let ip = bound.ipAddress { host = ip }
        }
        if ["0.0.0.0", "::", "[::]", ""].contains(host) {
            if let requested = requestHost.flatMap(ForwardedHeaders.host) { return "http://" + requested }
            host = ProcessInfo.processInfo.hostName
        }
        if host.contains(":"), !host.hasPrefix("[") { host = "[" + host + "]" }
        return "http://\(host)" + (port == 80 ? "" : ":\(port)")
    }

    /// The public address for links made outside a request (jobs, commands).
    public var publicURL: String {
        satchel.settings.publicURL ?? listeningURL()
    }
}
