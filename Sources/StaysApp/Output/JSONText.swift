import Foundation
import StaysDomain
import StaysWire

/// Encodes and decodes the JSON the command line reads and writes, one way everywhere; keys are sorted so
/// the same answer is always the same text.
struct JSONText: Sendable {
    /// One value as compact JSON text, without a trailing newline.
    func encode(_ value: some Encodable) -> String {
        guard let data = try? WireJSON.encoder().encode(value) else {
            return #"{"error":"could not encode the answer"}"#
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// A value decoded from JSON text.
    func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }
}
