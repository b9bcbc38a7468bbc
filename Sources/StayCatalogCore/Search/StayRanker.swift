import Foundation
import StaysDomain

/// Filters candidates by the exact area and the budget, and orders them the way the query asks.
package struct StayRanker: Sendable {
    /// The query.
    package let query: StayQuery

    /// Ranks for `query`.
    package init(query: StayQuery) {
        self.query = query
    }

    // MARK: - Ranking

    /// The candidates inside the area (and the budget unless `ignoringPrice`), unordered.
    package func admitted(_ candidates: [StayCandidate], ignoringPrice: Bool = false) -> [RankedStay] {
        let prefilter = AreaPrefilter(area: query.area)
        let nights = query.timing.nights
        let minimum = ignoringPrice ? nil : query.price?.minimum
        let maximum = ignoringPrice ? nil : query.price?.maximum
        var ranked: [RankedStay] = []
        ranked.reserveCapacity(candidates.count)
        for candidate in candidates {
            if let minimum, candidate.nightlyCents < minimum { continue }
            if let maximum, candidate.nightlyCents > maximum { continue }
            let (inside, distance) = prefilter.admits(candidate.coordinate)
            guard inside else { continue }
            let total = nights.map { $0 * candidate.nightlyCents + candidate.cleaningCents }
            ranked.append(
                RankedStay(
                    candidate: candidate, totalCents: total, distanceKilometres: distance,
                    sortKey: sortKey(candidate, total: total, distance: distance)))
        }
        return ranked
    }

    /// The first `limit` stays after the cursor's position, in order.
    package func page(of ranked: [RankedStay], after position: StayCursor?, limit: Int) -> [RankedStay] {
        var page: [RankedStay] = []
        page.reserveCapacity(limit + 1)
        for stay in ranked where position.map(stay.follows) ?? true {
            guard page.count < limit || stay.precedes(page[page.count - 1]) else { continue }
            let slot = page.firstIndex { stay.precedes($0) } ?? page.count
            page.insert(stay, at: slot)
            if page.count > limit { page.removeLast() }
        }
        return page
    }

    // MARK: - Keys

    /// The order's key, smaller first: total price (the nightly price without dates), negated rating or score, or
    /// distance.
    func sortKey(_ candidate: StayCandidate, total: Int?, distance: Double?) -> Double {
        switch query.sort {
        case .price: Double(total ?? candidate.nightlyCents)
        case .rating: -(candidate.rating ?? 0)
        case .distance: distance ?? boxCentreDistance(candidate.coordinate)
        case .recommended: -recommendationScore(candidate, distance: distance)
        }
    }

    /// Bayesian-averaged rating, plus a little for many reviews, minus a little for being far from the centre.
    private func recommendationScore(_ candidate: StayCandidate, distance: Double?) -> Double {
        let reviews = Double(candidate.reviewCount)
        let rating = ((candidate.rating ?? 0) * reviews + 4.0 * 5) / (reviews + 5)
        let nearness: Double
        if case .place(_, _, let radius) = query.area, let distance {
            nearness = 0.5 * (1 - distance / radius)
        } else {
            nearness = 0
        }
        return rating + 0.25 * log10(1 + reviews) + nearness
    }

    private func boxCentreDistance(_ coordinate: Coordinate) -> Double {
        guard case .box(let box) = query.area else { return 0 }
        var east = box.northEast.longitude
        if east < box.southWest.longitude { east += 360 }
        var longitude = (box.southWest.longitude + east) / 2
        if longitude > 180 { longitude -= 360 }
        let centre = Coordinate(
            latitude: (box.southWest.latitude + box.northEast.latitude) / 2, longitude: longitude)
        return centre.distanceKilometres(to: coordinate)
    }
}
