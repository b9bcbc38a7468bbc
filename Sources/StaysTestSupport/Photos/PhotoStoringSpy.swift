import StaysDomain
import Synchronization

/// Keeps stored photos in memory under a fixed identifier and records every call.
public final class PhotoStoringSpy: PhotoStoring {
    // MARK: - State

    private let id: PhotoID
    private let state = Mutex(Recorded())

    private struct Recorded {
        var stored: [ProcessedPhoto] = []
        var loads: [(PhotoID, PhotoSize)] = []
        var deleted: [PhotoID] = []
        var photos: [PhotoID: ProcessedPhoto] = [:]
    }

    // MARK: - Recorded calls

    /// The photos passed to `store`, oldest first.
    public var storedPhotos: [ProcessedPhoto] { state.withLock { $0.stored } }
    /// The identifiers and sizes passed to `load`, oldest first.
    public var receivedLoads: [(PhotoID, PhotoSize)] { state.withLock { $0.loads } }
    /// The identifiers passed to `delete`, oldest first.
    public var deletedIDs: [PhotoID] { state.withLock { $0.deleted } }

    // MARK: - Creating

    /// Creates a spy that answers every `store` with `id`.
    public init(id: PhotoID) {
        self.id = id
    }

    // MARK: - PhotoStoring

    /// Records the photo and keeps it under the fixed identifier.
    public func store(_ photo: ProcessedPhoto) async throws -> PhotoID {
        state.withLock {
            $0.stored.append(photo)
            $0.photos[id] = photo
        }
        return id
    }

    /// Records the call and answers with the kept photo's bytes, if any.
    public func load(_ id: PhotoID, size: PhotoSize) async throws -> [UInt8]? {
        state.withLock {
            $0.loads.append((id, size))
            return $0.photos[id]?.image(size).bytes
        }
    }

    /// Records the call and forgets the photo.
    public func delete(_ id: PhotoID) async throws {
        state.withLock {
            $0.deleted.append(id)
            $0.photos[id] = nil
        }
    }
}
