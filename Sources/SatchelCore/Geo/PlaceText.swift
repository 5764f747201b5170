import Foundation

/// How place names are compared: case, diacritics and punctuation do not matter
/// ("Malmö" = "malmo", "U.K." = "uk", "Saint-Étienne" = "saint etienne").
public enum PlaceText {
    public static func fold(_ text: String) -> String {
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
