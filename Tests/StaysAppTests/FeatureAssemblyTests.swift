import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

@testable import StaysApp

@MainActor
@Suite struct FeatureAssemblyTests {
    @Test func flowFromTheRootRecommendsPlacesNearTheGivenPoint() async throws {
        // given
        let root = CompositionRoot(
            placesData: nil, environment: [:], output: StandardTextOutput(),
            features: .init(near: Coordinate(latitude: 39.8, longitude: -89.6), timeZoneIdentifier: "UTC"))
        try root.loadPlaces()
        let flow = try root.searchFlowFactory().makeFlow()
        // when
        flow.start()
        // then
        #expect(
            await eventually {
                guard case .location(let state) = flow.step else { return false }
                return state.status == .loaded
            })
        guard case .location(let state) = flow.step else { throw TestDoubleError.forcedFailure }
        #expect(state.title == "Popular near you")
        #expect(state.rows.first?.title == "Springfield")
    }
}
