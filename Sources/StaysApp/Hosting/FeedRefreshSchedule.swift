import CalendarFeedHTTP
import Foundation
import StaysDomain

/// Reads listings' import feeds that are due, every `pause`, until its task is cancelled (the server shutting down);
/// then shuts the fetcher's connections down.
struct FeedRefreshSchedule: Sendable {
    /// How long the schedule waits between rounds.
    static let pause = Duration.seconds(600)

    /// The imports to refresh.
    let imports: CalendarFeedImports
    /// Their fetcher, shut down when the schedule ends.
    let fetcher: HTTPCalendarFeedFetcher
    /// Where a failed round is reported.
    let output: any TextOutput

    /// Runs rounds until cancelled.
    func run() async {
        while !Task.isCancelled {
            do {
                try await imports.refreshDue()
            } catch {
                output.writeError("Reading calendar feeds failed: \(error); trying again in 10 minutes.\n")
            }
            do {
                try await Task.sleep(for: Self.pause)
            } catch {
                break
            }
        }
        try? await fetcher.shutdown()
    }
}
