import Foundation
import SatchelTesting
@testable import SatchelCore
import Testing
import Vapor

/// A real web server on 127.0.0.1 with the pages the fetcher is tried on.
enum PageServer {
    static let productHTML = """
        <!doctype html><html><head><title>Kite</title>
        <script type="application/ld+json">{"@type": "Product", "name": "Red Kite",
         "offers": {"price": "12.50", "priceCurrency": "EUR"}}</script>
        </head><body><h1>Red Kite</h1></body></html>
        """

    static func html(_ text: String) -> Response {
        Response(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: .init(string: text))
    }

    static func redirect(_ location: String, _ status: HTTPResponseStatus = .found) -> Response {
        Response(status: status, headers: ["Location": location])
    }

    static func routes(_ app: Application) {
        app.get("product") { _ async throws -> Response in PageServer.html(PageServer.productHTML) }
        app.get("redirect") { _ async throws -> Response in PageServer.redirect("/product", .movedPermanently) }
        app.get("hop", ":n") { req async throws -> Response in
            let n = try req.parameters.require("n", as: Int.self)
            return n > 0 ? PageServer.redirect("/hop/\(n - 1)", .temporaryRedirect) : PageServer.html(PageServer.productHTML)
        }
        app.get("to-private") { _ async throws -> Response in PageServer.redirect("http://10.0.0.1/") }
        app.get("to-metadata") { _ async throws -> Response in PageServer.redirect("http://169.254.169.254/latest/meta-data") }
        app.get("to-ftp") { _ async throws -> Response in PageServer.redirect("ftp://127.0.0.1/kite.zip") }
        app.get("loop-a") { _ async throws -> Response in PageServer.redirect("/loop-b") }
        app.get("loop-b") { _ async throws -> Response in PageServer.redirect("/loop-a") }
        app.get("large") { _ async throws -> Response in
            PageServer.html(String(repeating: "a", count: 3 * 1024 * 1024))
        }
        app.get("large-stream") { _ async throws -> Response in
            // No Content-Length: the limit has to be enforced while reading.
            let body = Response.Body(asyncStream: { writer in
                let chunk = ByteBuffer(repeating: UInt8(ascii: "a"), count: 64 * 1024)
                do {
                    for _ in 0..<48 { try await writer.writeBuffer(chunk) }
                    try await writer.write(.end)
                } catch {
                    // The fetcher hung up early (as it should): close the stream properly.
                    try? await writer.write(.error(error))
                }
            })
            return Response(status: .ok, headers: ["Content-Type": "text/html"], body: body)
        }
        app.get("large-image") { _ async throws -> Response in
            let body = Response.Body(asyncStream: { writer in
                let chunk = ByteBuffer(repeating: 0xFF, count: 64 * 1024)
                do {
                    for _ in 0..<48 { try await writer.writeBuffer(chunk) }
                    try await writer.write(.end)
                } catch {
                    // The fetcher hung up early (as it should): close the stream properly.
                    try? await writer.write(.error(error))
                }
            })
            return Response(status: .ok, headers: ["Content-Type": "image/jpeg"], body: body)
        }
        app.get("slow") { _ async throws -> Response in
            // Far slower than the test's timeout: were the timeout ignored, the fetch would succeed.
            try await Task.sleep(for: .seconds(10))
            return PageServer.html(PageServer.productHTML)
        }
        app.get("image") { _ async throws -> Response in
            Response(status: .ok, headers: ["Content-Type": "image/png"],
                     body: .init(buffer: ByteBuffer(bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])))
        }
    }

    /// Runs `body` with the server's port.
    static func with(_ body: (Int) async throws -> Void) async throws {
        let server = try await Application.make(.testing)
        do {
            routes(server)
            server.http.server.configuration.port = 0
            try await server.server.start(address: .hostname("127.0.0.1", port: 0))
            let port = try #require(server.http.server.shared.localAddress?.port)
            try await body(port)
        } catch {
            await server.server.shutdown()
            try? await server.asyncShutdown()
            throw error
        }
        await server.server.shutdown()
        try await server.asyncShutdown()
    }
}

