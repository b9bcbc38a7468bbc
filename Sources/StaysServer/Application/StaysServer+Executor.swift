import NIOCore
import NIOPosix

extension StaysServer {
    /// Makes NIO's event loops Swift concurrency's global executor, so a request's handler runs on the thread its
    /// connection lives on. Call once, from the main thread, before any task starts; returns whether it took.
    @discardableResult
    public static func runConcurrencyOnEventLoops() -> Bool {
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
    }
}
