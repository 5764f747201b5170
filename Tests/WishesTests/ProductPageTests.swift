import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor

/// A price as a page writes it, and what it is in minor units.
struct WrittenPrice: Sendable, CustomTestStringConvertible {
    var text: String
    var currency: String
    var minor: Int
    var testDescription: String { "\(text) \(currency)" }
}

@Suite("Reading a product page")
struct ProductPageTests {
    let pageURL = "https://shop.example/products/kite?id=7"

    func page(_ head: String, body: String = "") -> String {
        "<!doctype html>\n<html><head>\n\(head)\n</head><body>\(body)</body></html>"
    }

    @Test func jsonLDProductWithAnOfferObject() {
        let html = page("""
            <title>Ignored title | Kite Shop</title>
            <meta property="og:title" content="Ignored OpenGraph title">
            <script type="application/ld+json">
            {"@context": "https://schema.org", "@type": "Product", "name": "Red Kite",
             "image": "https://cdn.shop.example/kite.jpg",
             "brand": {"@type": "Brand", "name": "Skyward"},
             "offers": {"@type": "Offer", "price": "1299.00", "priceCurrency": "SEK",
                        "seller": {"@type": "Organization", "name": "Kite Shop"}}}
            </script>
            """)
        let product = ProductPage.parse(html: html, pageURL: pageURL)
        #expect(product == ProductPage(name: "Red Kite", price: Price(amount: 129_900, currency: "SEK"),
                                       imageURL: "https://cdn.shop.example/kite.jpg", link: pageURL, store: "Kite Shop"))
    }

    @Test func jsonLDInAGraphWithATypeListAndAnOddlyWrittenScriptTag() {
        let html = page("""
            <script data-id="seo" TYPE='Application/LD+JSON; charset=utf-8' nonce="abc">
            {"@context": "https://schema.org", "@graph": [
              {"@type": "WebSite", "name": "Kite Shop"},
              {"@type": "BreadcrumbList", "itemListElement": []},
              {"@type": ["Product", "Thing"], "name": "Blue Kite", "brand": "Skyward",
               "offers": {"@type": "Offer", "price": 12.5, "priceCurrency": "eur"}}
            ]}
            </script>
            """)
        let product = ProductPage.parse(html: html, pageURL: pageURL)
        #expect(product.name == "Blue Kite")
        #expect(product.price == Price(amount: 1250, currency: "EUR"))
        #expect(product.store == "Skyward")
    }

    @Test func anArrayOfOffersAnAggregateOfferAndAPriceSpecification() {
        let offers = page("""
            <script type="application/ld+json">
            [{"@type": "Organization", "name": "Kite Shop"},
             {"@type": "Product", "name": "Kite", "offers": [
               {"@type": "Offer", "availability": "https://schema.org/OutOfStock"},
               {"@type": "Offer", "price": "19.99", "priceCurrency": "USD"},
               {"@type": "Offer", "price": "24.99", "priceCurrency": "USD"}]}]
            </script>
            """)
        #expect(ProductPage.parse(html: offers, pageURL: pageURL).price == Price(amount: 1999, currency: "USD"))

        let aggregate = page("""
            <script type="application/ld+json">
            {"@type": "Product", "name": "Kite", "offers": {"@type": "AggregateOffer", "lowPrice": "49.5",
             "highPrice": "80", "priceCurrency": "GBP", "offerCount": 3}}
            </script>
            """)
        #expect(ProductPage.parse(html: aggregate, pageURL: pageURL).price == Price(amount: 4950, currency: "GBP"))

        let specification = page("""
            <script type="application/ld+json">
            {"@type": "Product", "name": "Kite", "offers": {"@type": "Offer",
             "priceSpecification": {"@type": "UnitPriceSpecification", "price": 299, "priceCurrency": "CZK"}}}
            </script>
            """)
        #expect(ProductPage.parse(html: specification, pageURL: pageURL).price == Price(amount: 29_900, currency: "CZK"))
    }

    @Test func aPriceWrittenWithACommaAndSpaces() {
        let html = page("""
            <script type="application/ld+json">
            {"@type": "Product", "name": "Tält", "offers": {"price": "1 299,00", "priceCurrency": "SEK"}}
            </script>
            """)
        #expect(ProductPage.parse(html: html, pageURL: pageURL).price == Price(amount: 129_900, currency: "SEK"))
    }

    @Test(arguments: [
        WrittenPrice(text: "1.299,50 €", currency: "EUR", minor: 129_950),
        WrittenPrice(text: "$1,299", currency: "USD", minor: 129_900),
        WrittenPrice(text: "12,5", currency: "EUR", minor: 1250),
        WrittenPrice(text: "1\u{00A0}299,00 kr", currency: "SEK", minor: 129_900),
        WrittenPrice(text: "CHF 1'299.90", currency: "CHF", minor: 129_990),
        WrittenPrice(text: "0.500", currency: "USD", minor: 50),
        WrittenPrice(text: "1.299,-", currency: "EUR", minor: 129_900),
        WrittenPrice(text: "1,234,567.89", currency: "USD", minor: 123_456_789),
        WrittenPrice(text: "19.9951", currency: "EUR", minor: 2000),
        WrittenPrice(text: "12.500", currency: "KWD", minor: 12_500),
    ])
    func writtenPricesBecomeExactMinorUnits(_ written: WrittenPrice) {
        #expect(ProductPage.minorUnits(.text(written.text), currency: written.currency) == written.minor)
    }

    @Test func jsonNumbersAreConvertedWithoutFloatingPointErrors() {
        // 19.99 * 100 is 1998.9999999999998 in binary floating point.
        #expect(ProductPage.minorUnits(.number(19.99), currency: "USD") == 1999)
        #expect(ProductPage.minorUnits(.number(0.29), currency: "EUR") == 29)
        #expect(ProductPage.minorUnits(.number(1299), currency: "SEK") == 129_900)
        #expect(ProductPage.minorUnits(.number(-5), currency: "SEK") == nil)
        #expect(ProductPage.minorUnits(.text("10 - 20"), currency: "SEK") == nil)
        #expect(ProductPage.minorUnits(.text("free"), currency: "SEK") == nil)
    }

    @Test func openGraphOnly() {
        let html = page("""
            <title>Kite – Kite Shop</title>
            <meta property="og:type" content="product">
            <meta property="og:title" content="Green Kite">
            <meta property="og:image" content="http://cdn.shop.example/green.jpg">
            <meta property="og:image:secure_url" content="https://cdn.shop.example/green.jpg">
            <meta property="og:site_name" content="Kite Shop">
            <meta property="product:price:amount" content="249.00">
            <meta property="product:price:currency" content="NOK">
            """)
        #expect(ProductPage.parse(html: html, pageURL: pageURL)
            == ProductPage(name: "Green Kite", price: Price(amount: 24_900, currency: "NOK"),
                           imageURL: "https://cdn.shop.example/green.jpg", link: pageURL, store: "Kite Shop"))

        let ogPrice = page("""
            <meta property="og:title" content="Kite">
            <meta property="og:price:amount" content="15">
            <meta property="og:price:currency" content="EUR">
            """)
        #expect(ProductPage.parse(html: ogPrice, pageURL: pageURL).price == Price(amount: 1500, currency: "EUR"))
    }

    @Test func openGraphFillsWhatJSONLDLacks() {
        let html = page("""
            <meta property="og:image" content="https://cdn.shop.example/og.jpg">
            <meta property="og:site_name" content="Kite Shop">
            <meta property="product:price:currency" content="DKK">
            <script type="application/ld+json">{"@type": "Product", "name": "Kite", "offers": {"price": "99.95"}}</script>
            """)
        let product = ProductPage.parse(html: html, pageURL: pageURL)
        #expect(product == ProductPage(name: "Kite", price: Price(amount: 9995, currency: "DKK"),
                                       imageURL: "https://cdn.shop.example/og.jpg", link: pageURL, store: "Kite Shop"))
    }

    @Test func metaAttributesInEitherOrderWithEitherQuotes() {
        let html = page("""
            <META content='Yellow Kite' property='og:title' />
            <meta
               content="https://cdn.shop.example/yellow.jpg"   name="og:image">
            <meta content=KiteShop name=og:site_name>
            """)
        let product = ProductPage.parse(html: html, pageURL: pageURL)
        #expect(product.name == "Yellow Kite")
        #expect(product.imageURL == "https://cdn.shop.example/yellow.jpg")
        #expect(product.store == "KiteShop")
    }

    @Test func entitiesAreDecoded() {
        let html = page("""
            <meta property="og:title" content="Caf&eacute; &#8220;Kite&#8221; &amp; Co &#x2014; &lt;Large&gt; &unknown; &#150;">
            <meta property="og:site_name" content="Sm&aring;land &amp; &Ccaron;ech">
            """)
        let product = ProductPage.parse(html: html, pageURL: pageURL)
        #expect(product.name == "Café “Kite” & Co — <Large> &unknown; –")
        #expect(product.store == "Småland & Čech")

        let title = page("<title>\n  Kite&nbsp;&amp;\n  String  </title>")
        #expect(ProductPage.parse(html: title, pageURL: pageURL).name == "Kite & String")
    }

    @Test func relativeImageAddressesAreResolvedAndOnlyWebAddressesKept() {
        let absolutePath = page("""
            <script type="application/ld+json">{"@type": "Product", "name": "Kite",
             "image": {"@type": "ImageObject", "url": "/images/kite.jpg"}}</script>
            """)
        #expect(ProductPage.parse(html: absolutePath, pageURL: pageURL).imageURL == "https://shop.example/images/kite.jpg")

        let relative = page(#"<meta property="og:image" content="kite-small.jpg">"#)
        #expect(ProductPage.parse(html: relative, pageURL: pageURL).imageURL == "https://shop.example/products/kite-small.jpg")

        let schemeRelative = page(#"<script type="application/ld+json">{"@type": "Product", "image": ["//cdn.shop.example/a.jpg"]}</script>"#)
        #expect(ProductPage.parse(html: schemeRelative, pageURL: pageURL).imageURL == "https://cdn.shop.example/a.jpg")

        let script = page(#"<meta property="og:image" content="javascript:alert(1)">"#)
        #expect(ProductPage.parse(html: script, pageURL: pageURL).imageURL == nil)
        let data = page(#"<meta property="og:image" content="data:image/png;base64,AAAA">"#)
        #expect(ProductPage.parse(html: data, pageURL: pageURL).imageURL == nil)
    }

    @Test func zeroAndThreeDecimalCurrencies() {
        let yen = page("""
            <script type="application/ld+json">{"@type": "Product", "name": "凧", "offers": {"price": "1,500", "priceCurrency": "JPY"}}</script>
            """)
        #expect(ProductPage.parse(html: yen, pageURL: pageURL).price == Price(amount: 1500, currency: "JPY"))
        #expect(ProductPage.minorUnits(.number(1500), currency: "JPY") == 1500)
        #expect(ProductPage.minorUnits(.text("¥1500"), currency: "JPY") == 1500)
        #expect(ProductPage.minorUnits(.text("12.5"), currency: "KWD") == 12_500)
    }

    @Test func aPageWithoutProductDataKeepsOnlyTheLink() {
        let html = page(#"<meta name="viewport" content="width=device-width">"#, body: "<h1>Welcome</h1>")
        let product = ProductPage.parse(html: html, pageURL: pageURL)
        #expect(product == ProductPage(link: pageURL))
        #expect(ProductPage.parse(html: "", pageURL: pageURL) == ProductPage(link: pageURL))
        #expect(ProductPage.parse(html: "<<<>>> &&& <script", pageURL: pageURL) == ProductPage(link: pageURL))
    }

    @Test func namesAreLimitedTo120Characters() {
        let long = String(repeating: "Kite ", count: 60)
        let html = page(#"<meta property="og:title" content="\#(long)">"#)
        let name = ProductPage.parse(html: html, pageURL: pageURL).name
        #expect(name?.count == 119)  // 120 characters, the trailing space trimmed
        #expect(name?.hasPrefix("Kite Kite") == true)
    }

    @Test func commentsScriptsAndRelatedProductsAreNotMistakenForTheProduct() {
        let html = page("""
            <!-- <meta property="og:title" content="Commented out"> -->
            <script>var tag = '<meta property="og:title" content="In a script">';</script>
            <script type="application/ld+json">
            {"@type": "ItemList", "itemListElement": [{"@type": "Product", "name": "A related kite"}]}
            </script>
            <meta property="og:title" content="The real kite">
            """)
        #expect(ProductPage.parse(html: html, pageURL: pageURL).name == "The real kite")
    }

    @Test func sloppyJSONLDIsStillRead() {
        let html = page("""
            <script type="application/ld+json">
            <!--
            {"@type": "Product", "name": "Kite
            with a line break", "offers": {"price": "5.00", "priceCurrency": "EUR",},}
            -->
            </script>
            """)
        let product = ProductPage.parse(html: html, pageURL: pageURL)
        #expect(product.name == "Kite with a line break")
        #expect(product.price == Price(amount: 500, currency: "EUR"))
    }

    @Test func variantsFillThePriceOfAProductGroup() {
        let html = page("""
            <script type="application/ld+json">
            {"@type": "ProductGroup", "name": "Kite", "hasVariant": [
              {"@type": "Product", "name": "Kite, small", "image": "https://cdn.shop.example/s.jpg",
               "offers": {"price": "10.00", "priceCurrency": "EUR"}}]}
            </script>
            """)
        let product = ProductPage.parse(html: html, pageURL: pageURL)
        #expect(product.name == "Kite")
        #expect(product.price == Price(amount: 1000, currency: "EUR"))
        #expect(product.imageURL == "https://cdn.shop.example/s.jpg")
    }

    @Test func latin1PagesAreDecoded() {
        let bytes: [UInt8] = Array("<title>Sm".utf8) + [0xE5] + Array("land</title>".utf8)
        let text = ProductPage.decodeBody(bytes, contentType: "text/html")
        #expect(ProductPage.parse(html: text, pageURL: pageURL).name == "Småland")
    }

    @Test func aLinkIsFetchedSafelyAndRead() async throws {
        let server = try await Application.make(.testing)
        do {
            server.get("kite") { _ async throws -> Response in
                Response(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: .init(string: """
                    <html><head><script type="application/ld+json">
                    {"@type": "Product", "name": "Fetched Kite", "image": "/kite.jpg",
                     "offers": {"price": "12.50", "priceCurrency": "EUR"}}
                    </script></head></html>
                    """))
            }
            server.get("go") { _ async throws -> Response in
                Response(status: .found, headers: ["Location": "/kite"])
            }
            server.http.server.configuration.port = 0
            try await server.server.start(address: .hostname("127.0.0.1", port: 0))
            let port = try #require(server.http.server.shared.localAddress?.port)
            let link = "http://127.0.0.1:\(port)/go"
            let fetcher = SafeFetcher(policy: .init(timeout: .seconds(60), allowLoopbackForTests: true))
            let product = try await ProductPage.fetch(link, fetcher: fetcher)
            #expect(product == ProductPage(name: "Fetched Kite", price: Price(amount: 1250, currency: "EUR"),
                                           imageURL: "http://127.0.0.1:\(port)/kite.jpg", link: link))
            // Without the test exception, this machine's own address is refused.
            await #expect(throws: AppError.invalid("link", "link.private_address")) {
                _ = try await ProductPage.fetch(link, fetcher: SafeFetcher())
            }
        } catch {
            await server.server.shutdown()
            try? await server.asyncShutdown()
            throw error
        }
        await server.server.shutdown()
        try await server.asyncShutdown()
    }
}
