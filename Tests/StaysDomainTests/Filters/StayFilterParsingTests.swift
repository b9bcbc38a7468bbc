import StaysDomain
import XCTest

final class StayFilterParsingTests: XCTestCase {
    private let parser = StayRequestParser(names: .query)

    // MARK: - Codes and lists

    func testCodesParseAndAnUnknownOneIsRefusedWithTheChoices() throws {
        let types: Set<RoomType> = try parser.codes(["entire_place", "private_room"], parameter: "types")
        XCTAssertEqual(types, [.entirePlace, .privateRoom])
        XCTAssertThrowsError(try parser.codes(["wifi", "jacuzzi"], parameter: "amenities") as Set<Amenity>) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("amenities must name some of wifi, kitchen"), text)
            XCTAssertTrue(text.hasSuffix("got \"jacuzzi\""), text)
        }
    }

    func testListsSplitOnCommasAndRefuseEmptyItems() throws {
        XCTAssertEqual(try parser.list(nil, parameter: "kinds"), [])
        XCTAssertEqual(try parser.list("", parameter: "kinds"), [])
        XCTAssertEqual(try parser.list("cabin,villa", parameter: "kinds"), ["cabin", "villa"])
        for bad in ["cabin,,villa", ",cabin", "cabin,", String(repeating: "a,", count: 70) + "a"] {
            XCTAssertThrowsError(try parser.list(bad, parameter: "kinds"), bad)
        }
    }

    // MARK: - Boxes

    func testABoxParsesAndMayCrossTheAntimeridian() throws {
        let box = try parser.box("126.9,37.5,127.1,37.6", parameter: "bbox")
        XCTAssertEqual(box.southWest, Coordinate(latitude: 37.5, longitude: 126.9))
        XCTAssertEqual(box.northEast, Coordinate(latitude: 37.6, longitude: 127.1))
        let crossing = try parser.box("179,-18,-179,-17", parameter: "bbox")
        XCTAssertTrue(crossing.contains(Coordinate(latitude: -17.5, longitude: -179.5)))
        XCTAssertFalse(crossing.contains(Coordinate(latitude: -17.5, longitude: 0)))
    }

    func testMalformedBoxesAreRefusedNamingTheEdge() {
        let cases = [
            ("1,2,3", "bbox must be WEST,SOUTH,EAST,NORTH"), ("a,1,2,3", "bbox west must be a decimal number"),
            ("1,nan,2,3", "bbox south must be a decimal number"), ("1,2,181,3", "bbox east must be from -180 to 180"),
            ("1,2,3,91", "bbox north must be from -90 to 90"), ("1,5,3,4", "bbox south must be below north"),
            ("1,2,1,3", "bbox west and east must differ"), ("", "bbox must be WEST,SOUTH,EAST,NORTH"),
        ]
        for (text, start) in cases {
            XCTAssertThrowsError(try parser.box(text, parameter: "bbox"), text) { error in
                XCTAssertTrue("\(error)".hasPrefix(start), "\(text): \(error)")
            }
        }
    }
}
