// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "satchel",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "satchel", targets: ["satchel"]),
        .library(name: "SatchelAPI", targets: ["SatchelAPI"]),
        .library(name: "SatchelKit", targets: ["SatchelKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
        .package(url: "https://github.com/vapor/fluent.git", from: "4.13.0"),
        // NIOPosix by name: the executable makes NIO's event loops Swift's global executor (Vapor already builds it).
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        // TLS for the SMTP client (STARTTLS, smtps); Vapor already builds it.
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver.git", from: "2.14.0"),
        // EPUB files are ZIP archives (Library).
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        // /metrics in Prometheus's text format (swift-metrics, which Vapor already reports to).
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        // SatchelKit's transport on Linux (Vapor already builds it).
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        // Pages' HTML compared with what was recorded (tests only).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        // The ES256 tokens of Web Push (VAPID) and APNs.
        .package(url: "https://github.com/vapor/jwt-kit.git", from: "5.7.1"),
        // `swift package generate-documentation --target SatchelKit` (DocC); scripts/test builds it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The API's shared language: Codable types and typed routes. No Vapor: builds on iOS.
        .target(name: "SatchelAPI"),
        // Geometry with no dependencies: distance, bounding boxes, geofence hysteresis, map
        // projection. Shared by the server and the SDK.
        .target(name: "SatchelGeo"),
        // What every app uses: accounts, sessions, friends, circles, notifications, media, i18n.
        .target(
            name: "SatchelCore",
            dependencies: [
                "SatchelAPI",
                "SatchelGeo",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Fluent", package: "fluent"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "JWTKit", package: "jwt-kit"),
                // The SMTP client (Mail/).
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            resources: [.copy("Resources")]
        ),
        // Wish lists: wishes, lists, sharing, reservations, the cart, pledges.
        .target(name: "Wishes", dependencies: ["SatchelCore"]),
        // Spots: reminders at a time, at a place, or both.
        .target(name: "Spots", dependencies: ["SatchelCore", "SatchelGeo"]),
        // Eats: restaurants near you or a named place, dishes ranked by ratings, reviews, photos.
        .target(name: "Eats", dependencies: ["SatchelCore", "SatchelGeo"]),
        // Library: libraries, cards and PINs, the catalogue (MARC 21 and EPUB import, search),
        // loans, holds, to-be-read lists.
        .target(name: "Library", dependencies: ["SatchelCore", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        // configure(app): wires database, middleware, modules and jobs.
        .target(
            name: "SatchelServer",
            dependencies: ["SatchelCore", "Wishes", "Spots", "Eats", "Library",
                           .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                           // Reads the text limits of request bodies from openapi.yaml.
                           .product(name: "Yams", package: "Yams")],
            resources: [.copy("Resources")]
        ),
        .executableTarget(name: "satchel", dependencies: ["SatchelServer", "SatchelWorld", .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio")]),
        // The generated, city-sized world for benchmarks (`satchel admin generate-world`): each
        // app's generator, kept out of the apps.
        .target(name: "SatchelWorld", dependencies: ["SatchelServer", "Wishes", "Spots", "Eats", "Library"], path: "Benchmarks/World"),
        // Benchmarks that need the server's internals in process (see Benchmarks/spots/run.sh).
        .executableTarget(
            name: "spots-evaluation-benchmark",
            dependencies: ["SatchelServer", "Spots"],
            path: "Benchmarks/spots-evaluation"
        ),
        .executableTarget(
            name: "eats-nearby-benchmark",
            dependencies: ["SatchelServer", "Eats", .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver")],
            path: "Benchmarks/eats-nearby"
        ),
        // The Swift client SDK: no Vapor, works on iOS and Linux.
        .target(name: "SatchelKit", dependencies: [
            "SatchelAPI", "SatchelGeo",
            .product(name: "AsyncHTTPClient", package: "async-http-client", condition: .when(platforms: [.linux])),
        ]),
        // Test support shared by the suites: an app on a fresh database per test.
        .target(
            name: "SatchelTesting",
            dependencies: ["SatchelServer", .product(name: "VaporTesting", package: "vapor")],
            path: "Tests/SatchelTesting"
        ),
        .testTarget(
            name: "SatchelCoreTests",
            dependencies: [
                "SatchelServer",
                "Library", // the statement-count test fills a catalogue
                "SatchelWorld",
                "SatchelTesting",
                .product(name: "VaporTesting", package: "vapor"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "WishesTests",
            dependencies: ["Wishes", "SatchelTesting", .product(name: "VaporTesting", package: "vapor"),
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SpotsTests",
            dependencies: ["Spots", "SatchelGeo", "SatchelTesting", .product(name: "VaporTesting", package: "vapor"),
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LibraryTests",
            dependencies: ["Library", "SatchelTesting", .product(name: "VaporTesting", package: "vapor"),
                           .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "EatsTests",
            dependencies: ["Eats", "Spots", "SatchelGeo", "SatchelTesting", .product(name: "VaporTesting", package: "vapor"),
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SatchelKitTests",
            dependencies: ["SatchelKit", "SatchelServer", "Library", "SatchelGeo"]
        ),
    ]
)
