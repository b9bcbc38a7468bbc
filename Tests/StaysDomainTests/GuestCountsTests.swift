import Foundation
import StaysDomain
import Testing

@Suite struct GuestCountsTests {
    @Test func infantsAndPetsDoNotCountTowardOccupancy() throws {
        let counts = try GuestCounts(adults: 2, children: 1, infants: 3, pets: 2)
        #expect(counts.occupancy == 3)
        #expect(!counts.isEmpty)
        #expect(GuestCounts().isEmpty)
    }

    @Test func sixteenGuestsAreAllowedAndSeventeenAreNot() throws {
        #expect(try GuestCounts(adults: 10, children: 6, infants: 5, pets: 5).occupancy == 16)
        #expect(throws: GuestCountsError.tooManyGuests(17, maximum: 16)) {
            try GuestCounts(adults: 10, children: 7, infants: 0, pets: 0)
        }
    }

    @Test func moreThanFiveInfantsOrPetsAreRejected() {
        #expect(throws: GuestCountsError.tooManyInfants(6, maximum: 5)) {
            try GuestCounts(adults: 1, children: 0, infants: 6, pets: 0)
        }
        #expect(throws: GuestCountsError.tooManyPets(6, maximum: 5)) {
            try GuestCounts(adults: 1, children: 0, infants: 0, pets: 6)
        }
    }

    @Test(arguments: [(0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1)])
    func anyoneWithoutAnAdultIsRejected(counts: (Int, Int, Int, Int)) {
        #expect(throws: GuestCountsError.adultRequired) {
            try GuestCounts(adults: counts.0, children: counts.1, infants: counts.2, pets: counts.3)
        }
    }

    @Test func negativeAndHugeCountsAreRejectedWithoutOverflow() {
        #expect(throws: GuestCountsError.negativeCount(.children, -1)) {
            try GuestCounts(adults: 1, children: -1, infants: 0, pets: 0)
        }
        #expect(throws: GuestCountsError.tooManyGuests(.max, maximum: 16)) {
            try GuestCounts(adults: .max, children: .max, infants: 0, pets: 0)
        }
    }

    @Test func settingOneKindKeepsTheOthersAndChecksTheRules() throws {
        let counts = try GuestCounts(adults: 2, children: 1, infants: 0, pets: 0)
        let withPet = try counts.setting(.pets, to: 1)
        #expect(withPet.count(of: .pets) == 1 && withPet.count(of: .adults) == 2 && withPet.children == 1)
        #expect(throws: GuestCountsError.adultRequired) { try counts.setting(.adults, to: 0) }
    }

    @Test func decodingRejectsCountsThatBreakARule() throws {
        let counts = try GuestCounts(adults: 2, children: 0, infants: 1, pets: 1)
        #expect(try JSONDecoder().decode(GuestCounts.self, from: JSONEncoder().encode(counts)) == counts)
        let orphan = Data(#"{"adults":0,"children":2,"infants":0,"pets":0}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GuestCounts.self, from: orphan) }
    }
}
