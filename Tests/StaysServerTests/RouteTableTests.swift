import Foundation
import Hummingbird
import StaysDomain
import StaysServer
import StaysTestSupport
import StaysWire
import Testing

/// The route table (`APIOperation`) against the router and the OpenAPI document: the same operations, methods,
/// paths and query names, so an operation added to one of them alone fails here.
@Suite struct RouteTableTests {
    private static let table = Set(APIOperation.allCases.map { "\($0.method.rawValue) \($0.path)" })

    @Test func theServerServesExactlyTheTablesOperations() {
        let served = Set(StaysServer(services: .stubbed()).router().routes.map { "\($0.method.rawValue) \($0.path)" })
        #expect(served.subtracting(Self.table) == [], "served but not in APIOperation")
        #expect(Self.table.subtracting(served) == [], "in APIOperation but not served")
    }

    @Test func theDocumentNamesEachOperationItsMethodPathAndQueryNames() throws {
        let documented = OpenAPIOperations(StaysServer.openAPIDocument()).operations
        #expect(Set(documented.map(\.id)) == Set(APIOperation.allCases.map(\.rawValue)))
        for operation in APIOperation.allCases {
            let found = try #require(documented.first { $0.id == operation.rawValue }, "\(operation)")
            #expect(found.method == operation.method.rawValue && found.path == operation.path, "\(operation)")
            #expect(found.queryNames == Set(operation.queryNames), "\(operation)")
        }
    }
}

/// The operations of the OpenAPI YAML read line by line: each one's `operationId`, method, path and query parameter
/// names (a parameter by `$ref` read from `components: parameters:`).
private struct OpenAPIOperations {
    /// One operation.
    struct Operation {
        let id: String
        let method: String
        let path: String
        var queryNames: Set<String>
    }

    let operations: [Operation]

    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let shared = Self.sharedQueryParameters(lines)
        var found: [Operation] = []
        var path = ""
        var method = ""
        var pending: String?
        for line in lines {
            if line.hasPrefix("  /") { path = String(line.dropFirst(2).dropLast()) }
            if let verb = ["get", "post", "delete", "put"].first(where: { line == "    \($0):" }) {
                method = verb.uppercased()
            }
            if line.hasPrefix("      operationId: ") {
                found.append(Operation(id: Self.value(line), method: method, path: path, queryNames: []))
            }
            if line.hasPrefix("        - name: ") { pending = Self.value(line) }
            if line == "          in: query", let name = pending { found[found.count - 1].queryNames.insert(name) }
            if line.hasPrefix("        - $ref: \"#/components/parameters/"), let name = shared[Self.reference(line)] {
                found[found.count - 1].queryNames.insert(name)
            }
            if line.hasPrefix("components:") { break }
        }
        operations = found
    }

    /// `components: parameters:` entries that are query parameters: their key and their `name`.
    private static func sharedQueryParameters(_ lines: [String]) -> [String: String] {
        guard let start = lines.firstIndex(of: "  parameters:") else { return [:] }
        var shared: [String: String] = [:]
        var key = ""
        var name = ""
        for line in lines[(start + 1)...] {
            if !line.hasPrefix("    ") && !line.isEmpty { break }
            if line.hasPrefix("    ") && !line.hasPrefix("     ") { key = String(line.dropFirst(4).dropLast()) }
            if line.hasPrefix("      name: ") { name = value(line) }
            if line == "      in: query" { shared[key] = name }
        }
        return shared
    }

    private static func value(_ line: String) -> String {
        String(line[line.index(after: line.firstIndex(of: ":")!)...]).trimmingCharacters(in: .whitespaces)
    }

    private static func reference(_ line: String) -> String {
        String(line.split(separator: "/").last ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }
}
