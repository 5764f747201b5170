import Foundation

/// How place names are compared: case, diacritics and punctuation do not matter
/// ("Malmö" = "malmo", "U.K." = "uk", "Saint-Étienne" = "saint etienne").
public enum PlaceText {
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return foldASCII(text) }
        return foldUnicode(text)
    }

    /// The same result for plain ASCII, without Foundation's Unicode folding (catalogue imports
    /// fold millions of mostly-ASCII strings).
    static func foldASCII(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "."), UInt8(ascii: "'"), UInt8(ascii: "`"):
                continue
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingSpace && !out.isEmpty { out.append(UInt8(ascii: " ")) }
                pendingSpace = false
                out.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
            default:
                pendingSpace = true
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func foldUnicode(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var out = ""
        out.reserveCapacity(folded.utf8.count)
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            switch scalar {
            case ".", "'", "’", "ʻ", "`": continue // "U.K." is "uk", "Xi'an" is "xian"
            case "ß": out += "ss"; pendingSpace = false; continue
            case "ø": out += "o"; continue
            case "æ": out += "ae"; continue
            case "đ": out += "d"; continue
            case "ł": out += "l"; continue
            case "ı": out += "i"; continue
            default: break
            }
            if CharacterSet.alphanumerics.contains(scalar) {
                if pendingSpace && !out.isEmpty { out += " " }
                pendingSpace = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return out
    }
}
