import Foundation
import Hummingbird
import NIOCore
import StaysDomain
import StaysWire

/// Listing photos: a host uploads (`POST /api/v1/host/listings/{id}/photos`, the image as the body) and removes them;
/// anyone reads `/photos/<id>-card.jpg` and `-page.jpg`, cached for a year, never sniffed, never run as a page.
struct PhotoRoutes {
    /// The most bytes an upload may have (the pipeline's own limit, and one more to tell).
    static let maximumUploadBytes = 15 * 1_048_576 + 1
    /// The headers of every served image.
    static let imageHeaders: HTTPFields = [
        .contentType: "image/jpeg", .cacheControl: "public, max-age=31536000, immutable",
        .xContentTypeOptions: "nosniff",
        .contentSecurityPolicy: "default-src 'none'; sandbox",
    ]

    /// The photos; nil answers every route with 404.
    let photos: ListingPhotos?
    private let parser = StayRequestParser(names: .query)

    /// Registers the host's routes under `group` (`/api/v1/host/listings`).
    func add(to group: RouterGroup<AuthenticatedContext>) {
        group.post(":id/photos") { request, context in try await upload(request, context) }
        group.delete(":id/photos/:photo") { _, context in try await remove(context) }
    }

    /// Registers `GET /photos/:file` under `group`.
    func addImages(to group: RouterGroup<StaysRequestContext>) {
        group.get(":file") { _, context in try await image(context) }
    }

    // MARK: - Handlers

    /// The image body → 201 with the photo's id and paths; 400 `invalid-photo` for content that is no photo.
    private func upload(_ request: Request, _ context: AuthenticatedContext) async throws -> Response {
        let (photos, id) = (try service(), try parser.stayID(try context.pathIdentifier()))
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: Self.maximumUploadBytes)
        } catch is NIOTooManyBytesError {
            throw Problem(status: .contentTooLarge, kind: "too-large", detail: "a photo is at most 15 MB")
        }
        let photo = try await photos.upload(Array(body.readableBytesView), to: id, host: context.guest)
        return try WireResponse.json(PhotoItem(photo), status: .created)
    }

    /// → 204; the listing no longer shows the photo.
    private func remove(_ context: AuthenticatedContext) async throws -> Response {
        let (photos, id) = (try service(), try parser.stayID(try context.pathIdentifier()))
        guard let photo = context.parameters.get("photo").flatMap(PhotoID.init) else {
            throw Problem.notFound("no photo has this id")
        }
        try await photos.remove(photo, of: id, host: context.guest)
        return Response(status: .noContent)
    }

    /// `<id>-card.jpg` or `<id>-page.jpg` → the JPEG; anything else 404.
    private func image(_ context: StaysRequestContext) async throws -> Response {
        let file = try context.parameters.require("file")
        let parts = file.split(separator: "-")
        guard file.hasSuffix(".jpg"), parts.count == 2, let photo = PhotoID(String(parts[0])),
            let size = PhotoSize(rawValue: String(parts[1].dropLast(4))), let photos,
            let bytes = try await photos.image(photo, size: size)
        else { throw Problem.notFound("no photo has this address") }
        return Response(
            status: .ok, headers: Self.imageHeaders, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    private func service() throws -> ListingPhotos {
        guard let photos else { throw Problem.notFound("this server does not take photos") }
        return photos
    }
}
