import Foundation
import StaysMessages

/// The web app's files (`Public/web`), read once into memory: a request can only ever get one of these, by its
/// exact path, so no path can climb out of the folder.
struct WebAppFiles: Sendable {
    /// One file ready to send.
    struct Asset: Sendable {
        /// The bytes.
        let bytes: [UInt8]
        /// The `Content-Type` its extension stands for.
        let contentType: String
        /// A strong validator of the bytes (FNV-1a 64 as hex, quoted).
        let entityTag: String
    }

    /// The files keyed by URL path (`/` for `index.html`, `/web/js/app.js`, …).
    let assets: [String: Asset]

    /// The files shipped in the module's `Public/web` folder.
    static let shipped = WebAppFiles(
        folder: Bundle.module.url(forResource: "web", withExtension: nil, subdirectory: "Public"))

    /// Reads every regular file under `folder` (none when it is missing).
    init(folder: URL?) {
        var assets: [String: Asset] = [:]
        guard let folder, let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            self.assets = [:]
            return
        }
        while let relative = enumerator.nextObject() as? String {
            let url = folder.appendingPathComponent(relative)
            guard let type = Self.contentType(ofExtension: url.pathExtension), let data = try? Data(contentsOf: url)
            else { continue }
            let bytes = [UInt8](data)
            assets["/web/" + relative] = Asset(bytes: bytes, contentType: type, entityTag: Self.entityTag(of: bytes))
        }
        assets["/"] = assets["/web/index.html"]
        self.assets = assets
    }

    /// The namespaces of the messages the web app reads; the others (the terminal's `app.`, HTTP `status.`) are
    /// left out of what the browser downloads.
    static let webNamespaces = ["web.", "common.", "problem."]
    /// The namespaces of the hosting pages' messages: left out of the first catalogue and served apart at
    /// `/web/messages/<code>-hosting.json`, which the hosting pages load when first shown.
    static let hostingNamespaces = ["web.host.", "web.listing.", "web.hostCalendar.", "web.hostPhotos."]

    /// These files and each language's catalogue at `/web/messages/<code>.json`, as the web app reads it
    /// (`webCatalogue`).
    func adding(_ messages: MessageCatalogs?) -> WebAppFiles {
        var assets = assets
        for (code, data) in messages?.files ?? [:] {
            for (name, hosting) in [("\(code).json", false), ("\(code)-hosting.json", true)] {
                let bytes = [UInt8](Self.webCatalogue(data, hosting: hosting))
                assets["/web/messages/\(name)"] = Asset(
                    bytes: bytes, contentType: "application/json; charset=utf-8", entityTag: Self.entityTag(of: bytes))
            }
        }
        return WebAppFiles(assets: assets)
    }

    /// Files already read.
    private init(assets: [String: Asset]) {
        self.assets = assets
    }

    /// A catalogue file with only the messages of `webNamespaces` outside `hostingNamespaces` (or, when `hosting`,
    /// only those inside), written without spaces (its other members as they are); the file as it is when it cannot
    /// be read (the catalogues were checked at start).
    static func webCatalogue(_ data: Data, hosting: Bool = false) -> Data {
        guard var root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let messages = root["messages"] as? [String: Any]
        else { return data }
        root["messages"] = messages.filter { key, _ in
            webNamespaces.contains { key.hasPrefix($0) } && hostingNamespaces.contains { key.hasPrefix($0) } == hosting
        }
        return (try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? data
    }

    // MARK: - Types and validators

    /// The media type of the extensions the app uses; others are not served.
    static func contentType(ofExtension pathExtension: String) -> String? {
        switch pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "ico": "image/x-icon"
        case "json", "webmanifest": "application/json; charset=utf-8"
        default: nil
        }
    }

    /// A quoted hex FNV-1a 64 hash of `bytes`.
    static func entityTag(of bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return "\"" + String(hash, radix: 16) + "\""
    }
}
