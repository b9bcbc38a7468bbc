/// Runs one request at a time and delivers only the latest one's result, so a slow old answer never wins.
@MainActor
final class LatestRequest<Value: Sendable> {
    // MARK: - State

    private var task: Task<Void, Never>?
    private var generation = 0

    // MARK: - Running

    /// Cancels the request in flight and starts `operation`, calling `deliver` unless a newer run or cancel came.
    func run(
        _ operation: @escaping @Sendable () async throws -> Value,
        then deliver: @escaping @MainActor (Result<Value, any Error>) -> Void
    ) {
        cancel()
        let current = generation
        task = Task { [weak self] in
            let result: Result<Value, any Error>
            do {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            guard let self, self.generation == current else { return }
            self.task = nil
            deliver(result)
        }
    }

    /// Cancels the request in flight; its result, if it still comes, is dropped.
    func cancel() {
        generation += 1
        task?.cancel()
        task = nil
    }
}
