import Foundation
import Testing

/// `stays import` run as a person runs it: a gzip listings file with real-world quirks into a new catalogue, then
/// a search that finds the listings as real stays.
@Suite struct ImportProcessTests {
    static let listings =
        [
            "id,name,description,host_name,latitude,longitude,property_type,room_type,accommodates,bathrooms_text,"
                + "bedrooms,beds,amenities,price,minimum_nights,number_of_reviews,review_scores_rating",
            "2818,\"Quiet Garden View Room & Super Fast Wi-Fi\",\"Two lines,\n\"\"quoted\"\"\",Daniel,52.36435,4.94358,"
                + "Private room in rental unit,Private room,1,1.5 shared baths,1,2,\"[\"\"Wifi\"\", \"\"Kitchen\"\"]\","
                + "\"$1,200.00\",1,277,4.89",
            "20168,Studio in the centre,,Alexander,52.36407,4.89393,Entire loft,Entire home/apt,2,1 bath,1,1,[],,1,3,4.4",
        ].joined(separator: "\n") + "\n"

    /// The day `days` from now, as YYYY-MM-DD.
    static func day(in days: Int) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date().addingTimeInterval(Double(days) * 86_400))
    }

    @Test func aGzipListingsFileBecomesRealStaysThatASearchFinds() async throws {
        let folder = try TemporaryFolder("stays-import")
        try Data(Self.listings.utf8).write(to: folder.url.appendingPathComponent("listings.csv"))
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gzip.arguments = ["gzip", "-n", folder.path("listings.csv")]
        try gzip.run()
        gzip.waitUntilExit()
        let database = ["--database", folder.path("stays.sqlite")]

        let imported = try await BuiltStays.run(["import", folder.path("listings.csv.gz")] + database)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(
            imported.output
                == "Left out 1 row:\n  1 with no price (line 4)\nImported 1 listing from listings.csv.gz.\n")

        let search = try await BuiltStays.run(
            [
                "search", "--place", "geonames:2759794", "--checkin", Self.day(in: 30), "--checkout", Self.day(in: 32),
                "--format", "json",
            ] + database)
        #expect(search.status == 0, "\(search.error)")
        let page = try JSONSerialization.jsonObject(with: Data(search.output.utf8)) as? [String: Any]
        let stays = page?["stays"] as? [[String: Any]] ?? []
        #expect(stays.map { $0["id"] as? String } == ["stay:airbnb-2818"])
        #expect(stays.first?["synthetic"] as? Bool == false)
        #expect(stays.first?["nightlyPrice"] as? Double == 1200)

        let again = try await BuiltStays.run(["import", folder.path("listings.csv.gz")] + database)
        #expect(again.status == 1)
        #expect(again.error.contains("listings of listings.csv.gz are already in the catalogue; nothing was imported"))
    }
}
