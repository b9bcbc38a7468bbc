import StaysDomain
import StaysTestSupport
import Testing

@Suite struct StayTermsTests {
    private func terms(
        maximumGuests: Int = 4, allowsPets: Bool = false, minimumNights: Int = 3, nightlyCents: Int = 10_000,
        cleaningCents: Int = 2_500, maximumNights: Int? = nil
    ) -> StayTerms {
        StayTerms(
            maximumGuests: maximumGuests, allowsPets: allowsPets, minimumNights: minimumNights,
            maximumNights: maximumNights, nightlyCents: nightlyCents, cleaningCents: cleaningCents, currency: "EUR",
            cancellationPolicy: .moderate)
    }

    // MARK: - Rules

    @Test func exactlyTheMaximumNightsIsPricedAndOneMoreIsRefused() throws {
        let priced = try terms(maximumNights: 5).price(.fixture("2030-03-01", "2030-03-06"), guests: .fixture())
        #expect(priced.nights == 5)
        #expect(throws: StayQueryError.aboveMaximumNights(5)) {
            try terms(maximumNights: 5).price(.fixture("2030-03-01", "2030-03-07"), guests: .fixture())
        }
    }

    @Test func exactlyTheMinimumNightsIsPricedAndOneFewerIsRefused() throws {
        let priced = try terms().price(.fixture("2030-03-01", "2030-03-04"), guests: .fixture())
        #expect(priced.nights == 3)
        #expect(throws: StayQueryError.belowMinimumNights(3)) {
            try terms().price(.fixture("2030-03-01", "2030-03-03"), guests: .fixture())
        }
    }

    @Test func occupancyEqualToTheMaximumIsAllowedAndOneMoreIsRefused() throws {
        let dates = StayDates.fixture("2030-03-01", "2030-03-05")
        _ = try terms().price(dates, guests: .fixture(adults: 2, children: 2, infants: 3))
        #expect(throws: StayQueryError.tooManyGuests(maximum: 4)) {
            try terms().price(dates, guests: .fixture(adults: 3, children: 2))
        }
    }

    @Test func petsNeedAStayThatAllowsThem() throws {
        let dates = StayDates.fixture("2030-03-01", "2030-03-05")
        #expect(throws: StayQueryError.petsNotAllowed) { try terms().price(dates, guests: .fixture(pets: 1)) }
        _ = try terms(allowsPets: true).price(dates, guests: .fixture(pets: 2))
    }

    @Test func guestsAreCheckedBeforePetsAndPetsBeforeNights() {
        let short = StayDates.fixture("2030-03-01", "2030-03-02")
        #expect(throws: StayQueryError.tooManyGuests(maximum: 4)) {
            try terms().price(short, guests: .fixture(adults: 5, pets: 1))
        }
        #expect(throws: StayQueryError.petsNotAllowed) { try terms().price(short, guests: .fixture(pets: 1)) }
    }

    // MARK: - Price

    @Test func totalIsNightsTimesNightlyPlusCleaningInTheStaysCurrency() throws {
        let priced = try terms().price(.fixture("2030-03-01", "2030-03-08"), guests: .fixture())
        #expect(priced.nightlyPrice == Money(minorUnits: 10_000, currency: "EUR"))
        #expect(priced.cleaningFee == Money(minorUnits: 2_500, currency: "EUR"))
        #expect(priced.totalPrice == Money(minorUnits: 72_500, currency: "EUR"))
    }

    @Test func aTotalThatOverflowsIsRefusedInsteadOfTrapping() {
        let dates = StayDates.fixture("2030-03-01", "2030-03-04")
        #expect(throws: StayQueryError.priceOutOfRange) {
            try terms(nightlyCents: Int.max / 2).price(dates, guests: .fixture())
        }
        #expect(throws: StayQueryError.priceOutOfRange) {
            try terms(nightlyCents: 1, cleaningCents: Int.max).price(dates, guests: .fixture())
        }
    }

    @Test func aNegativeStoredPriceIsRefused() {
        let dates = StayDates.fixture("2030-03-01", "2030-03-04")
        #expect(throws: StayQueryError.priceOutOfRange) {
            try terms(nightlyCents: -1).price(dates, guests: .fixture())
        }
        #expect(throws: StayQueryError.priceOutOfRange) {
            try terms(cleaningCents: -500).price(dates, guests: .fixture())
        }
    }

    @Test func aStayThatTakesNoGuestsRefusesEveryBooking() {
        #expect(throws: StayQueryError.tooManyGuests(maximum: 0)) {
            try terms(maximumGuests: 0).price(.fixture("2030-03-01", "2030-03-04"), guests: .fixture(adults: 1))
        }
    }

    @Test func termsOfAStayAreItsListedOnes() {
        let stay = Stay.fixture(
            nightlyCents: 9_900, cleaningCents: 100, maximumGuests: 2, minimumNights: 2, cancellationPolicy: .strict)
        let expected = StayTerms(
            maximumGuests: 2, allowsPets: false, minimumNights: 2, nightlyCents: 9_900, cleaningCents: 100,
            currency: "USD", cancellationPolicy: .strict)
        #expect(StayTerms(stay) == expected)
    }
}
