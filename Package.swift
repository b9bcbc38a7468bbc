// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "Stays",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "stays", targets: ["stays"]),
        .library(name: "StaysClient", targets: ["StaysClient"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        .target(name: "StaysDomain", swiftSettings: strict),
        .target(name: "StaysWire", dependencies: ["StaysDomain"], swiftSettings: strict),
        .target(
            name: "StaysMessages", dependencies: ["StaysDomain"], resources: [.copy("Catalogues")],
            swiftSettings: strict),
        .target(name: "PlaceSearch", dependencies: ["StaysDomain"], swiftSettings: strict),
        .target(name: "PlaceImport", dependencies: ["PlaceSearch", "StaysDomain"], swiftSettings: strict),
        .target(
            name: "PlaceData", resources: [.copy("places.stayindex"), .copy("destinations.tsv")], swiftSettings: strict),
        .target(name: "MapData", resources: [.copy("world.staysmap")], swiftSettings: strict),
        .target(
            name: "CurrencyData", dependencies: ["StaysDomain"],
            resources: [.copy("currency-rates.json"), .copy("country-currencies.tsv")], swiftSettings: strict),
        .target(name: "MapTiles", dependencies: ["StaysDomain"], swiftSettings: strict),
        .target(name: "StayCatalogCore", dependencies: ["StaysDomain"], swiftSettings: strict),
        .target(
            name: "StayCatalog",
            dependencies: ["StaysDomain", "StayCatalogCore", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strict
        ),
        .target(
            name: "StayCatalogPostgres",
            dependencies: [
                "StaysDomain", "StayCatalogCore", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "StaysAccounts",
            dependencies: [
                "StaysDomain", .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "StaysServer",
            dependencies: [
                "StaysDomain", "StaysWire", "StaysMessages",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Public")],
            swiftSettings: strict
        ),
        .target(
            name: "StaysClient",
            dependencies: [
                "StaysDomain", "StaysWire", .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            swiftSettings: strict
        ),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "StayImport", dependencies: ["StaysDomain", "CZlib"], swiftSettings: strict),
        .target(name: "StayCalendarSync", dependencies: ["StaysDomain"], swiftSettings: strict),
        .target(
            name: "CalendarFeedHTTP",
            dependencies: ["StaysDomain", .product(name: "AsyncHTTPClient", package: "async-http-client")],
            swiftSettings: strict),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        .target(name: "CJPEGShim", dependencies: ["CJPEG"]),
        .target(
            name: "StayPhotos",
            dependencies: [
                "StaysDomain", "CJPEGShim", "CPNG", "CWebP", .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strict
        ),
        .target(name: "StaysFeatures", dependencies: ["StaysDomain", "StaysWire"], swiftSettings: strict),
        .target(name: "StaysTerminal", dependencies: ["StaysFeatures", "StaysDomain"], swiftSettings: strict),
        .target(
            name: "StaysApp",
            dependencies: [
                "StaysDomain", "StaysWire", "StaysMessages", "PlaceSearch", "PlaceImport", "PlaceData", "MapData",
                "CurrencyData", "MapTiles", "StaysFeatures",
                "StaysTerminal",
                "StayCatalogCore", "StayCatalog", "StayCatalogPostgres", "StaysServer", "StaysAccounts", "StaysClient",
                "StayImport", "StayCalendarSync", "CalendarFeedHTTP", "StayPhotos",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(name: "stays", dependencies: ["StaysApp", "StaysServer"], swiftSettings: strict),
        .executableTarget(
            name: "StayReserveOnce", dependencies: ["StayCatalog", "StaysDomain"], swiftSettings: strict),
        .target(
            name: "StaysTestSupport", dependencies: ["StaysDomain", "StaysFeatures", "StaysMessages"],
            swiftSettings: strict),
        .target(name: "PlaceSearchTestSupport", dependencies: ["PlaceSearch", "StaysDomain"], swiftSettings: strict),
        .target(name: "StaysTerminalTestSupport", dependencies: ["StaysTerminal"], swiftSettings: strict),
        .testTarget(
            name: "CalendarFeedHTTPTests", dependencies: ["CalendarFeedHTTP", "StaysDomain"], swiftSettings: strict),
        .testTarget(
            name: "StaysDomainTests", dependencies: ["StaysDomain", "StaysTestSupport", "CurrencyData"],
            swiftSettings: strict),
        .testTarget(
            name: "StaysMessagesTests", dependencies: ["StaysMessages", "StaysDomain", "StaysWire"],
            swiftSettings: strict),
        .testTarget(
            name: "StaysWireTests", dependencies: ["StaysWire", "StaysDomain", "StaysTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "PlaceSearchTests",
            dependencies: [
                "PlaceSearch", "PlaceData", "StaysDomain", "StaysWire", "StaysMessages", "StaysTestSupport",
                "PlaceSearchTestSupport",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "PlaceImportTests",
            dependencies: ["PlaceImport", "PlaceSearch", "StaysTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "StayCatalogTests",
            dependencies: [
                "StayCatalog", "StayCatalogCore", "StayCatalogPostgres", "StaysTestSupport", "StaysDomain",
                "StayReserveOnce", "CurrencyData",
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "StaysFeaturesTests",
            dependencies: ["StaysFeatures", "StaysDomain", "StaysWire", "StaysMessages", "StaysTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "StaysTerminalTests",
            dependencies: [
                "StaysTerminal", "StaysFeatures", "StaysDomain", "StaysMessages", "StaysTestSupport",
                "StaysTerminalTestSupport",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "StaysServerTests",
            dependencies: [
                "StaysServer", "StaysDomain", "StaysWire", "StaysTestSupport", "StayCatalog", "StaysAccounts", "StayCalendarSync",
                "CalendarFeedHTTP", "StayPhotos",
                "PlaceSearch",
                "MapTiles", "MapData",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "StaysClientTests",
            dependencies: [
                "StaysClient", "StaysServer", "StayCatalog", "StaysAccounts", "StaysDomain", "StaysWire", "StaysFeatures",
                "StaysMessages",
                "StaysTestSupport", .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "MapTilesTests", dependencies: ["MapTiles", "MapData", "StaysDomain"], swiftSettings: strict),
        .testTarget(
            name: "StayImportTests", dependencies: ["StayImport", "StaysDomain", "StaysTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "StayPhotosTests",
            dependencies: ["StayPhotos", "StaysDomain", "StaysTestSupport", "CJPEGShim", "CPNG", "CWebP"],
            swiftSettings: strict),
        .testTarget(
            name: "StayCalendarSyncTests", dependencies: ["StayCalendarSync", "StaysDomain", "StaysTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "StaysAccountsTests", dependencies: ["StaysAccounts", "StaysDomain", "StaysTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "StaysAppTests",
            dependencies: [
                "StaysApp", "StaysWire", "StaysMessages", "PlaceSearch", "StayCatalog", "StayImport", "StaysTestSupport",
                "PlaceSearchTestSupport",
                "StaysTerminalTestSupport", "stays",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strict
        ),
    ]
)
