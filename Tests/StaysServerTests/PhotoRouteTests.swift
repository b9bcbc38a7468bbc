import Foundation
import Hummingbird
import HummingbirdTesting
import StaysDomain
import StaysTestSupport
import StaysWire
import Testing

@testable import StayPhotos

@Suite struct PhotoRouteTests {
    /// A 400×300 JPEG made by libjpeg.
    static func jpeg() throws -> [UInt8] {
        let pixels: [UInt8] = (0..<(400 * 300)).flatMap { (index: Int) -> [UInt8] in
            [UInt8(index % 251), UInt8(index % 241), 128]
        }
        return try JPEGCodec(quality: 85).encode(PixelBuffer(width: 400, height: 300, channels: 3, pixels: pixels))
            .bytes
    }

    private static func upload(
        _ client: some TestClientProtocol, _ bytes: [UInt8], to path: String, token: String,
        type: String = "image/jpeg"
    ) async throws -> TestResponse {
        try await client.executeRequest(
            uri: path + "/photos", method: .post,
            headers: [.authorization: "Bearer \(token)", .contentType: type], body: ByteBuffer(bytes: bytes))
    }

    @Test func anUploadIsShownOnTheStaysPageAndServedAsAnInertImage() async throws {
        let harness = try await ServerHarness()
        let image = try Self.jpeg()
        let (uploaded, card, detail, listing, search) = try await harness.test { client in
            let ada = try await client.signedIn()
            let created = try await client.send(.post, "/api/v1/host/listings", json: HostRouteTests.hanok, token: ada)
            let id = try created.decoded(HostListingItem.self).id
            let uploaded = try await Self.upload(client, image, to: "/api/v1/host/listings/\(id)", token: ada)
            let photo = try uploaded.decoded(PhotoItem.self)
            return (
                photo, try await client.send(.get, photo.card), try await client.send(.get, "/api/v1/stays/\(id)"),
                try await client.send(.get, "/api/v1/host/listings/\(id)", token: ada),
                try await client.send(
                    .get, "/api/v1/stays?place=geonames:1835848&checkin=2030-02-01&checkout=2030-02-04&adults=1")
            )
        }
        #expect(uploaded.card == "/photos/\(uploaded.id)-card.jpg")
        #expect(card.status == .ok && card.headers[.contentType] == "image/jpeg")
        #expect(card.headers[.xContentTypeOptions] == "nosniff")
        #expect(card.headers[.contentSecurityPolicy] == "default-src 'none'; sandbox")
        #expect(card.headers[.cacheControl] == "public, max-age=31536000, immutable")
        #expect(Array(card.body.readableBytesView.prefix(3)) == [0xFF, 0xD8, 0xFF])
        #expect(try detail.decoded(StayDetailResponse.self).photos == [uploaded])
        #expect(try listing.decoded(HostListingItem.self).photos == [uploaded])
        let cards = try search.decoded(StaySearchResponse.self).stays
        #expect(cards.filter { $0.photo != nil }.map(\.photo) == [uploaded.card], "only the listing's card has it")
    }

    @Test func noPhotoIsTakenForAnotherHostsListingOrFromBytesThatAreNoImage() async throws {
        let harness = try await ServerHarness()
        let image = try Self.jpeg()
        let answers = try await harness.test { client in
            let ada = try await client.signedIn()
            let bob = try await client.signedIn(email: "bob@example.com", name: "Bob")
            let created = try await client.send(.post, "/api/v1/host/listings", json: HostRouteTests.hanok, token: ada)
            let path = "/api/v1/host/listings/\(try created.decoded(HostListingItem.self).id)"
            let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#.utf8)
            return [
                try await Self.upload(client, image, to: path, token: bob),
                try await Self.upload(client, svg, to: path, token: ada, type: "image/png"),
                try await Self.upload(client, [], to: path, token: ada),
                try await client.send(.get, "/photos/0123456789abcdef0123456789abcdef-card.jpg"),
                try await client.send(.get, "/photos/..%2F..%2Fetc%2Fpasswd-card.jpg"),
                try await client.send(.get, "/api/v1/host/listings/\(path.split(separator: "/").last!)", token: ada),
            ]
        }
        #expect(answers.map(\.status) == [.notFound, .badRequest, .badRequest, .notFound, .notFound, .ok])
        #expect(answers[1].problem?.type == "/problems/invalid-photo")
        #expect(try answers[5].decoded(HostListingItem.self).photos.isEmpty)
    }
}
