import Foundation

/// The process's peak resident memory, read from Linux's /proc/self/status (VmHWM).
enum PeakMemory {
    /// Peak resident set in megabytes, or nil where /proc is not available.
    static func megabytes(statusFile: String = "/proc/self/status") -> Double? {
        guard let status = try? String(contentsOfFile: statusFile, encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes / 1024
    }
}
