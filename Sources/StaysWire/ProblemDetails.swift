import StaysDomain

/// An error answer as RFC 9457 `application/problem+json`: `{"type", "title", "status", "detail"}`, and for a
/// domain error the extension members `code` (see `ProblemCode`) and that error's values (see `ProblemValues`).
public struct ProblemDetails: Codable, Sendable, Equatable, Error {
    /// A URI reference naming the kind of problem, e.g. `/problems/not-available`.
    public let type: String
    /// A short summary of the kind of problem.
    public let title: String
    /// The HTTP status code.
    public let status: Int
    /// What went wrong this time, for a person to read.
    public let detail: String
    /// The domain error case, as `ProblemCode`'s raw value (kept as text so a newer server's code still decodes).
    public let code: String?
    /// The domain error's values, written beside `code` at the top level.
    public let values: ProblemValues

    /// Creates a problem; a domain error's adds its `code` and `values` (see `DomainProblem.members(for:)`).
    public init(
        type: String, title: String, status: Int, detail: String, code: ProblemCode? = nil,
        values: ProblemValues = ProblemValues()
    ) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.code = code?.rawValue
        self.values = values
    }

    /// The domain error the code and values stand for, or nil (no code, an unknown one, or values missing).
    public var domainError: (any Error & Sendable)? {
        code.flatMap(ProblemCode.init(rawValue:)).flatMap {
            DomainProblem.error(for: $0, values: values, detail: detail)
        }
    }

    // MARK: - Coding

    private enum CodingKeys: String, CodingKey {
        case type, title, status, detail, code
    }

    /// Reads the standard members, `code`, and the values from the same top-level object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(String.self, forKey: .type)
        title = try container.decode(String.self, forKey: .title)
        status = try container.decode(Int.self, forKey: .status)
        detail = try container.decode(String.self, forKey: .detail)
        code = try container.decodeIfPresent(String.self, forKey: .code)
        values = try ProblemValues(from: decoder)
    }

    /// Writes the standard members, then `code` and the values that are set, all at the top level.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(title, forKey: .title)
        try container.encode(status, forKey: .status)
        try container.encode(detail, forKey: .detail)
        try container.encodeIfPresent(code, forKey: .code)
        try values.encode(to: encoder)
    }
}
