import Foundation
import StaysDomain
import StaysWire

/// `stays host …` on a local catalogue: the host's steps for the account with an email, the same checks as the web.
struct HostCommandRunner: Sendable {
    /// The most bytes a listing file may have.
    static let maximumFileBytes = 64 * 1024

    /// The host's steps.
    let hosting: HostListings
    /// Finds the host's account by email.
    let accounts: any AccountStoring
    /// Reads listing files (at most `maximumFileBytes` and one byte).
    let reader: any FileReading
    /// Dates the reservations listed.
    let today: any TodayProviding
    /// Where lines go.
    let output: any TextOutput

    // MARK: - Listings

    /// Prints the host's listings, newest first.
    func listings(email: String) async throws {
        let listings = try await hosting.listings(host: try await host(email))
        guard !listings.isEmpty else { return output.write("No listings yet.\n") }
        output.write(listings.map(Self.line).joined())
    }

    /// Lists the place described by a JSON file (the API's listing body) and prints it.
    func create(email: String, file: String) async throws {
        let host = try await host(email)
        let data = try reader.contents(of: URL(fileURLWithPath: file))
        guard data.count <= Self.maximumFileBytes else { throw HostCommandError.fileTooLarge(file) }
        let body: ListingBody
        do {
            body = try JSONDecoder().decode(ListingBody.self, from: data)
        } catch {
            throw HostCommandError.notAListing(file, String(describing: error))
        }
        let listing = try await hosting.create(try await body.draft(pricedBy: hosting), host: host)
        output.write("Listed " + Self.line(listing))
    }

    /// Lists or unlists a listing and prints it.
    func setListed(_ id: StayID, listed: Bool, email: String) async throws {
        let listing = try await hosting.setListed(id, listed: listed, host: try await host(email))
        output.write((listed ? "Listed " : "Unlisted ") + Self.line(listing))
    }

    // MARK: - Nights

    /// Blocks or frees the nights and says what changed.
    func change(_ id: StayID, dates: StayDates, block: Bool, email: String) async throws {
        let host = try await host(email)
        if block {
            let outcome = try await hosting.block([dates], of: id, host: host)
            output.write(
                "Blocked \(outcome.newlyBlocked.nightCount) nights; \(outcome.alreadyBlocked.nightCount) were blocked "
                    + "already; \(outcome.collidingWithBookings.nightCount) are booked and stay booked.\n")
        } else {
            let freed = try await hosting.unblock([dates], of: id, host: host)
            output.write("Freed \(freed.nightCount) nights.\n")
        }
    }

    /// Prints the listing's bookings from today on.
    func reservations(_ id: StayID, email: String) async throws {
        let found = try await hosting.reservations(of: id, from: today.today(), host: try await host(email))
        guard !found.isEmpty else { return output.write("No reservations from today on.\n") }
        output.write(
            found.map { booking in
                "\(booking.id)  \(booking.dates.checkIn.iso8601) → \(booking.dates.checkOut.iso8601)  "
                    + "\(TerminalText.printable(booking.guestFirstName))  \(booking.guests.occupancy) guests"
                    + (booking.isCancelled ? "  cancelled" : "") + "\n"
            }.joined())
    }

    // MARK: - Helpers

    /// The account signed up with `email`.
    private func host(_ email: String) async throws -> GuestAccount {
        guard let found = try await accounts.credentials(forEmail: email.lowercased()) else {
            throw HostCommandError.noAccount(email)
        }
        return found.account
    }

    /// "stay:host-3  Hanok room  ₩88,000 a night  listed".
    private static func line(_ listing: HostListing) -> String {
        let stay = listing.stay
        return "\(stay.id)  \(TerminalText.printable(stay.title))  \(stay.nightlyPrice.displayText) a night  "
            + "\(listing.isListed ? "listed" : "unlisted")\n"
    }
}

/// Why `stays host` could not go on.
enum HostCommandError: Error, CustomStringConvertible {
    case noAccount(String)
    case fileTooLarge(String)
    case notAListing(String, String)

    var description: String {
        switch self {
        case .noAccount(let email):
            "no account has the email \(TerminalText.printable(email)); sign up first (the web app or the API)"
        case .fileTooLarge(let file): "\(file) is larger than 64 KB; a listing file is one JSON object"
        case .notAListing(let file, let reason): "\(file) is not a listing (the API's listing body): \(reason)"
        }
    }
}