@Suite("Fetching a product link safely")
struct SafeFetcherTests {
    /// Like production, except that this machine's loopback address is allowed so the local page
    /// server can be reached; every other internal range is still refused.
    /// A page on this machine, with time to spare: the whole suite runs at once on two cores, and
    /// a 10-second limit failed these tests now and then under that load (`aSlowPageTimesOut`
    /// checks the limit itself).
    let local = SafeFetcher(policy: .init(timeout: .seconds(60), allowLoopbackForTests: true))

    /// The catalogue code of the field problem a fetch fails with, or nil when it succeeds.
    func failure(_ fetcher: SafeFetcher, _ link: String, accept: SafeFetcher.Accept = .html) async -> String? {
        do {
            _ = try await fetcher.fetch(link, accept: accept)
            return nil
        } catch let error as AppError {
            #expect(error.kind == .validation)
            #expect(error.fields.first?.field == "link")
            return error.fields.first?.code ?? error.code
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func loopbackIsRefusedWithTheStandardPolicy() async throws {
        try await PageServer.with { port in
            #expect(await failure(SafeFetcher(), "http://127.0.0.1:\(port)/product") == "link.private_address")
            #expect(await failure(SafeFetcher(), "http://localhost:\(port)/product") == "link.private_address")
        }
    }

    @Test func aLocalPageIsFetchedWithTheLoopbackExceptionForTests() async throws {
        try await PageServer.with { port in
            let page = try await local.fetch("http://127.0.0.1:\(port)/product")
            #expect(page.finalURL == "http://127.0.0.1:\(port)/product")
            #expect(page.contentType == "text/html; charset=utf-8")
            #expect(String(decoding: page.body, as: UTF8.self) == PageServer.productHTML)
        }
    }

    @Test func redirectsAreFollowedUpToTheLimit() async throws {
        try await PageServer.with { port in
            let redirected = try await local.fetch("http://127.0.0.1:\(port)/redirect")
            #expect(redirected.finalURL == "http://127.0.0.1:\(port)/product")
            #expect(String(decoding: redirected.body, as: UTF8.self).contains("Red Kite"))
            let fiveHops = try await local.fetch("http://127.0.0.1:\(port)/hop/5")
            #expect(fiveHops.finalURL == "http://127.0.0.1:\(port)/hop/0")
            #expect(await failure(local, "http://127.0.0.1:\(port)/hop/6") == "link.too_many_redirects")
        }
    }

    @Test func everyRedirectTargetIsCheckedAgain() async throws {
        try await PageServer.with { port in
            #expect(await failure(local, "http://127.0.0.1:\(port)/to-private") == "link.private_address")
            #expect(await failure(local, "http://127.0.0.1:\(port)/to-metadata") == "link.private_address")
            #expect(await failure(local, "http://127.0.0.1:\(port)/to-ftp") == "link.scheme")
        }
    }

    @Test func aRedirectLoopIsRefused() async throws {
        try await PageServer.with { port in
            #expect(await failure(local, "http://127.0.0.1:\(port)/loop-a") == "link.too_many_redirects")
        }
    }

    @Test(arguments: ["ftp://example.com/kite.zip", "file:///etc/passwd", "javascript:alert(1)", "gopher://example.com/",
                      "data:text/html,Kite"])
    func onlyHTTPAndHTTPSAreFetched(link: String) async {
        #expect(await failure(local, link) == "link.scheme")
    }

    @Test(arguments: ["http://user:pw@example.com/", "http://user@example.com/", "https://@example.com/", "http:///kite",
                      "example.com/kite", "", "   ", "https://exa mple.com/", "https://example.com\\@10.0.0.1/"])
    func userInformationAndMalformedAddressesAreRefused(link: String) async {
        #expect(await failure(local, link) == "link.invalid")
    }

    /// None of these reach the network: they are refused before any connection, even with the
    /// loopback exception the tests use.
    @Test(arguments: [
        "http://[::ffff:127.0.0.1]/", "http://169.254.169.254/latest/meta-data", "http://10.0.0.1/", "http://172.16.5.4/",
        "http://172.31.255.255/", "http://192.168.1.1/", "http://100.64.0.1/", "http://0.0.0.0/", "http://[::]/",
        "http://[fe80::1]/", "http://[fd12:3456::1]/", "http://224.0.0.251/", "http://255.255.255.255/",
        "http://[::ffff:10.0.0.1]/", "http://[64:ff9b::a9fe:a9fe]/", "http://[2002:a00:1::]/", "http://[ff02::1]/",
        "https://[::ffff:169.254.169.254]:8443/",
    ])
    func internalAddressesAreRefusedEvenWithTheTestException(link: String) async {
        #expect(await failure(local, link) == "link.private_address")
    }

    @Test(arguments: ["http://127.0.0.1/", "http://127.1/", "http://2130706433/", "http://[::1]/", "http://localhost/",
                      "HTTP://LOCALHOST/"])
    func everySpellingOfLoopbackIsRefusedByDefault(link: String) async {
        #expect(await failure(SafeFetcher(), link) == "link.private_address")
    }

    @Test func aBodyOverTheLimitIsAbandoned() async throws {
        try await PageServer.with { port in
            #expect(await failure(local, "http://127.0.0.1:\(port)/large") == "link.too_large")
            #expect(await failure(local, "http://127.0.0.1:\(port)/large-stream") == "link.too_large")
            let roomy = SafeFetcher(policy: .init(maxBytes: 4 * 1024 * 1024, timeout: .seconds(60), allowLoopbackForTests: true))
            let page = try await roomy.fetch("http://127.0.0.1:\(port)/large-stream")
            #expect(page.body.count == 3 * 1024 * 1024)
        }
    }

    @Test func aSlowPageTimesOut() async throws {
        try await PageServer.with { port in
            let impatient = SafeFetcher(policy: .init(timeout: .seconds(1), allowLoopbackForTests: true))
            #expect(await failure(impatient, "http://127.0.0.1:\(port)/slow") == "link.timeout")
        }
    }

    @Test func onlyHTMLPagesAndSuccessfulAnswersAreRead() async throws {
        try await PageServer.with { port in
            #expect(await failure(local, "http://127.0.0.1:\(port)/image") == "link.not_html")
            #expect(await failure(local, "http://127.0.0.1:\(port)/missing") == "link.unreachable")
        }
    }

    @Test func anImageIsFetchedOnlyAsAnImage() async throws {
        try await PageServer.with { port in
            let image = try await local.fetch("http://127.0.0.1:\(port)/image", accept: .image)
            #expect(image.body == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect(image.contentType == "image/png")
            #expect(await failure(local, "http://127.0.0.1:\(port)/product", accept: .image) == "image.unsupported")
            let small = SafeFetcher(policy: .init(maxImageBytes: 1024 * 1024, timeout: .seconds(60), allowLoopbackForTests: true))
            #expect(await failure(small, "http://127.0.0.1:\(port)/large-image", accept: .image) == "image.too_large")
            #expect(try await local.fetch("http://127.0.0.1:\(port)/large-image", accept: .image).body.count == 3 * 1024 * 1024)
            #expect(await failure(local, "http://127.0.0.1:\(port)/to-private", accept: .image) == "link.private_address")
        }
    }

    @Test func addressesAreClassified() throws {
        func kind(_ literal: String) throws -> SafeFetcher.AddressClass {
            SafeFetcher.classify(try #require(SafeFetcher.literalBytes(literal), "\(literal)"))
        }
        for global in ["8.8.8.8", "93.184.216.34", "100.63.255.255", "100.128.0.1", "172.15.255.255", "172.32.0.1",
                       "192.169.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1"] {
            #expect(try kind(global) == .global, "\(global)")
        }
        for loopback in ["127.0.0.1", "127.255.0.9", "::1"] {
            #expect(try kind(loopback) == .loopback, "\(loopback)")
        }
        for restricted in ["10.1.2.3", "100.64.0.0", "100.127.255.255", "169.254.0.1", "172.16.0.0", "192.168.255.255",
                           "0.1.2.3", "192.0.2.1", "198.18.0.1", "240.0.0.1", "::ffff:127.0.0.1", "::127.0.0.1",
                           "fc00::1", "fdff::1", "fe80::1", "febf::1", "fec0::1", "ff0e::1", "2001:db8::1", "2001::1",
                           "64:ff9b:1::1", "100::1", "2002:7f00:1::"] {
            #expect(try kind(restricted) == .restricted, "\(restricted)")
        }
        #expect(SafeFetcher.format([192, 0, 2, 1]) == "192.0.2.1")
        #expect(SafeFetcher.format(try #require(SafeFetcher.literalBytes("2001:db8::1"))) == "2001:db8:0:0:0:0:0:1")
    }
}
