import ArgumentParser
import StaysDomain
import Testing

@testable import StaysApp

@Suite struct StayFilterCommandLineTests {
    private static let dates = ["--checkin", "2030-06-01", "--checkout", "2030-06-04"]

    private func request(_ arguments: [String]) throws -> StaySearchRequest {
        try StayFilterOptions.parse(arguments).request()
    }

    private func usageMessage(_ arguments: [String]) -> String? {
        do {
            _ = try StaysCommand.parseAsRoot(["search"] + arguments)
            return nil
        } catch {
            return StaysCommand.message(for: error)
        }
    }

    // MARK: - Filters

    @Test func filterFlagsBecomeTheRequestsFilters() throws {
        let parsed = try request(
            ["--place", "seoul"] + Self.dates + [
                "--type", "entire_place", "--type", "private_room", "--kind", "cabin", "--bedrooms", "2", "--beds", "3",
                "--bathrooms", "1.5", "--amenity", "wifi", "--amenity", "hot_tub",
            ])
        #expect(
            parsed.filters
                == (try StayFilters(
                    roomTypes: [.entirePlace, .privateRoom], propertyKinds: [.cabin], minimumBedrooms: 2,
                    minimumBeds: 3, minimumBathrooms: 1.5, amenities: [.wifi, .hotTub])))
        #expect(try request(["--place", "seoul"] + Self.dates).filters == .none)
    }

    @Test func badFiltersAreUsageErrorsNamingTheOption() {
        let place = ["--place", "seoul"] + Self.dates
        #expect(usageMessage(place + ["--amenity", "jacuzzi"])?.hasPrefix("--amenity must name some of wifi") == true)
        #expect(usageMessage(place + ["--type", "castle"])?.hasPrefix("--type must name some of entire_place") == true)
        #expect(usageMessage(place + ["--bedrooms", "51"]) == "--bedrooms must be a whole number from 0 to 50, got 51")
        #expect(
            usageMessage(place + ["--bathrooms", "0.7"])
                == "--bathrooms must be a number in halves from 0 to 50, got 0.7")
    }

    // MARK: - Boxes

    @Test func aBoxReplacesThePlace() throws {
        let parsed = try request(["--bbox", "179,-18,-179,-17"] + Self.dates)
        guard case .box(let box) = parsed.area else {
            Issue.record("not a box: \(parsed.area)")
            return
        }
        #expect(box.southWest == Coordinate(latitude: -18, longitude: 179))
        #expect(usageMessage(Self.dates) == "--place or --bbox is required")
        #expect(usageMessage(["--place", "x", "--bbox", "1,2,3,4"] + Self.dates) == "give --place or --bbox, not both")
        #expect(
            usageMessage(["--bbox", "1,2,3"] + Self.dates)?.hasPrefix("--bbox must be WEST,SOUTH,EAST,NORTH") == true)
    }
}
