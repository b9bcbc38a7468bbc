import Foundation
import StaysDomain

/// Ranks the places around a point by how popular and how near they are.
struct NearbyRanker {
    let index: PlaceIndex

    /// The best places around `center`, never empty while the index has cities.
    func nearby(_ center: Coordinate, limit: Int) -> [PlaceWithDistance] {
        let candidates = index.cityGrid.places(around: center, minimumCount: max(400, limit * 4))
        let scored = candidates.map { place -> (Int, Double, Double) in
            let distance = center.distanceKilometres(to: index.coordinate(of: Int(place)))
            let score = 1.5 * Double(index.storage.placeImportance[Int(place)]) - 0.6 * log10(1 + distance / 30)
            return (Int(place), distance, score)
        }
        return
            scored
            .sorted { $0.2 != $1.2 ? $0.2 > $1.2 : $0.0 < $1.0 }
            .prefix(limit)
            .map { PlaceWithDistance(place: index.place(at: $0.0), distanceKilometres: $0.1) }
    }
}
