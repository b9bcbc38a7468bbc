import Hummingbird
import Logging
import NIOCore
import NIOHTTP1
import StaysDomain

/// Turns every error a route throws into an `application/problem+json` answer: the client's mistakes get a 4xx
/// with the same words as the command line, anything else a 500 that names no file, table or type.
struct ProblemMiddleware: RouterMiddleware {
    typealias Context = StaysRequestContext

    /// Writes problems in the request's language; nil keeps them in English.
    let translator: ProblemTranslator?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        do {
            return try await next(request, context)
        } catch is CancellationError where Task.isCancelled {
            context.logger.debug("request cancelled: the client went away")
            return WireResponse.problem(Problem.clientClosedRequest)
        } catch {
            let problem = ProblemMapping.problem(for: error)
            if problem.status.code >= 500 {
                context.logger.error("request failed", metadata: ["error": "\(String(reflecting: type(of: error)))"])
            }
            return WireResponse.problem(translator?.translated(problem, for: request) ?? problem)
        }
    }
}

/// Which problem each error of the domain, the accounts and Hummingbird stands for.
enum ProblemMapping {
    /// The answer for an error.
    static func problem(for error: any Error) -> Problem {
        kind(for: error).standing(for: error)
    }

    /// The status, kind and words for an error.
    private static func kind(for error: any Error) -> Problem {
        switch error {
        case let problem as Problem: problem
        case let error as StayRequestError: .badRequest(error.description)
        case let error as ListingDraftError: .badRequest(error.description, kind: "invalid-listing")
        case let error as FeedError: .badRequest(error.description, kind: "invalid-feed")
        case let error as PhotoRejection: .badRequest(error.description, kind: "invalid-photo")
        case let error as PlaceQueryError:
            if case .unknownPlace = error { .notFound(error.description) } else { .badRequest(error.description) }
        case let error as StayQueryError: problem(for: error)
        case let error as CurrencyError: .badRequest(error.description, kind: "unknown-currency")
        case let error as AccountError: problem(for: error)
        case let error as StayCatalogError: problem(for: error)
        case let error as any TemporaryCatalogFailure where error.retryAfterSeconds != nil: unavailable(error)
        case let error as HTTPError: problem(for: error)
        case is NIOTooManyBytesError: problem(for: HTTPError(.contentTooLarge))
        case is HTTPParserError: .badRequest("the request is not well-formed HTTP/1.1", kind: "malformed-request")
        default:
            Problem(status: .internalServerError, kind: "internal", detail: "the server failed to answer; try again")
        }
    }

    private static func problem(for error: StayQueryError) -> Problem {
        switch error {
        case .unknownStay, .unknownReservation: .notFound(error.description)
        case .notAvailable: Problem(status: .conflict, kind: "not-available", detail: error.description)
        case .reservationCancelled:
            Problem(status: .conflict, kind: "reservation-cancelled", detail: error.description)
        case .idempotencyKeyReused, .priceOutOfRange:
            Problem(status: .unprocessableContent, kind: "unprocessable", detail: error.description)
        default: .badRequest(error.description)
        }
    }

    private static func problem(for error: AccountError) -> Problem {
        switch error {
        case .emailTaken: Problem(status: .conflict, kind: "email-taken", detail: error.description)
        case .wrongCredentials, .notSignedIn: .unauthorized(error)
        default: .badRequest(error.description)
        }
    }

    private static func problem(for error: StayCatalogError) -> Problem {
        switch error {
        case .locked: unavailable(error, kind: "busy")
        case .diskFull: unavailable(error, kind: "disk-full")
        default: Problem(status: .internalServerError, kind: "internal", detail: "the catalogue cannot be read")
        }
    }

    /// 503 with `Retry-After` for a catalogue failure expected to pass (unreachable, busy, its disk full).
    private static func unavailable(_ error: any TemporaryCatalogFailure, kind: String = "unavailable") -> Problem {
        Problem(
            status: .serviceUnavailable, kind: kind, detail: error.clientDetail,
            headers: [.retryAfter: String(error.retryAfterSeconds ?? 5)])
    }

    private static func problem(for error: HTTPError) -> Problem {
        switch error.status {
        case .contentTooLarge:
            Problem(status: .contentTooLarge, kind: "too-large", detail: "the body is larger than 64 KB")
        case .notFound: .notFound("no such route or resource")
        default: Problem(status: error.status, kind: "http", detail: error.body ?? error.status.reasonPhrase)
        }
    }
}
