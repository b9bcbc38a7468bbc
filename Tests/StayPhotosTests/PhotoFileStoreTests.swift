import Foundation
import StaysDomain
import StaysTestSupport
import Testing

@testable import StayPhotos

/// Photos stored as files: round trips, storing twice, deleting, and where the files live.
@Suite struct PhotoFileStoreTests {
    // MARK: - Helpers

    private static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appending(path: "stay-photos-\(UUID().uuidString)")
    }

    private static func files(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    // MARK: - Storing

    @Test func aStoredPhotoLoadsBackInBothSizes() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = PhotoFileStore(directory: directory)
        let photo = ProcessedPhoto.fixture()
        let id = try await store.store(photo)
        #expect(try await store.load(id, size: .card) == photo.card.bytes)
        #expect(try await store.load(id, size: .page) == photo.page.bytes)
        #expect(try Self.files(in: directory) == ["\(id)-card.jpg", "\(id)-page.jpg"])
    }

    @Test func storingTheSamePhotoTwiceGivesTheSameIdentifierAndFiles() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = PhotoFileStore(directory: directory)
        let first = try await store.store(.fixture())
        let second = try await store.store(.fixture())
        let other = try await store.store(.fixture(seed: 2))
        #expect(first == second)
        #expect(first != other)
        #expect(try Self.files(in: directory).count == 4)
    }

    @Test func aDeletedPhotoIsGoneAndDeletingAgainIsFine() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = PhotoFileStore(directory: directory)
        let id = try await store.store(.fixture())
        try await store.delete(id)
        try await store.delete(id)
        #expect(try await store.load(id, size: .page) == nil)
        #expect(try Self.files(in: directory).isEmpty)
    }

    @Test func aProcessedUploadRoundTrips() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let photo = try PhotoPipeline().process(try TestImages.jpeg(width: 900, height: 600))
        let id = try await PhotoFileStore(directory: directory).store(photo)
        #expect(try await PhotoFileStore(directory: directory).load(id, size: .card) == photo.card.bytes)
    }

    @Test func theDirectoryBesideACatalogueIsNamedAfterIt() {
        let store = PhotoFileStore(besideCatalogue: URL(filePath: "/var/stays/catalogue.sqlite"))
        #expect(store.directory.path == "/var/stays/catalogue.sqlite.photos")
    }

    // MARK: - Identifiers

    @Test func anIdentifierIsThirtyTwoLowercaseHexDigits() throws {
        let id = PhotoFileStore.id(of: .fixture())
        #expect(id.rawValue.count == PhotoID.length)
        #expect(PhotoID(id.rawValue) == id)
        #expect(PhotoID(String(repeating: "0a", count: 16)) != nil)
    }

    @Test(arguments: [
        "../x", "ABC", "abc", "", String(repeating: "A", count: 32), String(repeating: "g", count: 32),
        "../../../../etc/passwd0123456789", String(repeating: "a", count: 31) + "/",
        String(repeating: "a", count: 33), String(repeating: "a", count: 30) + "%2",
    ])
    func textThatIsNotAnIdentifierIsRefused(text: String) {
        #expect(PhotoID(text) == nil)
    }
}
