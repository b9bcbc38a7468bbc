import StaysDomain
import Testing

@testable import StayImport

/// The free-form values of Inside Airbnb's columns.
@Suite struct ListingFieldParsersTests {
    @Test(
        arguments: [
            ("$1,200.00", 1200.0), ("€85", 85.0), ("$0.00", nil), ("", nil), ("free", nil), ("$1.5e9", nil),
        ] as [(String, Double?)])
    func prices(text: String, expected: Double?) {
        #expect(ListingFieldParsers.price(text) == expected)
    }

    @Test(
        arguments: [
            ("1 bath", 1.0), ("1.5 shared baths", 1.5), ("Half-bath", 0.5), ("Shared half-bath", 0.5),
            ("2 private baths", 2.0), ("0 baths", 0.0), ("many", nil), ("900 baths", nil),
        ] as [(String, Double?)])
    func bathrooms(text: String, expected: Double?) {
        #expect(ListingFieldParsers.bathrooms(text) == expected)
    }

    @Test func ratingsOnTheOldHundredPointScaleAreBroughtToFive() {
        #expect(ListingFieldParsers.rating("4.89") == 4.89)
        #expect(ListingFieldParsers.rating("98") == 4.9)
        #expect(ListingFieldParsers.rating("") == nil)
        #expect(ListingFieldParsers.rating("0") == nil)
    }

    @Test func amenitiesAreReadAsJSONAndOnlyWhatASearchAsksForIsKept() {
        let text = "[\"Wifi\", \"Kitchen\", \"Pets allowed\", \"Free parking on premises\", \"Hot water\", \"Wifi\"]"
        #expect(ListingFieldParsers.amenities(text) == [.wifi, .kitchen, .petsAllowed, .freeParking])
        #expect(ListingFieldParsers.amenities("[Wifi, Kitchen") == [])
    }

    @Test func olderFilesBraceListsAreReadToo() {
        #expect(
            ListingFieldParsers.amenities("{TV,\"Wireless Internet\",Kitchen,\"Pets allowed\"}") == [
                .tv, .wifi, .kitchen, .petsAllowed,
            ])
        #expect(ListingFieldParsers.amenities("{}") == [])
    }

    @Test func controlCharactersAndRunsOfSpaceLeaveNames() {
        #expect(ListingFieldParsers.cleaned("Loft\u{0}\u{7}  by\nthe\tcanal") == "Loft by the canal")
        #expect(ListingFieldParsers.cleaned(String(repeating: "a", count: 500)).count == 200)
    }

    @Test func roomAndPropertyTypesInStaysWords() {
        #expect(ListingKinds.roomType("Entire home/apt") == .entirePlace)
        #expect(ListingKinds.roomType("Hotel room") == .privateRoom)
        #expect(ListingKinds.roomType("Tent") == nil)
        #expect(ListingKinds.propertyKind("Entire villa") == .villa)
        #expect(ListingKinds.propertyKind("Room in boutique hotel") == .guesthouse)
        #expect(ListingKinds.propertyKind("Private room in home") == .house)
        #expect(ListingKinds.propertyKind("Entire rental unit") == .apartment)
    }
}
