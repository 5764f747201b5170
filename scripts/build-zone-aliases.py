#!/usr/bin/env python3
"""Builds the time-zone alias table SatchelCore ships: old or alias IANA names -> the name Satchel stores.

    scripts/build-zone-aliases.py [TZDATA_ZI] [OUTPUT_TSV] [ZONE_TAB]

TZDATA_ZI defaults to /usr/share/zoneinfo/tzdata.zi (its `L target alias` lines are the IANA links,
the `backward` file among them); ZONE_TAB to /usr/share/zoneinfo/zone.tab; OUTPUT_TSV to
Sources/SatchelCore/Resources/TimeZones/aliases.tsv. Writes `alias<TAB>canonical`, one a line,
sorted by alias, LF, no header. Standard library only; the same input gives the same bytes.

Browsers and phones report ICU's names, which are often the old ones (Chromium says
Asia/Calcutta); the place data (cities.tsv) and the map only know the current ones.

Choices, so Satchel keeps naming the same country:
- a name listed in zone.tab is a country's own current name (Europe/Bratislava): kept as it is;
- UTC and GMT and their spellings become "UTC", the name Satchel has always stored;
- a few links join places of different countries only because their clocks agree since 1970
  (Iceland -> Africa/Abidjan); those go to the same place's own zone instead (SAME_PLACE).
"""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
UTC_NAMES = {"Etc/UTC", "Etc/GMT"}
SAME_PLACE = {
    "Africa/Asmera": "Africa/Asmara",
    "Africa/Timbuktu": "Africa/Bamako",
    "America/Coral_Harbour": "America/Atikokan",
    "America/Virgin": "America/St_Thomas",
    "Antarctica/South_Pole": "Antarctica/McMurdo",
    "Atlantic/Jan_Mayen": "Europe/Oslo",
    "Iceland": "Atlantic/Reykjavik",
    "Pacific/Ponape": "Pacific/Pohnpei",
    "Pacific/Truk": "Pacific/Chuuk",
    "Pacific/Yap": "Pacific/Chuuk",
}


def main() -> None:
    zi = Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/zoneinfo/tzdata.zi")
    out = Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / "Sources/SatchelCore/Resources/TimeZones/aliases.tsv"
    tab = Path(sys.argv[3] if len(sys.argv) > 3 else "/usr/share/zoneinfo/zone.tab")
    current = {line.split("\t")[2] for line in tab.read_text().splitlines() if line and not line.startswith("#")}
    links = {}
    for line in zi.read_text().splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0] == "L":
            links[parts[2]] = parts[1]

    def resolve(name: str) -> str:
        seen = set()
        while name in links and name not in seen:
            seen.add(name)
            name = links[name]
        return name

    table = {}
    for alias in links:
        if alias in current or alias == "UTC":
            continue
        target = SAME_PLACE.get(alias) or resolve(alias)
        table[alias] = "UTC" if target in UTC_NAMES else target
    for name in UTC_NAMES:
        table[name] = "UTC"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("".join(f"{a}\t{table[a]}\n" for a in sorted(table)), encoding="utf-8")


if __name__ == "__main__":
    main()
