import SatchelTesting
import Foundation
import NIOCore
import SatchelAPI
@testable import SatchelCore
import Testing
import Vapor
import VaporTesting

@Suite("The public address, trusted proxies and redirects")
struct PublicAddressTests {
    /// An invitation link made by `session` from a request that came from `peer`.
    func invitationLink(_ t: TestContext, _ session: SessionResponse, from peer: String, headers: HTTPHeaders = [:]) async throws -> String {
        let res = try await t.request(.POST, "/api/v1/invitations", from: peer, token: session.token, headers: headers)
        #expect(res.status == .created)
        let invitation = try JSONDecoder.api.decode(Invitation.self, from: Data((res.body.string ?? "").utf8))
        return try #require(invitation.url)
    }

    @Test func withoutAPublicURLLinksPointWhereTheServerListens() async throws {
        try await withSatchel(settings: { $0.publicURL = nil; $0.port = 18101 }) { t in
            let ada = try await t.signUp("ada")
            let link = try await invitationLink(t, ada, from: "127.0.0.1")
            #expect(link.hasPrefix("http://127.0.0.1:18101/invite/"), "got \(link)")
        }
    }

    @Test func theConfiguredPublicURLWinsOverEverything() async throws {
        try await withSatchel(settings: { $0.publicURL = "https://gifts.example.org/"; $0.trustedProxies = IPRange.loopback }) { t in
            let ada = try await t.signUp("ada")
            let link = try await invitationLink(t, ada, from: "127.0.0.1", headers: ["X-Forwarded-Host": "other.example", "X-Forwarded-Proto": "http"])
            #expect(link.hasPrefix("https://gifts.example.org/invite/"), "got \(link)")
        }
    }

