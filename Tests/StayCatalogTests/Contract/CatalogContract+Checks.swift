import XCTest

extension CatalogContract {
    // MARK: - Every check

    /// One check of the contract: its name and how to run it.
    struct Check: Sendable {
        /// The check's name, as failures report it.
        let name: String
        /// Runs it on a fresh catalogue of the contract.
        let run: @Sendable (CatalogContract) async throws -> Void
    }

    /// Every check, listed once: `runEveryCheck()` runs them all, so a check added here runs on every catalogue.
    static let checks: [Check] = [
        Check(name: "availabilityEdges") { try await $0.availabilityEdges() },
        Check(name: "guestPetAndMinimumNightRules") { try await $0.guestPetAndMinimumNightRules() },
        Check(name: "priceArithmetic") { try await $0.priceArithmetic() },
        Check(name: "histogramTotals") { try await $0.histogramTotals() },
        Check(name: "cursors") { try await $0.cursors() },
        Check(name: "reservations") { try await $0.reservations() },
        Check(name: "concurrentOverlappingBookings") { try await $0.concurrentOverlappingBookings() },
        Check(name: "idempotencyKeyOfACancelledBooking") { try await $0.idempotencyKeyOfACancelledBooking() },
        Check(name: "accounts") { try await $0.accounts() },
        Check(name: "guestReservationPages") { try await $0.guestReservationPages() },
        Check(name: "cancellationRefunds") { try await $0.cancellationRefunds() },
        Check(name: "takenNights") { try await $0.takenNights() },
        Check(name: "filteredSearches") { try await $0.filteredSearches() },
        Check(name: "boxSearches") { try await $0.boxSearches() },
        Check(name: "browsingWithoutDates") { try await $0.browsingWithoutDates() },
        Check(name: "flexibleAroundDates") { try await $0.flexibleAroundDates() },
        Check(name: "flexibleWeekendsInAMonth") { try await $0.flexibleWeekendsInAMonth() },
        Check(name: "mixedCurrencies") { try await $0.mixedCurrencies() },
        Check(name: "bookingInTheStaysCurrency") { try await $0.bookingInTheStaysCurrency() },
        Check(name: "realAndSyntheticStays") { try await $0.realAndSyntheticStays() },
        Check(name: "writingAListingIdAgainIsRefusedAsAWhole") {
            try await $0.writingAListingIdAgainIsRefusedAsAWhole()
        },
        Check(name: "blockingFreeNights") { try await $0.blockingFreeNights() },
        Check(name: "blockingBookedNights") { try await $0.blockingBookedNights() },
        Check(name: "blockingTwiceAndUnknownStays") { try await $0.blockingTwiceAndUnknownStays() },
        Check(name: "concurrentBookingAndBlocking") { try await $0.concurrentBookingAndBlocking() },
        Check(name: "aNewListingIsFoundAndBooked") { try await $0.aNewListingIsFoundAndBooked() },
        Check(name: "editingAListing") { try await $0.editingAListing() },
        Check(name: "unlistingAndRelisting") { try await $0.unlistingAndRelisting() },
        Check(name: "onlyItsHostEditsAListing") { try await $0.onlyItsHostEditsAListing() },
        Check(name: "unblockingNights") { try await $0.unblockingNights() },
        Check(name: "feedTokensOfAListing") { try await $0.feedTokensOfAListing() },
        Check(name: "aStaysBookingsForItsHost") { try await $0.aStaysBookingsForItsHost() },
        Check(name: "importFeedsOfAListing") { try await $0.importFeedsOfAListing() },
        Check(name: "replacingEveryStayRemovesListings") { try await $0.replacingEveryStayRemovesListings() },
        Check(name: "photosOfAListing") { try await $0.photosOfAListing() },
    ]

    /// Runs every check in `checks`; one that throws fails with its name and the others still run. A skip (no test
    /// database) skips the whole run.
    func runEveryCheck(file: StaticString = #filePath, line: UInt = #line) async throws {
        for check in Self.checks {
            do {
                try await check.run(self)
            } catch let skip as XCTSkip {
                throw skip
            } catch {
                XCTFail("\(check.name): \(error)", file: file, line: line)
            }
        }
    }
}
