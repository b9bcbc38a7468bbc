import StaysDomain
import StaysTestSupport
import Testing

@Suite struct ListingDraftCheckingTests {
    // MARK: - Accepted

    @Test func aGoodDraftComesBackTrimmedWithEachAmenityOnce() throws {
        var draft = ListingDraft.fixture(amenities: [.wifi, .kitchen, .wifi])
        draft.title = "  Hanok room  "
        draft.description = "Line one\nLine two\t."
        let checked = try draft.checked()
        #expect(checked.title == "Hanok room")
        #expect(checked.description == "Line one\nLine two\t.")
        #expect(checked.amenities == [.wifi, .kitchen])
    }

    // MARK: - Refused

    @Test(arguments: [
        ("", "title"), (String(repeating: "a", count: 101), "title"), ("Two\nlines", "title"),
        ("Bell\u{7}", "title"), ("   ", "title"),
    ])
    func badTitlesAreRefused(title: String, field: String) {
        var draft = ListingDraft.fixture()
        draft.title = title
        #expect(throws: ListingDraftError.self) { try draft.checked() }
        #expect((try? draft.checked()) == nil)
        do {
            _ = try draft.checked()
        } catch {
            #expect(error.field == field)
        }
    }

    @Test func eachLimitNamesItsField() {
        let cases: [(String, (inout ListingDraft) -> Void)] = [
            ("description", { $0.description = String(repeating: "x", count: 5_001) }),
            ("houseRules", { $0.houseRules = "Quiet\u{0}" }),
            ("maximumGuests", { $0.maximumGuests = 0 }),
            ("maximumGuests", { $0.maximumGuests = 17 }),
            ("bedrooms", { $0.bedrooms = -1 }),
            ("beds", { $0.beds = 0 }),
            ("bathrooms", { $0.bathrooms = 1.25 }),
            ("bathrooms", { $0.bathrooms = .nan }),
            ("coordinate", { $0.coordinate = Coordinate(latitude: 91, longitude: 0) }),
            ("currency", { $0.nightlyPrice = Money(minorUnits: 100, currency: "XYZ") }),
            ("cleaningFee", { $0.cleaningFee = Money(minorUnits: 100, currency: "USD") }),
            ("nightlyPrice", { $0.nightlyPrice = Money(minorUnits: 0, currency: "KRW") }),
            ("nightlyPrice", { $0.nightlyPrice = Money(minorUnits: 1_000_001, currency: "KRW") }),
            ("cleaningFee", { $0.cleaningFee = Money(minorUnits: -1, currency: "KRW") }),
            ("minimumNights", { $0.minimumNights = 0 }),
            ("maximumNights", { $0.maximumNights = 1 }),
            ("maximumNights", { $0.maximumNights = 1_126 }),
        ]
        for (field, change) in cases {
            var draft = ListingDraft.fixture()
            change(&draft)
            #expect(throws: ListingDraftError.self, "\(field)") { try draft.checked() }
            do {
                _ = try draft.checked()
            } catch {
                #expect(error.field == field)
            }
        }
    }

    @Test func textThatSteersATerminalOrReadsBackwardsIsRefusedAsATitle() {
        for text in HostileText.samples + ["Flat \u{2066}evil\u{2069}", "Flat\u{85}"] {
            var draft = ListingDraft.fixture()
            draft.title = text
            #expect(throws: ListingDraftError.self, "\(text.debugDescription)") { try draft.checked() }
        }
    }

    @Test func emojiAndJoinersAreText() throws {
        var draft = ListingDraft.fixture()
        draft.title = "Family flat 👨\u{200D}👩\u{200D}👧 می\u{200C}خواهم"
        #expect(try draft.checked().title == draft.title)
    }
}
