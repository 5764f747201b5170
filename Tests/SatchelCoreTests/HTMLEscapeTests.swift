@testable import SatchelCore
import Testing

/// What every page's text and attribute values go through.
@Suite("HTML escaping")
struct HTMLEscapeTests {
    @Test func textEscapesMarkupButNotQuotes() {
        #expect(HTMLEscape.text("<b>Tom & \"Jerry's\"</b>") == "&lt;b&gt;Tom &amp; \"Jerry's\"&lt;/b&gt;")
    }

    @Test func attributesEscapeBothQuotesToo() {
        #expect(HTMLEscape.attribute("x\" onerror='a' <&>") == "x&quot; onerror=&#39;a&#39; &lt;&amp;&gt;")
    }

    @Test func textWithoutMarkupComesBackAsItIsWhateverItsScript() {
        for plain in ["", "Malmö stadsbibliotek", "Dvořák – Slovanské tance", "北京烤鸭 🦆", "e\u{301}"] {
            #expect(HTMLEscape.attribute(plain) == plain)
        }
        #expect(HTMLEscape.text("Å & 日本") == "Å &amp; 日本")
    }
}
