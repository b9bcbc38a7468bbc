extension StayRequestParser {
    // MARK: - Filters

    /// The codes of one filter vocabulary (`RoomType`, `PropertyKind`, `Amenity`), each checked; an unknown code is
    /// refused naming `parameter` and the choices.
    public func codes<Code: RawRepresentable & CaseIterable & Hashable>(
        _ texts: [String], parameter: String
    ) throws(StayRequestError) -> Set<Code> where Code.RawValue == String {
        var codes = Set<Code>()
        for text in texts {
            guard let code = Code(rawValue: text) else {
                let choices = Code.allCases.map(\.rawValue).joined(separator: ", ")
                throw StayRequestError(
                    "\(parameter) must name some of \(choices), got \(String(text.prefix(40)).debugDescription)")
            }
            codes.insert(code)
        }
        return codes
    }

    /// The items of a comma-separated list as a URL carries them (`types=entire_place,private_room`); nil or empty
    /// text is the empty list, an empty item or more items than any vocabulary has is refused.
    public func list(_ text: String?, parameter: String) throws(StayRequestError) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard items.count <= 64, !items.contains(where: \.isEmpty) else {
            throw StayRequestError("\(parameter) must be names separated by single commas, got \(text.prefix(40))")
        }
        return items
    }

    // MARK: - Box

    /// The widest box a stay search takes, in degrees: a large country, not a continent (a wider box would read
    /// hundreds of thousands of stays to count them).
    public static let widestSearchBox = (latitude: 20.0, longitude: 30.0)

    /// A box to search stays in (`box(_:parameter:)`), at most `widestSearchBox` across.
    public func searchBox(_ text: String, parameter: String) throws(StayRequestError) -> BoundingBox {
        let box = try box(text, parameter: parameter)
        let width = box.longitudeSpan
        let height = box.northEast.latitude - box.southWest.latitude
        let widest = Self.widestSearchBox
        guard height <= widest.latitude, width <= widest.longitude else {
            throw StayRequestError(
                "\(parameter) must span at most \(Int(widest.latitude))° of latitude and \(Int(widest.longitude))° of "
                    + "longitude (zoom in), got \(Self.degrees(height))° by \(Self.degrees(width))°")
        }
        return box
    }

    private static func degrees(_ value: Double) -> String {
        String(Double(Int((value * 10).rounded())) / 10)
    }

    /// A box written `WEST,SOUTH,EAST,NORTH` in degrees; a west edge east of the east edge crosses the antimeridian.
    public func box(_ text: String, parameter: String) throws(StayRequestError) -> BoundingBox {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else {
            throw StayRequestError(
                "\(parameter) must be WEST,SOUTH,EAST,NORTH in degrees (e.g. 126.9,37.5,127.1,37.6), got "
                    + String(text.prefix(60)).debugDescription)
        }
        let numbers = QueryTextParser()
        let edges = ["west", "south", "east", "north"]
        var values: [Double] = []
        for (part, edge) in zip(parts, edges) {
            values.append(try numbers.decimal(String(part).trimmingWhitespace(), name: "\(parameter) \(edge)"))
        }
        for (value, edge) in zip(values, edges) {
            let limit = edge == "south" || edge == "north" ? 90.0 : 180.0
            guard abs(value) <= limit else {
                throw StayRequestError(
                    "\(parameter) \(edge) must be from -\(Int(limit)) to \(Int(limit)), got \(value)")
            }
        }
        guard values[1] < values[3] else {
            throw StayRequestError("\(parameter) south must be below north, got \(values[1]) and \(values[3])")
        }
        guard values[0] != values[2] else {
            throw StayRequestError("\(parameter) west and east must differ, got \(values[0]) for both")
        }
        do {
            return try BoundingBox(
                southWest: Coordinate(latitude: values[1], longitude: values[0]),
                northEast: Coordinate(latitude: values[3], longitude: values[2]))
        } catch {
            throw StayRequestError("\(parameter): \(error.description)")
        }
    }
}
