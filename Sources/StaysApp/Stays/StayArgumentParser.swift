import StaysDomain

/// Turns command-line text and numbers into domain values, with a usage message for each refusal.
struct StayArgumentParser {
    /// The most a nightly price may be, in major units.
    static let maximumPrice = 1_000_000.0
    /// The longest cursor accepted, in characters.
    static let maximumCursorLength = 512

    // MARK: - Dates and guests

    /// The nights from check-in to check-out, both `YYYY-MM-DD`.
    func dates(checkIn: String, checkOut: String) throws(StayCommandError) -> StayDates {
        let first = try day(checkIn, option: "--checkin")
        let last = try day(checkOut, option: "--checkout")
        do {
            return try StayDates(checkIn: first, checkOut: last)
        } catch {
            throw .usage(error.description)
        }
    }

    /// The guests; at least one adult must come.
    func guests(adults: Int, children: Int, infants: Int, pets: Bool) throws(StayCommandError) -> GuestCounts {
        guard adults > 0 else { throw .usage("at least one adult must come, got --adults \(adults)") }
        do {
            return try GuestCounts(adults: adults, children: children, infants: infants, pets: pets ? 1 : 0)
        } catch {
            throw .usage(error.description)
        }
    }

    // MARK: - Budget, order and page

    /// The nightly budget in major units, or nil when neither end is given.
    func price(minimum: Double?, maximum: Double?) throws(StayCommandError) -> PriceRange? {
        guard minimum != nil || maximum != nil else { return nil }
        let lowest = try minorUnits(minimum)
        let highest = try minorUnits(maximum)
        do {
            return try PriceRange(minimum: lowest, maximum: highest)
        } catch {
            throw .usage(error.description)
        }
    }

    /// The order, one of `StaySort`'s names.
    func sort(_ text: String) throws(StayCommandError) -> StaySort {
        guard let sort = StaySort(rawValue: text) else {
            let names = StaySort.allCases.map(\.rawValue).joined(separator: ", ")
            throw .usage("--sort must be one of \(names), got \(text.debugDescription)")
        }
        return sort
    }

    /// An opaque cursor: printable ASCII without spaces, at most `maximumCursorLength` characters.
    func cursor(_ text: String?) throws(StayCommandError) -> String? {
        guard let text else { return nil }
        let printable = text.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }
        guard !text.isEmpty, text.count <= Self.maximumCursorLength, printable else {
            throw .usage(StayQueryError.malformedCursor.description)
        }
        return text
    }

    // MARK: - Names

    /// A stay id: 1–100 printable characters.
    func stayID(_ text: String) throws(StayCommandError) -> StayID {
        guard Self.isPrintable(text, maximum: 100) else { throw .usage("stay id must be 1–100 printable characters") }
        return StayID(text)
    }

    /// A guest name: 1–100 printable characters, not only spaces.
    func guestName(_ text: String) throws(StayCommandError) -> String {
        guard Self.isPrintable(text, maximum: 100), !text.allSatisfy(\.isWhitespace) else {
            throw .usage(StayQueryError.invalidGuestName.description)
        }
        return text
    }

    // MARK: - Parts

    private static func isPrintable(_ text: String, maximum: Int) -> Bool {
        !text.isEmpty && text.count <= maximum
            && text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) }
    }

    private func day(_ text: String, option: String) throws(StayCommandError) -> CalendarDay {
        do {
            return try CalendarDay(iso8601: text)
        } catch {
            throw .usage("\(option): \(error.description)")
        }
    }

    private func minorUnits(_ amount: Double?) throws(StayCommandError) -> Int? {
        guard let amount else { return nil }
        guard amount.isFinite else { throw .usage("prices must be numbers, got \(amount)") }
        guard amount >= 0 else { throw .usage(StayQueryError.negativePrice.description) }
        guard amount <= Self.maximumPrice else {
            throw .usage("prices must be at most \(Int(Self.maximumPrice)), got \(amount)")
        }
        return Int((amount * 100).rounded())
    }
}
