import AsyncHTTPClient
import Dispatch
import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A page fetched by `SafeFetcher`.
public struct FetchedPage: Sendable, Equatable {
    /// The address the page was finally read from, after any redirects.
    public var finalURL: String
    public var contentType: String?
    public var body: [UInt8]

    public init(finalURL: String, contentType: String?, body: [UInt8]) {
        self.finalURL = finalURL
        self.contentType = contentType
        self.body = body
    }
}

/// Fetches a web page whose address a user typed (a product link), without letting that user
/// reach anything but the public internet through the server.
///
/// - Only `http` and `https`, no user name or password in the address, a host is required.
/// - The host is resolved first and refused when *any* of its addresses is loopback, private,
///   link-local (cloud metadata), shared (CGNAT), unspecified, multicast, broadcast, reserved,
///   or one of those wrapped in IPv6 (IPv4-mapped, NAT64, 6to4). IP literals are checked the same.
/// - Redirects are followed by hand, at most `maxRedirects`, and every target is checked again.
/// - The body is read as a stream and abandoned past `maxBytes`; the whole fetch, redirects and
///   name resolution included, has to finish within `timeout`.
///
/// Design: each request (each redirect hop) runs on a short-lived `HTTPClient` of its own, on the
/// shared event loop group, created with redirects disallowed and shut down before the hop
/// returns. That costs nothing worth counting for an occasional link preview and buys two things:
/// no shared client's redirect settings can weaken the rules, and the connection is *pinned* to
/// the address that was checked (`dnsOverride` maps the host name to that IP, while TLS still
/// sends the host name and verifies the certificate for it). So a second, different DNS answer
/// (DNS rebinding between the check and the connection) cannot redirect the connection to an
/// internal address, for plain http and https alike (the gap between resolving and connecting
/// that a check-then-connect design leaves open is closed this way). Nothing long-lived is owned,
/// so the app has nothing to shut down. No proxy is used, whatever the environment says.
public struct SafeFetcher: Sendable {
    public struct Policy: Sendable {
        /// The most body bytes of a page read before the fetch is abandoned.
        public var maxBytes: Int
        /// The same for an image (`accept: .image`); match the upload limit.
        public var maxImageBytes: Int
        /// For the whole fetch: resolution, every redirect hop and the body.
        public var timeout: Duration
        public var maxRedirects: Int
        /// Lets tests fetch a page served on this machine: permits 127.0.0.0/8 and ::1 and
        /// nothing else (private, link-local and every other range stay refused). Never in production.
        public var allowLoopbackForTests: Bool

        public init(maxBytes: Int = 2 * 1024 * 1024, maxImageBytes: Int = 10 * 1024 * 1024, timeout: Duration = .seconds(10),
                    maxRedirects: Int = 5, allowLoopbackForTests: Bool = false) {
            self.maxBytes = maxBytes
            self.maxImageBytes = maxImageBytes
            self.timeout = timeout
            self.maxRedirects = maxRedirects
            self.allowLoopbackForTests = allowLoopbackForTests
        }

        public static let standard = Policy()
    }

    /// What a fetch is for: an HTML page, or an image (JPEG, PNG or WebP; the bytes still have to
    /// pass `ImageInspector`).
    public enum Accept: Sendable {
        case html, image
    }

    public let policy: Policy
    let eventLoopGroup: any EventLoopGroup

    public init(policy: Policy = .standard, eventLoopGroup: any EventLoopGroup = HTTPClient.defaultEventLoopGroup) {
        self.policy = policy
        self.eventLoopGroup = eventLoopGroup
    }

    static let userAgent = "Mozilla/5.0 (compatible; SatchelLinkPreview/1.0)"

    /// Fetches an HTML page (or an image). Fails with an `AppError` for the field `link` and one of
    /// the codes `link.scheme`, `link.invalid`, `link.private_address`, `link.unreachable`,
    /// `link.too_large`, `link.timeout`, `link.too_many_redirects`, `link.not_html`; for an image,
    /// `image.unsupported` and `image.too_large` take the place of `link.not_html` and `link.too_large`.
    public func fetch(_ urlText: String, accept: Accept = .html) async throws -> FetchedPage {
        let timeout = policy.timeout
        return try await withThrowingTaskGroup(of: FetchedPage?.self, returning: FetchedPage.self) { group in
            group.addTask { try await self.follow(urlText, accept: accept) }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            // Whichever finishes first decides; the other is cancelled (the HTTP client and the
            // resolver below both stop waiting when cancelled).
            defer { group.cancelAll() }
            let first = try await group.next()
            if case .some(.some(let page)) = first { return page }
            throw self.timeoutError
        }
    }

