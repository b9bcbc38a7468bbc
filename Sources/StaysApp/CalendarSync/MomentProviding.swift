import Foundation

/// The current moment, so what stamps a time can be tested with a fixed one.
protocol MomentProviding: Sendable {
    /// Now.
    func now() -> Date
}

/// The system clock.
struct SystemMomentProvider: MomentProviding {
    /// Now, from the system clock.
    func now() -> Date { Date() }
}
