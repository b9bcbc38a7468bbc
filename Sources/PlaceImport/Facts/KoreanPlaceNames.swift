/// Korean names of places people travel to that GeoNames has no Korean name for, by place key: the islands and
/// regions Koreans visit (발리, 하와이, 제주도, 오키나와), and towns and capitals whose Korean names are in every Korean
/// atlas and travel guide but not in cities500 (포르투, 키이우, 서귀포). Common knowledge, in the standard
/// transcription of the National Institute of Korean Language where it has one.
enum KoreanPlaceNames {
    // MARK: - Lookup

    /// The Korean names of the place with this key; empty when there are none.
    static func names(ofPlace key: String) -> [String] {
        table[key].map { [$0] } ?? []
    }

    // MARK: - Facts

    private static let table: [String: String] = [
        "geonames:1580410": "하롱",  // Hạ Long
        "geonames:261745": "이라클리오",  // Heraklion
        "geonames:2542997": "마라케시",  // Marrakesh
        "geonames:1717512": "세부시티",  // Cebu City
        "geonames:6295587": "바탐",  // Batam
        "geonames:2735943": "포르투",  // Porto
        "geonames:400666": "로도스",  // Rhodes
        "geonames:3494242": "푼타카나",  // Punta Cana
        "geonames:4140963": "워싱턴",  // Washington
        "geonames:2512989": "팔마",  // Palma
        "geonames:3201047": "두브로브니크",  // Dubrovnik
        "geonames:2165087": "골드코스트",  // Gold Coast
        "region:ID-02": "발리",  // Bali
        "region:KR-01": "제주도",  // Jeju-do
        "geonames:2516479": "이비사",  // Ibiza
        "region:GR-ESYE43": "크레타",  // Crete
        "geonames:257056": "미코노스",  // Mykonos
        "geonames:3180630": "카프리",  // Capri
        "geonames:3183130": "아말피",  // Amalfi
        "region:US-HI": "하와이",  // Hawaii
        "county:US-HI-Maui County": "마우이",  // Maui
        "county:US-HI-Kauai County": "카우아이",  // Kauai
        "region:IT-15": "시칠리아",  // Sicily
        "region:IT-14": "사르데냐",  // Sardinia
        "region:FR-94": "코르시카",  // Corsica
        "region:JP-47": "오키나와",  // Okinawa
        "region:JP-12": "홋카이도",  // Hokkaido
        "region:CN-31": "하이난",  // Hainan
        "county:PH-07-Province of Cebu": "세부",  // Cebu
        "county:PH-07-Bohol": "보홀",  // Bohol
        "county:PH-41-Province of Palawan": "팔라완",  // Palawan
        "county:MY-02-Langkawi": "랑카위",  // Langkawi
        "region:MY-09": "페낭",  // Penang
        "geonames:148730": "잔지바르",  // Zanzibar
        "region:AU-06": "태즈메이니아",  // Tasmania
        "geonames:8531735": "푸꾸옥",  // Phu Quoc
        "geonames:1154689": "코사무이",  // Ko Samui
        "region:ES-53": "카나리아제도",  // Canary Islands
        "region:PT-10": "마데이라",  // Madeira
        "region:PT-23": "아조레스",  // Azores
        "county:PF-02-Bora-Bora": "보라보라",  // Bora-Bora
        "region:IT-16": "토스카나",  // Tuscany
        "region:FR-93": "프로방스",  // Provence
        "region:FR-28": "노르망디",  // Normandy
        "region:ES-51": "안달루시아",  // Andalusia
        "region:ES-56": "카탈루냐",  // Catalonia
        "region:DE-02": "바이에른",  // Bavaria
        "region:AT-07": "티롤",  // Tyrol
        "region:GB-SCT": "스코틀랜드",  // Scotland
        "county:GB-ENG-Cornwall": "콘월",  // Cornwall
        "region:FI-19": "라플란드",  // Lapland
        "region:IN-33": "고아",  // Goa
        "region:US-CA": "캘리포니아",  // California
        "region:US-FL": "플로리다",  // Florida
        "region:US-AK": "알래스카",  // Alaska
        "region:KR-06": "강원도",  // Gangwon-do
        "geonames:1845020": "통영",  // Tongyeong
        "geonames:6621166": "서귀포",  // Seogwipo
        "county:KR-14-Ulleung-gun": "울릉도",  // Ulleungdo
        "county:KR-20-Namhae-gun": "남해",  // Namhae
        "county:KR-06-Samcheok-si": "삼척",  // Samcheok
        "county:KR-03-Namwon": "남원",  // Namwon
        "county:KR-13-Paju-si": "파주",  // Paju
        "county:KR-13-Pocheon-si": "포천",  // Pocheon
        "geonames:1892823": "동해",  // Donghae
        "geonames:703448": "키이우",  // Kyiv
        "geonames:1692192": "케손시티",  // Quezon City
    ]
}
