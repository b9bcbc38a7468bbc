import Foundation
import Hummingbird

extension Request {
    /// The body decoded as a JSON wire type; a body over 64 KB is a 413, one that is not that JSON a 400.
    func decodeWire<Value: Decodable>(_ type: Value.Type, example: String) async throws -> Value {
        let buffer = try await body.collect(upTo: StaysRequestContext.maximumBodyBytes)
        do {
            return try JSONDecoder().decode(Value.self, from: Data(buffer.readableBytesView))
        } catch {
            throw Problem.badRequest("the body must be JSON like \(example)", kind: "invalid-body")
        }
    }
}
