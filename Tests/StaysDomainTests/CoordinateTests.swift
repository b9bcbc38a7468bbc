import Testing
@testable import StaysDomain

@Suite struct CoordinateTests {
    @Test func distanceBetweenSeoulAndBusanIsAboutThreeHundredThirtyKilometres() {
        let seoul = Coordinate(latitude: 37.566, longitude: 126.9784)
        let busan = Coordinate(latitude: 35.1028, longitude: 129.0403)
        #expect(abs(seoul.distanceKilometres(to: busan) - 330) < 5)
    }

    @Test func validatedRejectsLatitudeOutOfRange() {
        #expect(throws: PlaceQueryError.latitudeOutOfRange(91)) {
            try Coordinate.validated(latitude: 91, longitude: 0)
        }
    }

    @Test func validatedRejectsNotANumber() {
        #expect(throws: PlaceQueryError.self) { try Coordinate.validated(latitude: 0, longitude: .nan) }
    }
}
