import StaysDomain
import StaysFeatures
import StaysTerminal
import StaysTestSupport
import Testing

@Suite struct ScreenRenderingTests {
    // MARK: - Where

    @Test func whereShowsQueryHighlightedMatchesGroupMarkerDistanceAndSelection() {
        // when
        let text = ScreenFixtures.render(.location(ScreenFixtures.suggestions()))
        // then
        #expect(
            text == """
                Springfield · Dec 3 – Dec 10 · 2 guests

                Where to? springf

                Suggestions
                {› [Springf]ield  12 places}
                  [Springf]ield  Illinois, United States                3.4 km
                \(String(repeating: "\n", count: 7))
                Type to search · ↑↓ move · Enter choose · Esc back
                """)
    }

    @Test func whereShowsLoadingEmptyAndFailedStatus() {
        let loading = ScreenFixtures.render(.location(ScreenFixtures.suggestions(selectedIndex: nil, status: .loading)))
        #expect(loading.split(separator: "\n", omittingEmptySubsequences: false)[7] == "Searching…")
        let empty = LocationSearchViewState(
            queryText: "zzqx", mode: .suggestions, title: "Suggestions", rows: [], selectedIndex: nil, status: .empty)
        #expect(
            ScreenFixtures.render(.location(empty), parts: ["Anywhere"]) == """
                Anywhere

                Where to? zzqx

                Suggestions
                No places match “zzqx”.
                \(String(repeating: "\n", count: 8))
                Type to search · ↑↓ move · Enter choose · Esc back
                """)
        let failed = LocationSearchViewState(
            queryText: "", mode: .recommendations, title: "Popular near you", rows: [], selectedIndex: nil,
            status: .failed("offline"))
        #expect(ScreenFixtures.render(.location(failed)).contains("\nCould not load places: offline\n"))
    }

    @Test func whereScrollsToKeepTheSelectedRowVisibleOnASmallTerminal() {
        // given: room for one row
        let size = TerminalSize(columns: 40, rows: 8)
        // when
        let text = ScreenFixtures.render(.location(ScreenFixtures.suggestions(selectedIndex: 1)), size: size)
        // then
        #expect(
            text == """
                Springfield · Dec 3 – Dec 10 · 2 guests

                Where to? springf

                Suggestions
                {  [Springf]ield  Illinois, United States …}

                Type to search · ↑↓ move · Enter choose…
                """)
    }

    // MARK: - When

    @Test func whenShowsTheMonthWithRangeTodayAndFocus() {
        // given
        let state = ScreenFixtures.dates(ScreenFixtures.tap("2026-12-03") + ScreenFixtures.tap("2026-12-10"))
        // when
        let text = ScreenFixtures.render(.dates(state))
        // then
        #expect(
            text == """
                Springfield · Dec 3 – Dec 10 · 2 guests

                When's your trip?

                ‹ Dec 2026 ›
                Sun Mon Tue Wed Thu Fri Sat 
                          1•  2 {  3 }[  4   5 ]
                [  6   7   8   9 ]{›10 } 11  12 
                 13  14  15  16  17  18  19 
                 20  21  22  23  24  25  26 
                 27  28  29  30  31         

                Dec 3 – Dec 10 · 7 nights
                Exact dates (+ −) · Tab flexible · a any dates

                ↑↓←→ PgUp PgDn · Enter next · s skip · c clear · Esc back
                """)
    }

    @Test func whenWithNothingChosenFocusesToday() {
        let text = ScreenFixtures.render(.dates(ScreenFixtures.dates([])), parts: ["Anywhere"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[6] == "        {› 1•}  2   3   4   5 ")
        #expect(lines[12] == "Add dates")
        #expect(lines[15] == "↑↓←→ PgUp PgDn · Enter select · s skip · c clear · Esc back")
    }

    // MARK: - Who

    @Test func whoShowsFourSteppersWithTheFocusedRowReversed() {
        // given
        let state = ScreenFixtures.guests([.increment(.adults), .increment(.adults), .focusNextRow])
        // then
        #expect(
            ScreenFixtures.render(.guests(state)) == """
                Springfield · Dec 3 – Dec 10 · 2 guests

                Who's coming?

                Adults    Ages 13 or above                          −   2  +
                {Children  Ages 2–12                                 −   0  +}
                Infants   Under 2                                   −   0  +
                Pets      Animals travelling with you               −   0  +

                2 guests
                \(String(repeating: "\n", count: 4))
                ↑↓ row · ←→ or -/+ change · Enter next · c clear · Esc back
                """)
    }

    // MARK: - Summary

    @Test func summaryShowsTheWholeQuery() throws {
        // given
        let place = ChosenPlace(
            id: "city:springfield-il", title: "Springfield", subtitle: "Illinois, United States",
            coordinate: Coordinate(latitude: 39.8, longitude: -89.65), kind: .city)
        let draft = StayQueryDraft(
            place: place, dates: try StayDates(checkIn: .fixture("2026-12-03"), checkOut: .fixture("2026-12-10")),
            guests: try GuestCounts(adults: 2, children: 0, infants: 0, pets: 0))
        // then
        #expect(
            ScreenFixtures.render(.summary(draft)) == """
                Springfield · Dec 3 – Dec 10 · 2 guests

                Your search

                Where  Springfield, Illinois, United States
                When   Dec 3 – Dec 10 (7 nights)
                Who    2 guests
                \(String(repeating: "\n", count: 7))
                Enter search · Esc back
                """)
    }

    @Test func summaryListsTheFiltersUnderTheGuestsWhenAnyIsSet() {
        let parts = ScreenFixtures.parts + ["Filters · 2"]
        #expect(
            ScreenFixtures.render(.summary(StayQueryDraft()), parts: parts).hasPrefix("""
                Springfield · Dec 3 – Dec 10 · 2 guests · Filters · 2

                Your search

                Where  Anywhere
                When   Dec 3 – Dec 10 (the coming weekend)
                Who    2 guests
                       Filters · 2

                """))
    }

    // MARK: - Bad sizes

    @Test func tinyAndEmptyTerminalsDoNotCrash() {
        let state = ScreenFixtures.suggestions()
        #expect(ScreenFixtures.render(.location(state), size: TerminalSize(columns: 0, rows: 0)) == "")
        #expect(ScreenFixtures.render(.location(state), size: TerminalSize(columns: 5, rows: 2)) == "Spri…\n")
        #expect(ScreenFixtures.render(.cancelled, size: TerminalSize(columns: 10, rows: 3)) == "Springfie…\n\n")
    }
}
