import Foundation
import HummingbirdTesting
import Logging
import NIOCore
import StaysDomain
import StaysServer
import StaysTestSupport
import Synchronization
import Testing

@Suite struct LiveServerTests {
    @Test func sixtyFourConcurrentBookingsOfOverlappingNightsMakeExactlyOneReservation() async throws {
        let harness = try await ServerHarness()
        let statuses = try await harness.live { client in
            let port = try #require(client.port)
            let token = try await client.signedIn()
            return try await withThrowingTaskGroup(of: UInt.self) { group in
                for index in 0..<64 {
                    let checkIn = 1 + index % 4
                    let body =
                        #"{"stayId": "stay:0000001", "checkin": "2030-03-0\#(checkIn)", "checkout": "2030-03-0\#(checkIn + 4)"}"#
                    group.addTask {
                        try await TestClient.withClient(host: "127.0.0.1", port: port) { connection in
                            let response = try await connection.post(
                                "/api/v1/reservations", headers: [.authorization: "Bearer \(token)"],
                                body: ByteBuffer(string: body))
                            return UInt(response.status.code)
                        }
                    }
                }
                return try await group.reduce(into: [UInt]()) { $0.append($1) }
            }
        }
        #expect(statuses.filter { $0 == 201 }.count == 1)
        #expect(statuses.filter { $0 == 409 }.count == 63)
        #expect(try await harness.catalog.reservations().count == 1)
    }

    @Test func gracefulShutdownLetsARequestInFlightFinish() async throws {
        let searcher = ControllableStaySearcher()
        await searcher.allowSearches(1)
        let harness = try await ServerHarness(replacing: { services in
            StaysServices(
                suggester: services.suggester, nearbyFinder: services.nearbyFinder,
                detailSearcher: services.detailSearcher, placeLookup: services.placeLookup, staySearcher: searcher,
                stayLookup: services.stayLookup, reserver: services.reserver, accounts: services.accounts,
                today: services.today)
        })
        let bound = AsyncStream.makeStream(of: Int.self)
        let group = harness.server.serviceGroup(
            address: StaysServer.Address(host: "127.0.0.1", port: 0), logger: Logger(label: "test"),
            onRunning: { port in bound.continuation.yield(port) })
        let status = try await withThrowingTaskGroup(of: UInt?.self) { tasks in
            tasks.addTask {
                try await group.run()
                return nil
            }
            var ports = bound.stream.makeAsyncIterator()
            let port = try #require(await ports.next())
            tasks.addTask {
                try await TestClient.withClient(host: "127.0.0.1", port: port) { client in
                    let uri = "/api/v1/stays?place=geonames:1835848&checkin=2030-02-01&checkout=2030-02-03"
                    return UInt(try await client.get(uri).status.code)
                }
            }
            _ = await searcher.waitingQueries(count: 1)
            await group.triggerGracefulShutdown()
            try await searcher.answer(.recommended, with: StayResultsPage(total: 0, results: [], nextCursor: nil))
            var answered: UInt?
            for try await result in tasks { answered = answered ?? result }
            return answered
        }
        #expect(status == 200)
    }
}
