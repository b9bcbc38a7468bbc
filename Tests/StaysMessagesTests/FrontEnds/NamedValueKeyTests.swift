import StaysDomain
import StaysMessages
import Testing

/// The front ends name domain values through keys built from their codes (`app.amenity.<code>`); every value has
/// its message in every catalogue.
@Suite struct NamedValueKeyTests {
    static let keys: [String] =
        Amenity.allCases.map { "app.amenity.\($0.rawValue)" }
        + PropertyKind.allCases.map { "app.property-kind.\($0.rawValue)" }
        + RoomType.allCases.map { "app.room-type.\($0.rawValue)" }
        + GuestKind.allCases.flatMap { ["app.who.\($0.rawValue)", "app.who.\($0.rawValue).detail"] }
        + StaySort.allCases.map { "app.sort.\($0.rawValue)" }
        + CancellationPolicy.allCases.flatMap {
            ["app.cancellation.\($0.rawValue)", "app.cancellation.\($0.rawValue).summary"]
        }
        + PlaceKind.allCases.map { "app.place-kind.\($0.rawValue)" }
        + ReservationStatus.allCases.map { "app.reservation-status.\($0.rawValue)" }
        + FlexibleDates.Length.allCases.flatMap { ["app.timing.\($0.rawValue)", "app.timing.any-\($0.rawValue)"] }

    @Test func everyNamedValueHasItsMessageInEveryCatalogue() throws {
        for catalog in try MessageCatalogs.shipped().catalogs.values {
            let missing = Self.keys.filter { catalog.messages[$0] == nil }
            #expect(missing.isEmpty, "\(catalog.languageCode).json lacks \(missing)")
        }
    }

    @Test func englishPoliciesReadAsTheDomainWritesThem() {
        let english = try? MessageCatalogs.shipped().fallback
        for policy in CancellationPolicy.allCases {
            #expect(english?.text("app.cancellation.\(policy.rawValue).summary") == policy.summary)
        }
    }
}
