import Foundation
import Hummingbird

/// Serves the web app: `GET`/`HEAD /` and `/web/…` from `WebAppFiles`, with its content type, an `ETag` (a
/// matching `If-None-Match` is a 304), `Cache-Control: no-cache` and a content security policy that allows
/// nothing but this origin. Every other request goes on to the API.
struct WebAppMiddleware: RouterMiddleware {
    typealias Context = StaysRequestContext

    /// Only this origin: no CDN, no tiles, no inline script.
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

    let files: WebAppFiles

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard request.method == .get || request.method == .head, let asset = files.assets[request.uri.path] else {
            return try await next(request, context)
        }
        var headers: HTTPFields = [
            .contentType: asset.contentType, .eTag: asset.entityTag, .cacheControl: "no-cache",
            .xContentTypeOptions: "nosniff", .contentSecurityPolicy: Self.contentSecurityPolicy,
        ]
        if let tags = request.headers[.ifNoneMatch], tags.split(separator: ",").contains(where: { matches($0, asset) })
        {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentLength] = String(asset.bytes.count)
        let body = request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: asset.bytes))
        return Response(status: .ok, headers: headers, body: body)
    }

    /// Whether one `If-None-Match` entry (`*`, a tag, or a weak `W/` tag) names the asset's tag.
    private func matches(_ entry: Substring, _ asset: WebAppFiles.Asset) -> Bool {
        let tag = entry.trimmingCharacters(in: .whitespaces)
        return tag == "*" || tag == asset.entityTag || tag == "W/" + asset.entityTag
    }
}
