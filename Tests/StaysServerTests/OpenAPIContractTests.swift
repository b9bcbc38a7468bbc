import Foundation
import Hummingbird
import StaysDomain
import StaysServer
import StaysTestSupport
import Testing

/// The shipped OpenAPI document: every error of every operation a problem document (`RouteTableTests` holds its
/// operations to the route table and the router).
@Suite struct OpenAPIContractTests {
    private let document = OpenAPIOutline(StaysServer.openAPIDocument())

    @Test func everyAPIOperationListsItsErrorsAsProblemDocuments() {
        let operations = document.operations.filter { $0.contains(" /api/v1/") }

        #expect(!operations.isEmpty, "the reader found the API operations")
        for operation in operations {
            let errors = document.errorResponses(of: operation)
            #expect(!errors.isEmpty, "\(operation) lists no error")
            for error in errors {
                #expect(error.contentTypes == ["application/problem+json"], "\(operation) \(error.status)")
            }
        }
    }
}

/// Reads the `paths:` and `components: responses:` of the OpenAPI YAML by indentation alone (no YAML library):
/// each `key:` line is a node whose children are the next, more indented key lines.
private struct OpenAPIOutline {
    /// A `key: value` line; list items and block-scalar text that reads as a key only ever sit deeper.
    private struct Line {
        let indent: Int
        let key: String
        let value: String
    }

    private static let methods: Set = ["get", "put", "post", "delete", "patch", "head", "options", "trace"]
    private let lines: [Line]

    /// Parses the document's key lines.
    init(_ text: String) {
        lines = text.split(separator: "\n").compactMap { raw in
            let indent = raw.prefix { $0 == " " }.count
            let content = raw.dropFirst(indent)
            guard !content.hasPrefix("-"), !content.hasPrefix("#"), let colon = content.firstIndex(of: ":") else {
                return nil
            }
            let key = content[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            let value = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return Line(indent: indent, key: key, value: value.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
        }
    }

    // MARK: - Reading

    /// Every operation as `METHOD /path`, e.g. `GET /api/v1/stays/{id}`.
    var operations: [String] {
        guard let paths = node(["paths"]) else { return [] }
        return children(of: paths).flatMap { path in
            children(of: path).filter { Self.methods.contains(lines[$0].key) }
                .map { "\(lines[$0].key.uppercased()) \(lines[path].key)" }
        }
    }

    /// The 4xx and 5xx responses of an operation, with the media types each (or the response it refers to) lists.
    func errorResponses(of operation: String) -> [(status: String, contentTypes: [String])] {
        let parts = operation.split(separator: " ").map(String.init)
        guard let responses = node(["paths", parts[1], parts[0].lowercased(), "responses"]) else { return [] }
        let errors = children(of: responses).filter { lines[$0].key.hasPrefix("4") || lines[$0].key.hasPrefix("5") }
        return errors.map { response in
            let types = child("content", of: resolved(response)).map { children(of: $0).map { lines[$0].key } }
            return (lines[response].key, types ?? [])
        }
    }

    // MARK: - Tree

    /// The line reached by following `keys` from the top level.
    private func node(_ keys: [String]) -> Int? {
        var current: Int?
        for key in keys {
            let candidates = current.map(children(of:)) ?? lines.indices.filter { lines[$0].indent == 0 }
            guard let next = candidates.first(where: { lines[$0].key == key }) else { return nil }
            current = next
        }
        return current
    }

    /// The shared response a `$ref: "#/components/responses/NAME"` response refers to, else the response itself.
    private func resolved(_ response: Int) -> Int {
        guard let reference = child("$ref", of: response), let name = lines[reference].value.split(separator: "/").last
        else { return response }
        return node(["components", "responses", String(name)]) ?? response
    }

    private func child(_ key: String, of index: Int) -> Int? {
        children(of: index).first { lines[$0].key == key }
    }

    /// The key lines directly under `index`: the least indented of those before the indentation returns.
    private func children(of index: Int) -> [Int] {
        let subtree = lines.indices.dropFirst(index + 1).prefix { lines[$0].indent > lines[index].indent }
        guard let indent = subtree.map({ lines[$0].indent }).min() else { return [] }
        return subtree.filter { lines[$0].indent == indent }
    }
}