    // MARK: - Following redirects

    enum Hop: Sendable {
        case page(FetchedPage)
        case redirect(String)
    }

    /// A checked address: what to request and which IP to connect to.
    struct Target: Sendable {
        var url: URL
        /// The host as the HTTP client reads it from `url` (IPv6 without brackets).
        var host: String
        /// The checked IP address the connection is pinned to.
        var address: String
    }

    func follow(_ urlText: String, accept: Accept) async throws -> FetchedPage {
        var target = try await prepare(urlText)
        var visited: Set<String> = [target.url.absoluteString]
        var redirects = 0
        while true {
            switch try await hop(target, accept: accept) {
            case .page(let page):
                return page
            case .redirect(let location):
                redirects += 1
                let tooMany = Self.failure("too_many_redirects", ["max": "\(policy.maxRedirects)"])
                guard redirects <= policy.maxRedirects else { throw tooMany }
                guard let next = URL(string: location, relativeTo: target.url)?.absoluteURL else {
                    throw Self.failure("invalid")
                }
                // A loop would only run into the limit; stop at once.
                guard visited.insert(next.absoluteString).inserted else { throw tooMany }
                target = try await prepare(next.absoluteString)
            }
        }
    }

    /// Validates an address and resolves and checks its host.
    func prepare(_ text: String) async throws -> Target {
        let (url, host) = try Self.parse(text)
        let addresses = try await Self.resolve(host)
        guard !addresses.isEmpty else { throw Self.failure("unreachable") }
        for address in addresses {
            switch Self.classify(address) {
            case .global:
                continue
            case .loopback where policy.allowLoopbackForTests:
                continue
            default:
                throw Self.failure("private_address")
            }
        }
        // IPv4 first: many servers have no IPv6 route even when a name has an AAAA record.
        let chosen = addresses.first(where: { $0.count == 4 }) ?? addresses[0]
        return Target(url: url, host: host, address: Self.format(chosen))
    }

