import Foundation

/// Language codes as BCP 47 wants them (`sv`, not MARC's `swe`): the two-letter ISO 639-1 code
/// where there is one, else the three-letter code. OPDS feeds use these.
enum LanguageTag {
    /// MARC's bibliographic ISO 639-2 codes that differ from the terminology codes Foundation knows.
    static let bibliographic: [String: String] = [
        "alb": "sqi", "arm": "hye", "baq": "eus", "bur": "mya", "chi": "zho", "cze": "ces", "dut": "nld", "fre": "fra",
        "geo": "kat", "ger": "deu", "gre": "ell", "ice": "isl", "mac": "mkd", "mao": "mri", "may": "msa", "per": "fas",
        "rum": "ron", "slo": "slk", "tib": "bod", "wel": "cym",
    ]

    /// The BCP 47 tag for a stored code (`swe`, `fre`, `sv`, `en-GB`); nil for none or "undetermined".
    static func bcp47(_ code: String?) -> String? {
        guard let raw = code?.trimmingCharacters(in: .whitespaces).lowercased(), !raw.isEmpty, raw != "und" else { return nil }
        let parts = raw.split(separator: "-", maxSplits: 1).map(String.init)
        let primary = bibliographic[parts[0]] ?? parts[0]
        let language = Locale.LanguageCode(primary)
        let short = language.isISOLanguage ? (language.identifier(.alpha2) ?? primary) : primary
        return parts.count > 1 ? short + "-" + parts[1].uppercased() : short
    }
}
