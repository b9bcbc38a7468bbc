import Foundation
import StayCatalogPostgres
import XCTest

/// Clear errors for a wrong URL or an unreachable server, never showing the password.
final class PostgresConnectionErrorTests: XCTestCase {
    // MARK: - Bad URLs

    func testMalformedURLsSayWhatIsWrongWithoutThePassword() {
        let cases = [
            ("mysql://kim:s3cret@db:5432/stays", "postgres://"), ("postgres://kim:s3cret@:5432/stays", "no host"),
            ("postgres://db:5432/stays", "no user"), ("postgres://kim:s3cret@db:5432/", "no database"),
            ("postgres://kim:s3cret@db:99999/stays", "port"),
        ]
        for (text, reason) in cases {
            XCTAssertThrowsError(try PostgresCatalogURL(text), text) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains(reason), message)
                XCTAssertFalse(message.contains("s3cret"), message)
            }
        }
    }

    func testAGoodURLIsPrintedWithoutItsPassword() throws {
        let url = try PostgresCatalogURL("postgres://kim:s3cret@db.example:6543/stays")
        XCTAssertEqual(url.description, "postgres://kim@db.example:6543/stays")
        XCTAssertEqual(try PostgresCatalogURL(url.connectionText), url)
        XCTAssertEqual(try PostgresCatalogURL("postgresql://kim@db/stays").port, 5432)
    }

    // MARK: - Unreachable servers

    func testADownServerIsReportedAsUnreachableWithoutThePassword() async throws {
        let catalog = PostgresStayCatalog(url: try PostgresCatalogURL("postgres://kim:s3cret@127.0.0.1:1/stays"))
        defer { catalog.close() }
        do {
            _ = try await catalog.stayCount()
            XCTFail("a down server answered")
        } catch let error as PostgresCatalogError {
            guard case .unreachable = error else { return XCTFail("\(error)") }
            XCTAssertTrue(error.description.contains("cannot reach PostgreSQL at postgres://kim@127.0.0.1:1/stays"))
            XCTAssertFalse(error.description.contains("s3cret"))
        }
    }

    func testAMissingDatabaseIsReportedAsRefused() async throws {
        let server = try PostgresScratchDatabase.serverURL()
        let url = try PostgresCatalogURL("postgres://\(server.user)@\(server.host):\(server.port)/no_such_database")
        do {
            try await PostgresStayCatalog(url: url).connect()
            XCTFail("a missing database was opened")
        } catch let error as PostgresCatalogError {
            guard case .refused(_, let reason) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("no_such_database"), reason)
        }
    }
}
