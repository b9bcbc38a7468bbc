/// Turns typed text and numbers (command-line options or URL query parameters) into domain values, with one
/// message per refusal, so every front end refuses the same input with the same words.
public struct StayRequestParser: Sendable {
    /// The most a nightly price may be, in major units of any currency (room for rupiah and won).
    public static let maximumPrice = 1_000_000_000.0
    /// The most reservations one page lists.
    public static let maximumReservationPage = 1000
    /// The longest cursor accepted, in characters.
    public static let maximumCursorLength = 512

    /// How the parameters are called where they were typed, for messages.
    public struct Names: Sendable {
        /// The check-in parameter.
        public let checkIn: String
        /// The check-out parameter.
        public let checkOut: String
        /// The adults parameter.
        public let adults: String
        /// The order parameter.
        public let sort: String

        /// On the command line: `--checkin`, `--checkout`, `--adults`, `--sort`.
        public static let commandLine = Names(
            checkIn: "--checkin", checkOut: "--checkout", adults: "--adults", sort: "--sort")
        /// In a URL or a JSON body: `checkin`, `checkout`, `adults`, `sort`.
        public static let query = Names(checkIn: "checkin", checkOut: "checkout", adults: "adults", sort: "sort")
    }

    /// How parameters are named in messages.
    public let names: Names

    /// Creates a parser naming parameters as `names` says.
    public init(names: Names = .commandLine) {
        self.names = names
    }

    // MARK: - Dates and guests

    /// The nights from check-in to check-out, both `YYYY-MM-DD`.
    public func dates(checkIn: String, checkOut: String) throws(StayRequestError) -> StayDates {
        let first = try day(checkIn, option: names.checkIn)
        let last = try day(checkOut, option: names.checkOut)
        do {
            return try StayDates(checkIn: first, checkOut: last)
        } catch {
            throw StayRequestError(error.description)
        }
    }

    /// The guests; at least one adult must come.
    public func guests(adults: Int, children: Int, infants: Int, pets: Int) throws(StayRequestError) -> GuestCounts {
        guard adults > 0 else { throw StayRequestError("at least one adult must come, got \(names.adults) \(adults)") }
        do {
            return try GuestCounts(adults: adults, children: children, infants: infants, pets: pets)
        } catch {
            throw StayRequestError(error.description)
        }
    }

    // MARK: - Budget, order and page

    /// The nightly budget in major units of the search's price currency, or nil when neither end is given.
    public func price(minimum: Double?, maximum: Double?) throws(StayRequestError) -> PriceRange? {
        guard minimum != nil || maximum != nil else { return nil }
        let lowest = try checkedPrice(minimum)
        let highest = try checkedPrice(maximum)
        do {
            return try PriceRange(minimum: lowest, maximum: highest)
        } catch {
            throw StayRequestError(error.description)
        }
    }

    /// The order, one of `StaySort`'s names.
    public func sort(_ text: String) throws(StayRequestError) -> StaySort {
        guard let sort = StaySort(rawValue: text) else {
            let choices = StaySort.allCases.map(\.rawValue).joined(separator: ", ")
            throw StayRequestError("\(names.sort) must be one of \(choices), got \(text.debugDescription)")
        }
        return sort
    }

    /// Results per page, 1–100.
    public func pageSize(_ limit: Int) throws(StayRequestError) -> Int {
        guard (1...100).contains(limit) else {
            throw StayRequestError(StayQueryError.pageSizeOutOfRange(limit).description)
        }
        return limit
    }

    /// Reservations per page, 1–`maximumReservationPage` (`stays reservations --limit`, `GET /reservations?limit=`).
    public func reservationPageSize(_ limit: Int) throws(StayRequestError) -> Int {
        guard (1...Self.maximumReservationPage).contains(limit) else {
            throw StayRequestError("limit must be between 1 and \(Self.maximumReservationPage), got \(limit)")
        }
        return limit
    }

    /// Kilometres around a place, more than 0 and at most 500.
    public func radius(_ kilometres: Double) throws(StayRequestError) -> Double {
        guard kilometres > 0, kilometres <= 500 else {
            throw StayRequestError(StayQueryError.radiusOutOfRange(kilometres).description)
        }
        return kilometres
    }

    /// An opaque cursor: printable ASCII without spaces, at most `maximumCursorLength` characters.
    public func cursor(_ text: String?) throws(StayRequestError) -> String? {
        guard let text else { return nil }
        let printable = text.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }
        guard !text.isEmpty, text.count <= Self.maximumCursorLength, printable else {
            throw StayRequestError(StayQueryError.malformedCursor.description)
        }
        return text
    }

    // MARK: - Names

    /// A stay id: 1–100 printable characters.
    public func stayID(_ text: String) throws(StayRequestError) -> StayID {
        guard Self.isPrintable(text, maximum: 100) else {
            throw StayRequestError("stay id must be 1–100 printable characters")
        }
        return StayID(text)
    }

    /// A guest name: 1–100 printable characters, not only spaces.
    public func guestName(_ text: String) throws(StayRequestError) -> String {
        guard Self.isPrintable(text, maximum: 100), !text.allSatisfy(\.isWhitespace) else {
            throw StayRequestError(StayQueryError.invalidGuestName.description)
        }
        return text
    }

    // MARK: - Parts

    /// 1…`maximum` characters, each printing as itself (`PrintableText.isPrintable`: no control, format — bidi
    /// overrides among them — separator, private-use or unassigned scalars).
    private static func isPrintable(_ text: String, maximum: Int) -> Bool {
        !text.isEmpty && text.count <= maximum && text.unicodeScalars.allSatisfy(PrintableText.isPrintable)
    }

    /// One day, `YYYY-MM-DD`, refused in the words of the parameter `option`.
    public func day(_ text: String, option: String) throws(StayRequestError) -> CalendarDay {
        do {
            return try CalendarDay(iso8601: text)
        } catch {
            throw StayRequestError("\(option): \(error.description)")
        }
    }

    private func checkedPrice(_ amount: Double?) throws(StayRequestError) -> Double? {
        guard let amount else { return nil }
        guard amount.isFinite else { throw StayRequestError("prices must be numbers, got \(amount)") }
        guard amount >= 0 else { throw StayRequestError(StayQueryError.negativePrice.description) }
        guard amount <= Self.maximumPrice else {
            throw StayRequestError("prices must be at most \(Int(Self.maximumPrice)), got \(amount)")
        }
        return amount
    }
}

/// A request parameter that cannot be used as given; the description says which and why.
public struct StayRequestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A one-line explanation for the user.
    public let description: String

    /// Creates an error with its message.
    public init(_ description: String) {
        self.description = description
    }
}
