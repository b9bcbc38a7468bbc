import Foundation

/// An ISO 4217 currency: its alphabetic code, its numeric code and how many minor-unit digits it has (KRW and JPY
/// none, USD and EUR two, BHD and KWD three).
public struct Currency: Hashable, Sendable, CustomStringConvertible {
    /// The alphabetic code, e.g. "KRW".
    public let code: String
    /// The numeric code, e.g. 410; catalogues keep it beside each searched price.
    public let number: Int
    /// Digits after the decimal point of the minor unit.
    public let minorDigits: Int

    // MARK: - Looking up

    /// The currency with the alphabetic code, in upper case exactly as ISO 4217 writes it; nil for any other text.
    public init?(code: String) {
        guard let found = Self.byCode[code] else { return nil }
        self = found
    }

    /// The currency with the numeric code, or nil.
    public init?(number: Int) {
        guard let found = Self.byNumber[number] else { return nil }
        self = found
    }

    /// The currency a person typed, e.g. "krw" or " KRW ": trimmed and upper-cased, or nil when ISO 4217 lists no
    /// such code.
    public init?(typed text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.utf8.count == 3, trimmed.unicodeScalars.allSatisfy({ $0.isASCII }) else { return nil }
        self.init(code: trimmed.uppercased())
    }

    private init(code: String, number: Int, minorDigits: Int) {
        self.code = code
        self.number = number
        self.minorDigits = minorDigits
    }

    /// The US dollar, the currency stays are priced in where the rates do not convert their country's own.
    public static let usDollar = Currency(code: "USD", number: 840, minorDigits: 2)

    /// Every currency of the table, by code.
    public static let all: [Currency] = ISO4217Table.entries.map {
        Currency(code: $0.code, number: $0.number, minorDigits: $0.digits)
    }

    private static let byCode = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })
    private static let byNumber = Dictionary(uniqueKeysWithValues: all.map { ($0.number, $0) })

    // MARK: - Minor units

    /// Minor units in one major unit: 1, 100 or 1000.
    public var minorUnitsPerMajor: Int {
        (0..<minorDigits).reduce(1) { value, _ in value * 10 }
    }

    /// Minor-unit digits of the code, or 2 for a code ISO 4217 does not list (the cents every price had before
    /// currencies were told apart).
    public static func minorDigits(of code: String) -> Int {
        byCode[code]?.minorDigits ?? 2
    }

    /// Minor units in one major unit of the code (100 for a code ISO 4217 does not list).
    public static func minorUnitsPerMajor(of code: String) -> Int {
        byCode[code]?.minorUnitsPerMajor ?? 100
    }

    /// The code.
    public var description: String { code }
}
