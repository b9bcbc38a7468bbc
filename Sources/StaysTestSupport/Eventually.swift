// MARK: - Waiting for concurrent work

/// Whether `condition` becomes true while other tasks get to run; gives up after about two seconds.
@MainActor
public func eventually(_ condition: @MainActor () async -> Bool) async -> Bool {
    for attempt in 0..<400 {
        if await condition() { return true }
        if attempt < 50 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
    return await condition()
}

/// Lets tasks already started finish their work, so a test can check that something did not happen.
@MainActor
public func settle() async {
    for _ in 0..<50 {
        await Task.yield()
    }
    try? await Task.sleep(for: .milliseconds(20))
}
