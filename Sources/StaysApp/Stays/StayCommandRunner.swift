import StaysDomain
import StaysWire

/// Runs `stays search|histogram|stay|reserve|reservations|cancel` against the stay protocols.
struct StayCommandRunner: Sendable {
    /// Searches stays and prices.
    let searcher: any StaySearching
    /// Looks stays up.
    let lookup: any StayLookup
    /// Books and cancels.
    let reserver: any Reserving
    /// Resolves `--place`.
    let placeResolver: StayPlaceResolver
    /// Today's date where the user is.
    let today: any TodayProviding
    /// The display currencies `--currency` may name.
    let rates: CurrencyRates
    /// Where results go.
    let output: any TextOutput
    /// The words people read, in their language.
    let words: any Localizing
    private let json = JSONText()
    private var formatter: StayTableFormatter { StayTableFormatter(words: words) }

    // MARK: - Search

    /// `stays search`: one page of stays.
    func search(_ request: StaySearchRequest, format: OutputFormat) async throws {
        let query = try await query(for: request)
        let page = try await catalogue { try await searcher.search(query) }
        switch format {
        case .table:
            output.write(formatter.page(page, showingDates: query.timing.isFlexible, currency: query.currency))
        case .json: output.write(json.encode(StaySearchResponse(page: page)) + "\n")
        }
    }

    /// `stays histogram`: the spread of nightly prices in `buckets` bars.
    func histogram(_ request: StaySearchRequest, buckets: Int, format: OutputFormat) async throws {
        let query = try await query(for: request)
        let histogram = try await catalogue { try await searcher.histogram(query, bucketCount: buckets) }
        switch format {
        case .table: output.write(formatter.histogram(histogram))
        case .json: output.write(json.encode(histogram) + "\n")
        }
    }

    // MARK: - Stays and reservations

    /// `stays stay ID [--currency CODE]`: the stay, with its prices converted into `currency` when that is not its
    /// own.
    func stay(_ id: StayID, format: OutputFormat = .table, currency: Currency? = nil) async throws {
        try check(currency)
        guard let stay = try await catalogue({ try await lookup.stay(withID: id) }) else {
            throw StayCommandError(.unknownStay(id), words: words)
        }
        let converted = rates.converted(
            nightly: stay.nightlyPrice, cleaningFee: stay.cleaningFee, total: nil, to: currency)
        switch format {
        case .table: output.write(formatter.stay(stay) + (converted.map { formatter.converted($0, at: rates) } ?? ""))
        case .json: output.write(json.encode(StayDetailResponse(stay, converted: converted)) + "\n")
        }
    }

    /// `stays reserve ID`: prints the reservation id; if that fails, the error says the booking stands.
    func reserve(_ request: ReservationRequest) async throws {
        do {
            try request.dates.checkBookable(today: today.today())
        } catch {
            throw StayCommandError(error, words: words)
        }
        let reservation = try await catalogue {
            try await reserver.reserve(
                request.stayID, dates: request.dates, guestName: request.guestName, guests: request.guests)
        }
        output.write(reservation.id + "\n")
        if let failure = output.failure { throw failure.standing(.booked(reservation.id)) }
    }

    /// `stays reservations`: one page of at most `limit`, after `cursor`; a cut list ends with how to go on.
    func reservations(
        format: OutputFormat, limit: Int = ListReservations.defaultPageSize, cursor: String? = nil
    ) async throws {
        let page = try await catalogue { try await reserver.reservations(limit: limit, after: cursor) }
        switch format {
        case .table:
            output.write(formatter.reservations(page.reservations))
            if let next = page.nextCursor {
                output.write(words.text("app.cli.more-reservations", ["cursor": .text(next)]) + "\n")
            }
        case .json:
            output.write(
                json.encode(ReservationListResponse(reservations: page.reservations, nextCursor: page.nextCursor))
                    + "\n")
        }
    }

    /// `stays cancel ID`: cancels on today where the user is and prints the refund the stay's policy gives; if that
    /// cannot be written, the error says the cancellation stands.
    func cancel(_ reservationID: String) async throws {
        let cancelled = try await catalogue {
            try await reserver.cancel(reservationID: reservationID, today: today.today())
        }
        let refund = cancelled.refund ?? Money(minorUnits: 0, currency: cancelled.totalPrice.currency)
        let cancellation: [String: MessageArgument] = [
            "reservation": .text(reservationID), "refund": .text(refund.displayText),
            "total": .text(cancelled.totalPrice.displayText),
            "policy": .text(words.text("app.cancellation.\(cancelled.cancellationPolicy.rawValue)")),
        ]
        output.write(words.text("app.cli.cancelled", cancellation) + "\n")
        if let failure = output.failure { throw failure.standing(.cancelled(reservationID)) }
    }

    // MARK: - Parts

    private func query(for request: StaySearchRequest) async throws -> StayQuery {
        try check(request.currency)
        let area: StayArea
        switch request.area {
        case .place(let text, let radius):
            let place = try await placeResolver.resolve(text)
            area = .place(id: place.id, center: place.coordinate, radiusKilometres: radius)
        case .box(let box):
            area = .box(box)
        }
        do {
            return try request.query(in: area, today: today.today())
        } catch {
            throw StayCommandError(error, words: words)
        }
    }

    /// Refuses a display currency the rates do not convert, naming those they do.
    private func check(_ currency: Currency?) throws {
        guard let currency, !rates.converts(currency) else { return }
        let error = CurrencyError.unknownCurrency(currency.code, known: rates.currencies.map(\.code))
        throw StayCommandError.usage(ProblemWording(words: words).describe(error))
    }

    /// Runs a catalogue call, turning its refusals into command errors in the person's words.
    private func catalogue<Value>(_ call: () async throws -> Value) async throws -> Value {
        do {
            return try await call()
        } catch let error as StayQueryError {
            throw StayCommandError(error, words: words)
        } catch let error as AccountError {
            throw StayCommandError.failed(ProblemWording(words: words).describe(error))
        }
    }
}

/// A booking as typed on the command line.
struct ReservationRequest: Hashable, Sendable {
    /// The stay to book.
    let stayID: StayID
    /// The nights.
    let dates: StayDates
    /// Who books.
    let guestName: String
    /// Who comes.
    let guests: GuestCounts
}
