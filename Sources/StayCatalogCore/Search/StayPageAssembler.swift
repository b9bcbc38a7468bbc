import StaysDomain

/// The page assembly both catalogues share: rank the candidates, cut the page at the cursor, and, once the
/// catalogue has fetched the shown stays by number, build the results and the next cursor.
package struct StayPageAssembler: Sendable {
    /// The search.
    package let query: StayQuery
    /// Where the catalogue lives, named in errors (a path, or a URL without its password).
    package let catalogue: String
    private let fingerprint: UInt64
    private let position: StayCursor?
    private let ranker: StayRanker

    /// Assembles pages of `query` for the catalogue at `catalogue`, comparing prices at `rates`; throws
    /// `StayQueryError.malformedCursor` for a cursor that is malformed or from another search.
    package init(query: StayQuery, catalogue: String, rates: CurrencyRates) throws {
        self.query = query
        self.catalogue = catalogue
        fingerprint = QueryFingerprint.of(query, rates: rates)
        position = try StayCursor.position(of: query, fingerprint: fingerprint)
        ranker = StayRanker(query: query, rates: rates)
    }

    // MARK: - Assembling

    /// The ranked candidates cut to the page after the cursor, with one more stay to tell whether a next page exists.
    package func cut(_ candidates: [StayCandidate]) -> StayPageCut {
        let ranked = ranker.admitted(candidates, in: ranker.priceCurrency(of: candidates))
        let page = ranker.page(of: ranked, after: position, limit: query.pageSize + 1)
        return StayPageCut(
            total: ranked.count, shown: Array(page.prefix(query.pageSize)), hasMore: page.count > query.pageSize)
    }

    /// The page of `cut` from its stays, keyed by number. A shown stay missing from `stays` (deleted between the
    /// two reads, or a damaged catalogue) throws `StayCatalogError.failed`: the catalogue's fault, not the cursor's.
    package func page(of cut: StayPageCut, stays: [Int: Stay]) throws -> StayResultsPage {
        let results = try cut.shown.map { ranked in
            guard let stay = stays[ranked.candidate.number] else {
                throw StayCatalogError.failed(
                    path: catalogue, reason: "a stay the search found could not be read back; try again")
            }
            let windows = query.timing.windows
            let total = ranked.totalCents.map { Money(minorUnits: $0, currency: stay.nightlyPrice.currency) }
            return StaySearchResult(
                stay: stay, totalPrice: total,
                dates: ranked.candidate.window.flatMap { windows.indices.contains($0) ? windows[$0] : nil },
                distanceKilometres: ranked.distanceKilometres,
                converted: ranker.rates.converted(
                    nightly: stay.nightlyPrice, cleaningFee: stay.cleaningFee, total: total, to: query.currency))
        }
        let next =
            cut.hasMore
            ? cut.shown.last.map {
                StayCursor(sortKey: $0.sortKey, number: $0.candidate.number, fingerprint: fingerprint).encoded
            } : nil
        return StayResultsPage(total: cut.total, results: results, nextCursor: next)
    }

    /// The page of `candidates`, reading the shown stays through `fetch` (called once, with their numbers).
    package func page(
        of candidates: [StayCandidate], fetchingStays fetch: ([Int]) throws -> [Int: Stay]
    ) throws -> StayResultsPage {
        let cut = cut(candidates)
        return try page(of: cut, stays: try fetch(cut.numbers))
    }

    /// The page of `candidates`, reading the shown stays through `fetch` (called once, with their numbers).
    package func page(
        of candidates: [StayCandidate], fetchingStays fetch: ([Int]) async throws -> [Int: Stay]
    ) async throws -> StayResultsPage {
        let cut = cut(candidates)
        return try page(of: cut, stays: try await fetch(cut.numbers))
    }
}

/// One page cut from the ranked candidates, before its stays are read.
package struct StayPageCut: Sendable {
    /// How many stays match the whole search.
    package let total: Int
    /// The stays shown on the page, in order.
    package let shown: [RankedStay]
    /// Whether a stay follows the page.
    package let hasMore: Bool

    /// The row numbers of the shown stays, to read them by.
    package var numbers: [Int] { shown.map(\.candidate.number) }
}
