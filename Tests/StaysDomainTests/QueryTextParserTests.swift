import StaysDomain
import Testing

@Suite struct QueryTextParserTests {
    let parser = QueryTextParser()

    @Test func plainDecimalsAndNegativeCoordinatesAreRead() throws {
        #expect(try parser.decimal("-33.8", name: "x") == -33.8)
        #expect(try parser.integer("20", name: "limit") == 20)
        #expect(try parser.coordinate("-33.8, 151.2", name: "near") == Coordinate(latitude: -33.8, longitude: 151.2))
    }

    @Test func hexExponentsInfinityAndOverflowAreRefusedByName() {
        for text in ["0x10", "1e3", "inf", "nan", "", "-", "1.2.3", " 4", "+5"] {
            #expect(throws: StayRequestError("x must be a decimal number, got \(text.debugDescription)")) {
                try parser.decimal(text, name: "x")
            }
        }
        #expect(throws: StayRequestError(#"limit must be a whole number, got "99999999999999999999""#)) {
            try parser.integer("99999999999999999999", name: "limit")
        }
        #expect(throws: StayRequestError(#"limit must be a whole number, got "2.5""#)) {
            try parser.integer("2.5", name: "limit")
        }
    }

    @Test func coordinatesOutOfRangeOrMisshapenAreRefused() {
        #expect(throws: StayRequestError(#"near must be LAT,LON (e.g. 37.57,126.98), got "1""#)) {
            try parser.coordinate("1", name: "near")
        }
        #expect(throws: StayRequestError("near: \(PlaceQueryError.longitudeOutOfRange(181).description)")) {
            try parser.coordinate("1,181", name: "near")
        }
    }
}

@Suite struct AccountRulesTests {
    @Test func emailsAreTrimmedLowerCasedAndShapeChecked() throws {
        #expect(try AccountRules.email("  Ada@Example.COM\t") == "ada@example.com")
        for bad in [
            "ada", "@example.com", "ada@example", "ada@.com", "a da@example.com", "ada@@example.com", "a@b.c\u{7}",
        ] {
            #expect(throws: AccountError.invalidEmail) { try AccountRules.email(bad) }
        }
        #expect(throws: AccountError.invalidEmail) {
            try AccountRules.email(String(repeating: "a", count: 250) + "@b.co")
        }
    }

    @Test func namesArePrintableAndPasswordsFitBcrypt() throws {
        #expect(try AccountRules.name("  Zoë ") == "Zoë")
        #expect(throws: AccountError.invalidName) { try AccountRules.name("Ada\u{202E}") }
        #expect(throws: AccountError.invalidName) { try AccountRules.name(String(repeating: "a", count: 101)) }
        #expect(try AccountRules.password(String(repeating: "a", count: 72)).count == 72)
        #expect(throws: AccountError.passwordTooLong(maximum: 72)) {
            try AccountRules.password(String(repeating: "a", count: 73))
        }
    }
}