    @Test func aTrustedProxySaysWhereClientsReachSatchel() async throws {
        try await withSatchel(settings: { $0.publicURL = nil; $0.trustedProxies = [IPRange("10.0.0.0/8")!] }) { t in
            let ada = try await t.signUp("ada")
            let link = try await invitationLink(t, ada, from: "10.1.2.3",
                                                headers: ["X-Forwarded-Proto": "https", "X-Forwarded-Host": "satchel.example.org"])
            #expect(link.hasPrefix("https://satchel.example.org/invite/"), "got \(link)")
            let standard = try await invitationLink(t, ada, from: "10.1.2.3",
                                                    headers: ["Forwarded": #"for="[2001:db8::7]:4711";proto=https;host="home.example:8443""#])
            #expect(standard.hasPrefix("https://home.example:8443/invite/"), "RFC 7239 Forwarded: got \(standard)")
        }
    }

    @Test func forwardingHeadersFromAnUntrustedPeerAreIgnored() async throws {
        try await withSatchel(settings: { $0.publicURL = nil; $0.port = 18102; $0.trustedProxies = [IPRange("10.0.0.0/8")!] }) { t in
            let ada = try await t.signUp("ada")
            let link = try await invitationLink(t, ada, from: "203.0.113.5",
                                                headers: ["X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example"])
            #expect(link.hasPrefix("http://127.0.0.1:18102/invite/"), "got \(link)")
        }
    }

    @Test func cookiesAreSecureOnlyWhenATrustedProxySaysHTTPS() async throws {
        try await withSatchel(settings: { $0.publicURL = nil; $0.trustedProxies = IPRange.loopback }) { t in
            _ = try await t.createAdministrator() // past the first start: pages are not led to /setup
            let viaTLS = try await t.request(.GET, "/sign-in", from: "127.0.0.1", headers: ["X-Forwarded-Proto": "https", "Accept": "text/html"])
            #expect(viaTLS.cookies[WebCookies.csrf]?.isSecure == true)
            let forged = try await t.request(.GET, "/sign-in", from: "198.51.100.4", headers: ["X-Forwarded-Proto": "https", "Accept": "text/html"])
            #expect(forged.cookies[WebCookies.csrf]?.isSecure == false)
        }
    }

    @Test func browsersAreToldToKeepToHTTPSOnlyWhenTheyCameOverHTTPS() async throws {
        try await withSatchel(settings: { $0.publicURL = nil; $0.trustedProxies = IPRange.loopback }) { t in
            let viaTLS = try await t.request(.GET, "/sign-in", from: "127.0.0.1", headers: ["X-Forwarded-Proto": "https", "Accept": "text/html"])
            #expect(viaTLS.headers.first(name: "Strict-Transport-Security") == "max-age=31536000")
            let plain = try await t.request(.GET, "/sign-in", from: "127.0.0.1", headers: ["X-Forwarded-Proto": "http", "Accept": "text/html"])
            #expect(plain.headers.first(name: "Strict-Transport-Security") == nil)
            let forged = try await t.request(.GET, "/sign-in", from: "198.51.100.4", headers: ["X-Forwarded-Proto": "https", "Accept": "text/html"])
            #expect(forged.headers.first(name: "Strict-Transport-Security") == nil)
        }
    }

    @Test func theStrictTransportHeaderCanBeTurnedOff() async throws {
        try await withSatchel(settings: { $0.publicURL = "https://gifts.example.org"; $0.environment["SATCHEL_HSTS_MAX_AGE"] = "0" }) { t in
            _ = try await t.createAdministrator() // past the first start: pages are not led to /setup
            let page = try await t.request(.GET, "/sign-in", from: "127.0.0.1", headers: ["Accept": "text/html"])
            #expect(page.status == .ok)
            #expect(page.headers.first(name: "Strict-Transport-Security") == nil)
        }
    }

    @Test func theClientAddressIsTheNearestHopThatIsNotATrustedProxy() async throws {
        try await withSatchel(settings: { $0.trustedProxies = [IPRange("10.0.0.0/8")!, IPRange("192.0.2.1")!] }) { t in
            func client(_ peer: String, _ headers: HTTPHeaders) throws -> String? {
                Request(application: t.app, method: .GET, url: "/", headers: headers,
                        remoteAddress: try SocketAddress(ipAddress: peer, port: 1), on: t.app.eventLoopGroup.next()).clientAddress
            }
            let throughTwoProxies = try client("10.0.0.1", ["X-Forwarded-For": "198.51.100.9, 192.0.2.1"])
            let withAForgedFirstHop = try client("10.0.0.1", ["X-Forwarded-For": "6.6.6.6, 198.51.100.9"])
            let direct = try client("203.0.113.1", ["X-Forwarded-For": "198.51.100.9"])
            let standard = try client("10.0.0.1", ["Forwarded": #"for=198.51.100.10, for="[2001:db8::1]:80""#])
            #expect(throughTwoProxies == "198.51.100.9")
            #expect(withAForgedFirstHop == "198.51.100.9", "what the client wrote before the first proxy does not count")
            #expect(direct == "203.0.113.1")
            #expect(standard == "2001:db8::1")
        }
    }

    @Test func metricsAreForClientsOnThisMachineOnly() async throws {
        try await withSatchel(settings: { $0.trustedProxies = [IPRange("127.0.0.1")!] }) { t in
            let local = try await t.request(.GET, "/metrics", from: "127.0.0.1")
            let outside = try await t.request(.GET, "/metrics", from: "203.0.113.1")
            let throughTheProxy = try await t.request(.GET, "/metrics", from: "127.0.0.1", headers: ["X-Forwarded-For": "203.0.113.1"])
            #expect(local.status == .ok)
            #expect(outside.status == .forbidden)
            #expect(throughTheProxy.status == .forbidden, "through the local proxy for an outside client")
        }
        try await withSatchel { t in
            let untrusted = try await t.request(.GET, "/metrics", from: "127.0.0.1", headers: ["X-Forwarded-For": "127.0.0.1"])
            #expect(untrusted.status == .forbidden,
                    "a forwarding header from a proxy nobody said to trust: assume an outside client behind it")
        }
    }

    @Test func addressRangesMatchAsCIDRSays() throws {
        let private10 = try #require(IPRange("10.0.0.0/8"))
        #expect(private10.contains("10.255.1.2"))
        #expect(!private10.contains("11.0.0.1"))
        #expect(IPRange("192.168.1.7")!.contains("192.168.1.7"))
        #expect(!IPRange("192.168.1.7")!.contains("192.168.1.8"))
        #expect(IPRange("2001:db8::/32")!.contains("2001:db8:ffff::1"))
        #expect(!IPRange("2001:db8::/32")!.contains("2001:db9::1"))
        #expect(IPRange("127.0.0.0/8")!.contains("::ffff:127.0.0.1"), "IPv4-mapped IPv6 counts as IPv4")
        #expect(IPRange("10.0.0.0/33") == nil)
        #expect(IPRange("proxy.local") == nil)
        #expect(IPRange.list("10.0.0.0/8, nonsense ,::1").invalid == ["nonsense"])
    }

    @Test(arguments: ["/\t/evil.example", "//evil.example", "/\\evil.example", "%2F%2Fevil.example", "/%09/evil.example",
                      "https://evil.example", "/\n/evil.example", "/%5Cevil.example", "/ /evil.example"])
    func signInNeverRedirectsToAnotherSite(next: String) {
        #expect(LocalPath.safe(next, fallback: "/") == "/")
    }

    @Test func signInRedirectsToAPathOnThisSite() {
        #expect(LocalPath.safe("/wishes?tab=lists#top", fallback: "/") == "/wishes?tab=lists#top")
    }

    @Test func theSignInFormSendsATabbedNextHome() async throws {
        try await withSatchel { t in
            _ = try await t.signUp("ada")
            var browser = Browser(t: t)
            _ = try await browser.get("/sign-in?next=%2F%09%2Fevil.example")
            let res = try await browser.post("/sign-in", ["login": "ada", "password": "correct horse battery", "next": "/\t/evil.example"])
            #expect(res.status == .seeOther)
            #expect(res.headers.first(name: .location) == "/")
        }
    }
}
