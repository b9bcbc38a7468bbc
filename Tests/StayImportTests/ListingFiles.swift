import Foundation

/// Small Inside Airbnb listings files made for the tests, with the quirks real ones have.
enum ListingFiles {
    /// The header of a recent listings file (a subset of its 75 columns, in its order).
    static let header =
        "id,listing_url,name,description,host_name,latitude,longitude,property_type,room_type,accommodates,"
        + "bathrooms,bathrooms_text,bedrooms,beds,amenities,price,minimum_nights,maximum_nights,number_of_reviews,"
        + "review_scores_rating"

    /// Three listings: a quoted name and a description over two lines with doubled quotes, a price with a
    /// thousands separator and shared baths; one without a price; a half-bath rated on the old 0–100 scale.
    static let amsterdam =
        [
            header,
            "2818,https://www.airbnb.com/rooms/2818,\"Quiet Garden View Room & Super Fast Wi-Fi\",\"Quiet room.\r\n"
                + "Two lines, \"\"quoted\"\" text\",Daniel,52.36435,4.94358,Private room in rental unit,Private room,1,,"
                + "1.5 shared baths,1,2,\"[\"\"Wifi\"\", \"\"Kitchen\"\", \"\"Pets allowed\"\", \"\"Hot water\"\"]\","
                + "\"$1,200.00\",3,28,277,4.89",
            "20168,https://www.airbnb.com/rooms/20168,Studio in the centre,,Alexander,52.36407,4.89393,"
                + "Private room in townhouse,Private room,2,,1 private bath,,1,\"[\"\"Heating\"\"]\",,1,1000,340,4.44",
            "27886,https://www.airbnb.com/rooms/27886,B&B houseboat,,Flip,52.38761,4.89188,Entire villa,"
                + "Entire home/apt,2,,Half-bath,1,1,[],$151.00,2,730,8,98",
        ].joined(separator: "\n") + "\n"

    /// The gzip form of `text`, made by the system's `gzip`.
    static func gzipped(_ text: String) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("listings.csv")
        try Data(text.utf8).write(to: file)
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gzip.arguments = ["gzip", "-n", file.path]
        try gzip.run()
        gzip.waitUntilExit()
        return try Data(contentsOf: folder.appendingPathComponent("listings.csv.gz"))
    }
}
