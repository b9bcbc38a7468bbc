import Foundation
import StayCatalogCore
import StaysDomain
import Testing

@Suite struct CellSpanTests {
    /// A number in `range` from the generator.
    static func draw(_ range: ClosedRange<Double>, _ random: inout SplitMix64) -> Double {
        range.lowerBound + Double(random.next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }

    /// Whether some span holds the coordinate's cell and the coordinate inside its rectangle.
    static func spans(_ spans: [CellSpan], hold coordinate: Coordinate) -> Bool {
        let cell = SpatialGrid.cell(latitude: coordinate.latitude, longitude: coordinate.longitude)
        return spans.contains { span in
            span.cells.contains(cell) && (span.rectangle.south...span.rectangle.north).contains(coordinate.latitude)
                && (span.rectangle.west...span.rectangle.east).contains(coordinate.longitude)
        }
    }

    // MARK: - Nothing inside the circle is cut away

    @Test(arguments: [0.05, 2, 10, 50, 400, 3_000])
    func everyPointWithinTheRadiusLiesInASpan(radius: Double) {
        // given circles all over the globe, near the poles and across the antimeridian
        var random = SplitMix64(seed: 11)
        for _ in 0..<60 {
            let center = Coordinate(latitude: Self.draw(-89...89, &random), longitude: Self.draw(-180...180, &random))
            let centers = [center, Coordinate(latitude: center.latitude, longitude: 179.99)]
            for center in centers {
                let spans = AreaPrefilter(area: .place(id: "p", center: center, radiusKilometres: radius)).cellSpans
                // when points are drawn around the centre, then every one within the radius is in a span
                let degrees = min(180, radius / 111 * 1.2 / max(0.05, cos(center.latitude * .pi / 180)))
                for _ in 0..<300 {
                    var longitude = center.longitude + Self.draw(-degrees...degrees, &random)
                    if longitude > 180 { longitude -= 360 }
                    if longitude < -180 { longitude += 360 }
                    let latitude = max(-90, min(90, center.latitude + Self.draw(-1.2...1.2, &random) * radius / 111))
                    let point = Coordinate(latitude: latitude, longitude: longitude)
                    guard center.distanceKilometres(to: point) <= radius else { continue }
                    #expect(Self.spans(spans, hold: point), "\(point) within \(radius) km of \(center)")
                }
            }
        }
    }

    // MARK: - The corners are not read

    @Test func aCircleReadsAboutAQuarterLessThanItsBoundingBox() {
        // given a 10 km circle and its bounding box
        let center = Coordinate(latitude: 40.7143, longitude: -74.006)
        let area = StayArea.place(id: "p", center: center, radiusKilometres: 10)
        let prefilter = AreaPrefilter(area: area)
        let box = prefilter.rectangles[0]
        // when the cells of the spans and of the box's rows are counted
        let spanCells = prefilter.cellSpans.map(\.cells.count).reduce(0, +)
        let boxColumns =
            SpatialGrid.cell(latitude: center.latitude, longitude: box.east)
            - SpatialGrid.cell(latitude: center.latitude, longitude: box.west) + 1
        let boxCells = boxColumns * prefilter.cellSpans.count
        // then the spans cover roughly π/4 of the box
        #expect(Double(spanCells) / Double(boxCells) < 0.85)
        #expect(Double(spanCells) / Double(boxCells) > 0.7)
    }

    @Test func aBoxAreaIsNotCut() throws {
        let box = try BoundingBox(
            southWest: Coordinate(latitude: 10, longitude: 20), northEast: Coordinate(latitude: 10.1, longitude: 20.3))
        let spans = AreaPrefilter(area: .box(box)).cellSpans
        #expect(spans.allSatisfy { $0.rectangle == AreaPrefilter(area: .box(box)).rectangles[0] })
        #expect(!spans.isEmpty)
    }
}
