import StaysDomain

/// Stored text that tries to steer a terminal, and a check that printed text holds none of it.
public enum HostileText {
    /// An OSC 8 hyperlink, a clear-screen sequence, a newline and a right-to-left override.
    public static let samples = [
        "\u{1B}]8;;http://evil\u{7}x\u{1B}]8;;\u{7}", "\u{1B}[2J", "a\nb", "\u{202E}",
    ]

    /// All the samples in one string.
    public static let joined = samples.joined(separator: " ")

    /// A stay whose title, host and amenities hold every sample.
    public static let stay = Stay.fixture(title: joined, hostName: joined, amenities: samples)

    /// The first character in `text` that could steer a terminal (C0 but newline, DEL, C1, format), if any; a
    /// stored newline shows as "a\nb" in the text.
    public static func steering(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            guard scalar != "\n" else { return false }
            let category = scalar.properties.generalCategory
            return category == .control || category == .format
        }
    }

}
