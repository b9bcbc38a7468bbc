import Foundation
import StaysDomain

/// Filters candidates by the exact area and the budget, and orders them the way the query asks; prices of stays in
/// different currencies are compared in one, the price currency (`priceCurrency(of:)`), at the rates given.
package struct StayRanker: Sendable {
    /// The query.
    package let query: StayQuery
    /// The rates prices are converted at.
    package let rates: CurrencyRates

    /// Ranks for `query`, converting at `rates`.
    package init(query: StayQuery, rates: CurrencyRates) {
        self.query = query
        self.rates = rates
    }

    // MARK: - The price currency

    /// The currency the budget, the histogram and the price order are in: the query's display currency, else the
    /// one most candidates are priced in (the earliest code on a tie), else US dollars when there are none.
    package func priceCurrency(of candidates: [StayCandidate]) -> Currency {
        if let currency = query.currency { return currency }
        var counts: [Int: Int] = [:]
        for candidate in candidates { counts[candidate.currencyNumber, default: 0] += 1 }
        let ranked = counts.compactMap { number, count in Currency(number: number).map { ($0, count) } }
        let most = ranked.max { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.code > $1.0.code }
        return most?.0 ?? .usDollar
    }

    // MARK: - Ranking

    /// The candidates inside the area (and the budget unless `ignoringPrice`), unordered, priced in `currency`. A
    /// candidate whose currency the rates cannot convert into `currency` is left out: it cannot be compared.
    package func admitted(_ candidates: [StayCandidate], in currency: Currency, ignoringPrice: Bool = false)
        -> [RankedStay]
    {
        let prefilter = AreaPrefilter(area: query.area)
        let nights = query.timing.nights
        let budget: (minimum: Int?, maximum: Int?) =
            ignoringPrice ? (nil, nil) : query.price?.minorUnits(in: currency) ?? (nil, nil)
        var factors: [Int: Double?] = [:]
        var last: (number: Int, factor: Double?) = (currency.number, 1)
        func factor(of number: Int) -> Double? {
            if number == last.number { return last.factor }
            let found = factors[number] ?? Currency(number: number).flatMap { rates.factor(from: $0, to: currency) }
            factors[number] = .some(found)
            last = (number, found)
            return found
        }
        var ranked: [RankedStay] = []
        ranked.reserveCapacity(candidates.count)
        for candidate in candidates {
            guard let factor = factor(of: candidate.currencyNumber) else { continue }
            let nightly =
                factor == 1 ? candidate.nightlyCents : CurrencyRates.minorUnits(candidate.nightlyCents, times: factor)
            if let minimum = budget.minimum, nightly < minimum { continue }
            if let maximum = budget.maximum, nightly > maximum { continue }
            let (inside, distance) = prefilter.admits(candidate.coordinate)
            guard inside else { continue }
            let total = nights.map { $0 * candidate.nightlyCents + candidate.cleaningCents }
            let comparedTotal = total.map { factor == 1 ? $0 : CurrencyRates.minorUnits($0, times: factor) }
            ranked.append(
                RankedStay(
                    candidate: candidate, totalCents: total, distanceKilometres: distance,
                    sortKey: sortKey(candidate, price: comparedTotal ?? nightly, distance: distance),
                    comparedNightly: nightly))
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

    /// The order's key, smaller first: the price (the total in the price currency, or the nightly price without
    /// dates), negated rating or score, or distance.
    func sortKey(_ candidate: StayCandidate, price: Int, distance: Double?) -> Double {
        switch query.sort {
        case .price: Double(price)
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
