/// Where the Price step stands: waiting for the histogram, showing it, or unable to load it.
public enum PriceStepState: Hashable, Sendable {
    /// The histogram is loading.
    case loading
    /// The histogram with its two handles.
    case ready(PriceFilterViewState)
    /// The histogram could not be loaded, with a message.
    case failed(String)
}