    /// One request, on its own client: redirects are returned, not followed.
    func hop(_ target: Target, accept: Accept) async throws -> Hop {
        let policy = self.policy
        let timeLimit = TimeAmount(policy.timeout)
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.timeout = HTTPClient.Configuration.Timeout(connect: timeLimit, read: timeLimit)
        configuration.decompression = .disabled
        configuration.proxy = nil
        configuration.dnsOverride = [target.host: target.address]
        do {
            return try await HTTPClient.withHTTPClient(eventLoopGroup: eventLoopGroup,
                                                       configuration: configuration) { (client: HTTPClient) async throws -> Hop in
                var request = HTTPClientRequest(url: target.url.absoluteString)
                request.method = .GET
                request.headers.add(name: "User-Agent", value: Self.userAgent)
                request.headers.add(name: "Accept", value: accept == .html
                    ? "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1"
                    : "image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.1")
                request.headers.add(name: "Accept-Encoding", value: "identity")
                let response = try await client.execute(request, timeout: timeLimit)
                let status = Int(response.status.code)
                if [301, 302, 303, 307, 308].contains(status) {
                    guard let location = response.headers.first(name: "location"), !location.isEmpty else {
                        throw Self.failure("unreachable")
                    }
                    return .redirect(location)
                }
                guard (200..<300).contains(status) else { throw Self.failure("unreachable") }
                let contentType = response.headers.first(name: "content-type")
                let byteLimit = accept == .html ? policy.maxBytes : policy.maxImageBytes
                let megabytes = ["max": "\(max(1, byteLimit / (1024 * 1024)))"]
                let tooLarge: AppError
                switch accept {
                case .html:
                    if let contentType, !Self.isHTML(contentType) { throw Self.failure("not_html") }
                    tooLarge = Self.failure("too_large", megabytes)
                case .image:
                    if let contentType, !Self.isImage(contentType) {
                        throw AppError.invalid("link", "image.unsupported")
                    }
                    tooLarge = AppError.invalid("link", "image.too_large", megabytes)
                }
                if let declared = response.headers.first(name: "content-length").flatMap({ Int($0) }), declared > byteLimit {
                    throw tooLarge
                }
                var body: [UInt8] = []
                for try await chunk in response.body {
                    guard body.count + chunk.readableBytes <= byteLimit else { throw tooLarge }
                    body.append(contentsOf: chunk.readableBytesView)
                }
                return .page(FetchedPage(finalURL: target.url.absoluteString, contentType: contentType, body: body))
            }
        } catch let error as AppError {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as HTTPClientError where Self.timeouts.contains(error) {
            throw timeoutError
        } catch {
            throw Self.failure("unreachable")
        }
    }

    static let timeouts: [HTTPClientError] = [
        .connectTimeout, .readTimeout, .deadlineExceeded, .tlsHandshakeTimeout, .getConnectionFromPoolTimeout,
    ]

    static func mediaType(_ contentType: String) -> String {
        contentType.split(separator: ";", maxSplits: 1).first
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    }

    static func isHTML(_ contentType: String) -> Bool {
        ["text/html", "application/xhtml+xml"].contains(mediaType(contentType))
    }

    /// The formats `ImageInspector` takes, or a server that does not say (the bytes decide).
    static func isImage(_ contentType: String) -> Bool {
        ["image/jpeg", "image/jpg", "image/pjpeg", "image/png", "image/webp", "application/octet-stream"]
            .contains(mediaType(contentType))
    }

    static func failure(_ code: String, _ args: [String: String] = [:]) -> AppError {
        AppError.invalid("link", "link." + code, args)
    }

    var timeoutError: AppError {
        Self.failure("timeout", ["seconds": "\(max(1, policy.timeout.components.seconds))"])
    }

    // MARK: - Addresses

    /// Checks the form of an address (`WebAddress`); returns it with the host the connection is made to.
    static func parse(_ text: String) throws -> (url: URL, host: String) {
        switch WebAddress.parse(text) {
        case .success(let parsed): return parsed
        case .failure(.scheme): throw failure("scheme")
        case .failure: throw failure("invalid")
        }
    }

    enum AddressClass: Sendable, Equatable {
        case global, loopback, restricted
    }

    /// Classifies an IPv4 (4 bytes) or IPv6 (16 bytes) address.
    static func classify(_ a: [UInt8]) -> AddressClass {
        if a.count == 4 { return classifyV4(a) }
        guard a.count == 16 else { return .restricted }
        // :: (unspecified) and ::1 (loopback).
        if a[0..<15].allSatisfy({ $0 == 0 }) { return a[15] == 1 ? .loopback : .restricted }
        let embedded = Array(a[12..<16])
        // ::ffff:a.b.c.d (IPv4-mapped): as the IPv4 address, but never the loopback exception.
        if a[0..<10].allSatisfy({ $0 == 0 }), a[10] == 0xFF, a[11] == 0xFF {
            return strict(classifyV4(embedded))
        }
        // ::a.b.c.d (IPv4-compatible, deprecated) and ::ffff:0:a.b.c.d (SIIT): refused.
        if a[0..<10].allSatisfy({ $0 == 0 }) { return .restricted }
        if a[0..<8].allSatisfy({ $0 == 0 }), a[8] == 0xFF, a[9] == 0xFF { return .restricted }
        // 64:ff9b::a.b.c.d (NAT64 well-known prefix): as the IPv4 address it reaches.
        if a[0..<4] == [0x00, 0x64, 0xFF, 0x9B], a[4..<12].allSatisfy({ $0 == 0 }) {
            return strict(classifyV4(embedded))
        }
        // 2002:a.b.c.d::/48 (6to4): as the IPv4 address it reaches.
        if a[0] == 0x20, a[1] == 0x02 { return strict(classifyV4(Array(a[2..<6]))) }
        // 2001::/32 (Teredo, the address is obfuscated) and 2001:db8::/32 (documentation).
        if a[0..<4] == [0x20, 0x01, 0x00, 0x00] || a[0..<4] == [0x20, 0x01, 0x0D, 0xB8] { return .restricted }
        // Only global unicast (2000::/3) is the internet: this refuses fc00::/7 (unique local),
        // fe80::/10 (link-local), fec0::/10 (site-local), ff00::/8 (multicast), 100::/64
        // (discard), 64:ff9b:1::/48 (local NAT64) and everything unassigned.
        return (a[0] & 0xE0) == 0x20 ? .global : .restricted
    }

    private static func strict(_ c: AddressClass) -> AddressClass { c == .global ? .global : .restricted }

    static func classifyV4(_ a: [UInt8]) -> AddressClass {
        guard a.count == 4 else { return .restricted }
        let (b0, b1, b2) = (a[0], a[1], a[2])
        switch b0 {
        case 127: return .loopback
        case 0, 10: return .restricted                                 // "this network", private
        case 100 where (b1 & 0xC0) == 64: return .restricted            // shared address space (CGNAT)
        case 169 where b1 == 254: return .restricted                     // link-local, cloud metadata
        case 172 where (b1 & 0xF0) == 16: return .restricted            // private
        case 192 where b1 == 168: return .restricted                     // private
        case 192 where b1 == 0 && (b2 == 0 || b2 == 2): return .restricted  // IETF assignments, TEST-NET-1
        case 192 where b1 == 88 && b2 == 99: return .restricted          // 6to4 relay anycast
        case 198 where (b1 & 0xFE) == 18: return .restricted             // benchmarking
        case 198 where b1 == 51 && b2 == 100: return .restricted         // TEST-NET-2
        case 203 where b1 == 0 && b2 == 113: return .restricted          // TEST-NET-3
        case 224...255: return .restricted                               // multicast, reserved, broadcast
        default: return .global
        }
    }

    /// The bytes of an IP literal (`192.0.2.1`, `2001:db8::1`), or nil.
    static func literalBytes(_ text: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: v4) { Array($0) } }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 { return withUnsafeBytes(of: v6) { Array($0) } }
        return nil
    }

    /// An address as text the HTTP client connects to (IPv6 uncompressed, without brackets).
    static func format(_ a: [UInt8]) -> String {
        if a.count == 4 { return a.map { String($0) }.joined(separator: ".") }
        return stride(from: 0, to: a.count - 1, by: 2)
            .map { String(UInt16(a[$0]) << 8 | UInt16(a[$0 + 1]), radix: 16) }
            .joined(separator: ":")
    }

    // MARK: - Resolution

    private enum LookupState: Sendable {
        case pending
        case waiting(CheckedContinuation<[[UInt8]], any Error>)
        case cancelled
        case finished
    }

    /// Every address of `host`. `getaddrinfo` blocks, so it runs on a Dispatch worker; a
    /// cancelled caller stops waiting at once (the lookup finishes on its own and is dropped).
    /// Numeric forms (`127.1`, `2130706433`, `0x7f.0.0.1`) come back as the addresses they mean.
    static func resolve(_ host: String) async throws -> [[UInt8]] {
        if let literal = literalBytes(host) { return [literal] }
        let state = NIOLockedValueBox(LookupState.pending)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<[[UInt8]], any Error>) in
                let go = state.withLockedValue { current -> Bool in
                    guard case .pending = current else { return false }
                    current = .waiting(continuation)
                    return true
                }
                guard go else {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                DispatchQueue.global().async {
                    let found = SafeFetcher.lookUp(host)
                    let waiting = state.withLockedValue { current -> CheckedContinuation<[[UInt8]], any Error>? in
                        guard case .waiting(let continuation) = current else { return nil }
                        current = .finished
                        return continuation
                    }
                    waiting?.resume(returning: found)
                }
            }
        } onCancel: {
            let waiting = state.withLockedValue { current -> CheckedContinuation<[[UInt8]], any Error>? in
                switch current {
                case .waiting(let continuation):
                    current = .finished
                    return continuation
                case .pending:
                    current = .cancelled
                    return nil
                case .cancelled, .finished:
                    return nil
                }
            }
            waiting?.resume(throwing: CancellationError())
        }
    }

    /// Blocking `getaddrinfo`; empty when the name does not resolve.
    static func lookUp(_ host: String) -> [[UInt8]] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if os(Linux) && !canImport(Musl)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var result: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &result) == 0, let first = result else { return [] }
        defer { freeaddrinfo(first) }
        var addresses: [[UInt8]] = []
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let info = cursor {
            if let address = info.pointee.ai_addr {
                var bytes: [UInt8]?
                if info.pointee.ai_family == AF_INET {
                    let sin = UnsafeRawPointer(address).load(as: sockaddr_in.self)
                    bytes = withUnsafeBytes(of: sin.sin_addr) { Array($0) }
                } else if info.pointee.ai_family == AF_INET6 {
                    let sin6 = UnsafeRawPointer(address).load(as: sockaddr_in6.self)
                    bytes = withUnsafeBytes(of: sin6.sin6_addr) { Array($0) }
                }
                if let bytes, !addresses.contains(bytes) { addresses.append(bytes) }
            }
            cursor = info.pointee.ai_next
        }
        return addresses
    }
}
