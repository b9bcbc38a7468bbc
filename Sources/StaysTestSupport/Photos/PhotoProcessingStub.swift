import StaysDomain

/// Answers every upload with one fixed result, or refuses every one when told to fail.
public struct PhotoProcessingStub: PhotoProcessing {
    // MARK: - State

    private let result: ProcessedPhoto
    private let rejection: PhotoRejection?

    /// Whether every call throws.
    public var shouldFail: Bool { rejection != nil }

    // MARK: - Creating

    /// A stub answering with `result`, or throwing `rejection` when `shouldFail` is true.
    public init(result: ProcessedPhoto = .fixture(), shouldFail: Bool = false, rejection: PhotoRejection = .malformed) {
        self.result = result
        self.rejection = shouldFail ? rejection : nil
    }

    // MARK: - PhotoProcessing

    /// The fixed result, or the rejection.
    public func process(_ bytes: [UInt8]) throws -> ProcessedPhoto {
        if let rejection { throw rejection }
        return result
    }
}
