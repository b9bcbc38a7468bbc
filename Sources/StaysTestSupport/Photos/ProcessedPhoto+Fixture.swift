import StaysDomain

extension ProcessedPhoto {
    /// A processed photo with small placeholder bytes; pass `seed` to make photos that differ.
    public static func fixture(seed: UInt8 = 1) -> ProcessedPhoto {
        ProcessedPhoto(
            card: PhotoImage(bytes: [0xFF, 0xD8, 0xFF, seed, 0xC0], width: 720, height: 540),
            page: PhotoImage(bytes: [0xFF, 0xD8, 0xFF, seed, 0xC1], width: 1600, height: 1200))
    }
}
