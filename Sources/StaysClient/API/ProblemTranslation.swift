import StaysDomain

/// What a request was about, so a problem answer can name the same stay or reservation the local error does.
public enum RequestSubject: Hashable, Sendable {
    /// Nothing in particular.
    case none
    /// One stay (lookup or booking).
    case stay(StayID)
    /// One reservation.
    case reservation(String)
}

/// Turns the server's `application/problem+json` answers back into the errors the local implementations throw.
enum ProblemTranslation {
    /// The domain error a problem stands for, or `StaysClientError.serverProblem` when none does.
    static func error(for problem: ProblemDetails, status: Int, subject: RequestSubject) -> any Error {
        let detail = problem.detail
        switch (problem.type, subject) {
        case ("/problems/not-available", .stay(let id)): return StayQueryError.notAvailable(id)
        case ("/problems/email-taken", _): return AccountError.emailTaken
        case ("/problems/not-found", .stay(let id)) where detail == StayQueryError.unknownStay(id).description:
            return StayQueryError.unknownStay(id)
        case ("/problems/not-found", .reservation(let id)): return StayQueryError.unknownReservation(id)
        case ("/problems/unauthorized", _):
            return detail == AccountError.wrongCredentials.description
                ? AccountError.wrongCredentials : AccountError.notSignedIn
        default: break
        }
        if let error = accountErrors(for: detail).first(where: { $0.description == detail }) { return error }
        if let error = stayQueryErrors(for: detail).first(where: { $0.description == detail }) { return error }
        if status == 400 { return StayRequestError(detail) }
        return StaysClientError.serverProblem(status: status, detail: detail)
    }

    // MARK: - Candidates

    /// Every account error whose words could be `detail`.
    private static func accountErrors(for detail: String) -> [AccountError] {
        let fixed: [AccountError] = [.invalidEmail, .invalidName, .invalidPassword, .emailTaken, .wrongCredentials]
        return fixed
            + (firstNumber(in: detail).map { [.passwordTooShort(minimum: $0), .passwordTooLong(maximum: $0)] } ?? [])
    }

    /// Every stay query error whose words could be `detail`, those with a count taking the first one in it.
    private static func stayQueryErrors(for detail: String) -> [StayQueryError] {
        let fixed: [StayQueryError] = [
            .checkInInThePast, .datesTooFarAhead, .stayTooLong, .noAdults, .negativePrice, .swappedPrices,
            .malformedCursor, .petsNotAllowed, .invalidGuestName, .idempotencyKeyReused, .priceOutOfRange,
        ]
        let counted: [StayQueryError] =
            firstNumber(in: detail).map {
                [.tooManyGuests(maximum: $0), .belowMinimumNights($0), .pageSizeOutOfRange($0)]
            }
            ?? []
        return fixed + counted
    }

    /// The first whole number written in the text.
    private static func firstNumber(in text: String) -> Int? {
        text.split(whereSeparator: { !$0.isASCII || !$0.isNumber }).lazy.compactMap { Int($0) }.first
    }
}
