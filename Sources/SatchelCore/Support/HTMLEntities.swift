import Foundation

/// HTML character references, one table for everything Satchel reads: shops' pages (decoded to
/// text) and EPUB chapters (named references XML does not know turned into numbers before
/// parsing). The HTML 4 / XHTML 1 names, and the Czech names shops use.
public enum HTMLEntities {
    /// Named references as text: the table below and XML's own five.
    static let named: [String: String] = {
        var table = codePoints.compactMapValues { Unicode.Scalar($0).map { String(Character($0)) } }
        for (name, text) in ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"] { table[name] = text }
        return table
    }()

    /// Text with every reference decoded (named and numeric); what is not a reference stays.
    public static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out.append(contentsOf: rest[..<amp])
            let afterAmp = rest.index(after: amp)
            let window = rest[afterAmp...].prefix(32)
            if let semicolon = window.firstIndex(of: ";"), let decoded = reference(String(rest[afterAmp..<semicolon])) {
                out.append(contentsOf: decoded)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                out.append("&")
                rest = rest[afterAmp...]
            }
        }
        out.append(contentsOf: rest)
        return out
    }

    /// The text of one reference (between `&` and `;`), or nil when it is not one.
    static func reference(_ body: String) -> String? {
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value: UInt32?
            if digits.first == "x" || digits.first == "X" {
                value = digits.count > 1 && digits.count <= 7 ? UInt32(digits.dropFirst(), radix: 16) : nil
            } else {
                value = !digits.isEmpty && digits.count <= 8 ? UInt32(digits, radix: 10) : nil
            }
            guard let value else { return nil }
            if let windows = windows1252[value] { return String(windows) }
            guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
            return String(Character(scalar))
        }
        return named[body]
    }

    /// What HTML makes of references to the C1 controls: the Windows-1252 characters.
    static let windows1252: [UInt32: Character] = [
        0x80: "€", 0x82: "‚", 0x84: "„", 0x85: "…", 0x8A: "Š", 0x8C: "Œ", 0x8E: "Ž", 0x91: "‘", 0x92: "’",
        0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—", 0x99: "™", 0x9A: "š", 0x9C: "œ", 0x9E: "ž", 0x9F: "Ÿ",
    ]

    /// Named references (beyond XML's own five) and their code points.
    static let codePoints: [String: UInt32] = [
        "AElig": 198, "Aacute": 193, "Acirc": 194, "Agrave": 192, "Alpha": 913, "Aring": 197,
        "Atilde": 195, "Auml": 196, "Beta": 914, "Ccedil": 199, "Chi": 935, "Dagger": 8225,
        "Delta": 916, "ETH": 208, "Eacute": 201, "Ecirc": 202, "Egrave": 200, "Epsilon": 917,
        "Eta": 919, "Euml": 203, "Gamma": 915, "Iacute": 205, "Icirc": 206, "Igrave": 204,
        "Iota": 921, "Iuml": 207, "Kappa": 922, "Lambda": 923, "Mu": 924, "Ntilde": 209,
        "Nu": 925, "OElig": 338, "Oacute": 211, "Ocirc": 212, "Ograve": 210, "Omega": 937,
        "Omicron": 927, "Oslash": 216, "Otilde": 213, "Ouml": 214, "Phi": 934, "Pi": 928,
        "Prime": 8243, "Psi": 936, "Rho": 929, "Scaron": 352, "Sigma": 931, "THORN": 222,
        "Tau": 932, "Theta": 920, "Uacute": 218, "Ucirc": 219, "Ugrave": 217, "Upsilon": 933,
        "Uuml": 220, "Xi": 926, "Yacute": 221, "Yuml": 376, "Zeta": 918, "aacute": 225,
        "acirc": 226, "acute": 180, "aelig": 230, "agrave": 224, "alefsym": 8501, "alpha": 945,
        "and": 8743, "ang": 8736, "aring": 229, "asymp": 8776, "atilde": 227, "auml": 228,
        "bdquo": 8222, "beta": 946, "brvbar": 166, "bull": 8226, "cap": 8745, "ccedil": 231,
        "cedil": 184, "cent": 162, "chi": 967, "circ": 710, "clubs": 9827, "cong": 8773,
        "copy": 169, "crarr": 8629, "cup": 8746, "curren": 164, "dArr": 8659, "dagger": 8224,
        "darr": 8595, "deg": 176, "delta": 948, "diams": 9830, "divide": 247, "eacute": 233,
        "ecirc": 234, "egrave": 232, "empty": 8709, "emsp": 8195, "ensp": 8194, "epsilon": 949,
        "equiv": 8801, "eta": 951, "eth": 240, "euml": 235, "euro": 8364, "exist": 8707,
        "fnof": 402, "forall": 8704, "frac12": 189, "frac14": 188, "frac34": 190, "frasl": 8260,
        "gamma": 947, "ge": 8805, "hArr": 8660, "harr": 8596, "hearts": 9829, "hellip": 8230,
        "iacute": 237, "icirc": 238, "iexcl": 161, "igrave": 236, "image": 8465, "infin": 8734,
        "int": 8747, "iota": 953, "iquest": 191, "isin": 8712, "iuml": 239, "kappa": 954,
        "lArr": 8656, "lambda": 955, "lang": 9001, "laquo": 171, "larr": 8592, "lceil": 8968,
        "ldquo": 8220, "le": 8804, "lfloor": 8970, "lowast": 8727, "loz": 9674, "lrm": 8206,
        "lsaquo": 8249, "lsquo": 8216, "macr": 175, "mdash": 8212, "micro": 181, "middot": 183,
        "minus": 8722, "mu": 956, "nabla": 8711, "nbsp": 160, "ndash": 8211, "ne": 8800,
        "ni": 8715, "not": 172, "notin": 8713, "nsub": 8836, "ntilde": 241, "nu": 957,
        "oacute": 243, "ocirc": 244, "oelig": 339, "ograve": 242, "oline": 8254, "omega": 969,
        "omicron": 959, "oplus": 8853, "or": 8744, "ordf": 170, "ordm": 186, "oslash": 248,
        "otilde": 245, "otimes": 8855, "ouml": 246, "para": 182, "part": 8706, "permil": 8240,
        "perp": 8869, "phi": 966, "pi": 960, "piv": 982, "plusmn": 177, "pound": 163,
        "prime": 8242, "prod": 8719, "prop": 8733, "psi": 968, "rArr": 8658, "radic": 8730,
        "rang": 9002, "raquo": 187, "rarr": 8594, "rceil": 8969, "rdquo": 8221, "real": 8476,
        "reg": 174, "rfloor": 8971, "rho": 961, "rlm": 8207, "rsaquo": 8250, "rsquo": 8217,
        "sbquo": 8218, "scaron": 353, "sdot": 8901, "sect": 167, "shy": 173, "sigma": 963,
        "sigmaf": 962, "sim": 8764, "spades": 9824, "sub": 8834, "sube": 8838, "sum": 8721,
        "sup": 8835, "sup1": 185, "sup2": 178, "sup3": 179, "supe": 8839, "szlig": 223,
        "tau": 964, "there4": 8756, "theta": 952, "thetasym": 977, "thinsp": 8201, "thorn": 254,
        "tilde": 732, "times": 215, "trade": 8482, "uArr": 8657, "uacute": 250, "uarr": 8593,
        "ucirc": 251, "ugrave": 249, "uml": 168, "upsih": 978, "upsilon": 965, "uuml": 252,
        "weierp": 8472, "xi": 958, "yacute": 253, "yen": 165, "yuml": 255, "zeta": 950,
        "zwj": 8205, "zwnj": 8204,
        // Czech names from HTML5, common in shops' pages.
        "Ccaron": 268, "ccaron": 269, "Dcaron": 270, "dcaron": 271, "Ecaron": 282, "ecaron": 283, "Ncaron": 327,
        "ncaron": 328, "Rcaron": 344, "rcaron": 345, "Tcaron": 356, "tcaron": 357, "Uring": 366, "uring": 367,
        "Zcaron": 381, "zcaron": 382,
    ]

    /// Replaces every named reference XML does not know with its number; unknown names stay
    /// (and make the document malformed, which is reported).
    public static func numbered(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(10).firstIndex(of: ";"), let code = codePoints[String(after[..<semicolon])] {
                out += "&#\(code);"
                rest = after[after.index(after: semicolon)...]
            } else {
                out += "&"
                rest = after
            }
        }
        out += rest
        return out
    }
}
