import Foundation

/// Whether the kernel's page cache was emptied before a cold measurement, and why not when it was not.
enum PageCacheDrop: Hashable, Sendable {
    /// Emptied: the next read of a catalogue comes from disk.
    case dropped
    /// Left as it was, for the reason given (not permitted, no such control file): cold figures are warm.
    case notDropped(reason: String)
}

/// Empties the kernel's page cache so that the next read of a catalogue comes from disk.
protocol PageCacheDropping: Sendable {
    /// Writes dirty pages out and empties the cache, saying whether it could.
    func dropPageCache() -> PageCacheDrop
}

/// Linux's page cache, emptied by writing 3 to `/proc/sys/vm/drop_caches` (root only, and not inside most
/// containers) after `sync`.
struct LinuxPageCacheDropper: PageCacheDropping {
    /// The kernel's control file.
    var controlFile = "/proc/sys/vm/drop_caches"

    func dropPageCache() -> PageCacheDrop {
        sync()
        let descriptor = open(controlFile, O_WRONLY)
        guard descriptor >= 0 else { return .notDropped(reason: Self.failure("open", controlFile)) }
        defer { close(descriptor) }
        let written = write(descriptor, "3\n", 2)
        guard written == 2 else { return .notDropped(reason: Self.failure("write", controlFile)) }
        return .dropped
    }

    private static func failure(_ call: String, _ path: String) -> String {
        "cannot \(call) \(path): \(String(cString: strerror(errno)))"
    }
}
