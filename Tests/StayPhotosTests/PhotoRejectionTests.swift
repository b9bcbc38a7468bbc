import StaysDomain
import Testing

@testable import StayPhotos

/// Uploads that are empty, too big, not an image by content, decompression bombs or damaged are refused.
@Suite struct PhotoRejectionTests {
    private let pipeline = PhotoPipeline()

    // MARK: - Type and size

    @Test(arguments: [
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>",
        "<!DOCTYPE html><html><body>photo.jpg</body></html>",
        "GIF89a\u{01}\u{00}\u{01}\u{00}\u{80}\u{00}\u{00}",
        "beach-house.jpg",
        "RIFF\u{10}\u{00}\u{00}\u{00}WAVEfmt ",
    ])
    func contentThatIsNotAnAcceptedImageIsRefusedWhateverItIsCalled(text: String) {
        #expect(throws: PhotoRejection.unsupportedType) { try pipeline.process(Array(text.utf8)) }
    }

    @Test func anEmptyUploadIsRefused() {
        #expect(throws: PhotoRejection.empty) { try pipeline.process([]) }
    }

    @Test func anUploadOverTheByteLimitIsRefusedBeforeItIsRead() throws {
        let jpeg = try TestImages.jpeg(width: 64, height: 48)
        let small = PhotoPipeline(limits: PhotoLimits(maximumBytes: 100))
        #expect(throws: PhotoRejection.tooLarge(bytes: jpeg.count, limit: 100)) { try small.process(jpeg) }
        let limit = 15 * 1024 * 1024
        let huge = [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0, count: limit)
        #expect(throws: PhotoRejection.tooLarge(bytes: limit + 3, limit: limit)) { try pipeline.process(huge) }
    }

    // MARK: - Decompression bombs

    @Test func aJPEGHeaderClaimingSixtyThousandSquareIsRefusedUndecoded() throws {
        var jpeg = try TestImages.jpeg(width: 64, height: 48)
        let frame = try #require(TestImages.offset(of: [0xFF, 0xC0], in: jpeg))
        jpeg.replaceSubrange(frame + 5..<frame + 9, with: [0xEA, 0x60, 0xEA, 0x60])
        let started = ContinuousClock.now
        #expect(throws: PhotoRejection.tooManyPixels(width: 60_000, height: 60_000, limit: 40_000_000)) {
            try pipeline.process(jpeg)
        }
        #expect(ContinuousClock.now - started < .seconds(1))
    }

    @Test func aPNGHeaderClaimingSixtyThousandSquareIsRefusedUndecoded() throws {
        var png = TestImages.png(width: 64, height: 48)
        png.replaceSubrange(16..<24, with: [0, 0, 0xEA, 0x60, 0, 0, 0xEA, 0x60])
        png.replaceSubrange(29..<33, with: CRC32.bigEndian(of: png[12..<29]))
        let started = ContinuousClock.now
        #expect(throws: PhotoRejection.tooManyPixels(width: 60_000, height: 60_000, limit: 40_000_000)) {
            try pipeline.process(png)
        }
        #expect(ContinuousClock.now - started < .seconds(1))
    }

    @Test func aWebPHeaderClaimingTheLargestLossySizeIsRefusedUndecoded() throws {
        var webP = TestImages.webP(width: 64, height: 48)
        let frame = try #require(TestImages.offset(of: [0x9D, 0x01, 0x2A], in: webP))
        webP.replaceSubrange(frame + 3..<frame + 7, with: [0xFF, 0x3F, 0xFF, 0x3F])
        #expect(throws: PhotoRejection.tooManyPixels(width: 16_383, height: 16_383, limit: 40_000_000)) {
            try pipeline.process(webP)
        }
    }

    @Test func aLongSideOverTheLimitIsRefusedEvenWithFewPixels() {
        #expect(throws: PhotoRejection.tooManyPixels(width: 12_001, height: 10, limit: 40_000_000)) {
            try PhotoLimits().checkSize(width: 12_001, height: 10)
        }
    }

    // MARK: - Damage

    @Test func truncatedImagesOfEachTypeAreMalformed() throws {
        for image in [try TestImages.jpeg(width: 300, height: 200), TestImages.png(width: 300, height: 200)] {
            #expect(throws: PhotoRejection.malformed) { try pipeline.process(Array(image.prefix(image.count / 2))) }
        }
        let webP = TestImages.webP(width: 300, height: 200)
        #expect(throws: PhotoRejection.malformed) { try pipeline.process(Array(webP.prefix(webP.count / 2))) }
        #expect(throws: PhotoRejection.malformed) { try pipeline.process([0xFF, 0xD8, 0xFF]) }
    }

    @Test func corruptHeadersAreMalformed() throws {
        var jpeg = try TestImages.jpeg(width: 64, height: 48)
        jpeg.replaceSubrange(4..<40, with: [UInt8](repeating: 0x00, count: 36))
        #expect(throws: PhotoRejection.malformed) { try pipeline.process(jpeg) }
        var png = TestImages.png(width: 64, height: 48)
        png[20] ^= 0xFF
        #expect(throws: PhotoRejection.malformed) { try pipeline.process(png) }
        var webP = TestImages.webP(width: 64, height: 48)
        webP.replaceSubrange(12..<30, with: [UInt8](repeating: 0xAB, count: 18))
        #expect(throws: PhotoRejection.malformed) { try pipeline.process(webP) }
    }

    // MARK: - Fuzzing

    @Test func randomAndMutatedBytesNeverCrashThePipeline() throws {
        var random = SplitMix64(seed: 20_261_126)
        let seeds =
            [try TestImages.jpeg(width: 48, height: 32), TestImages.png(width: 48, height: 32)]
            + [TestImages.webP(width: 48, height: 32), []]
        for round in 0..<300 {
            var bytes = seeds[round % seeds.count]
            if bytes.isEmpty {
                let prefixes: [[UInt8]] = [[0xFF, 0xD8, 0xFF], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], []]
                bytes = prefixes[round % 3] + (0..<Int.random(in: 0...600, using: &random)).map { _ in random.byte() }
            } else {
                for _ in 0...Int.random(in: 0...8, using: &random) {
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] = random.byte()
                }
                bytes = Array(bytes.prefix(Int.random(in: 1...bytes.count, using: &random)))
            }
            if let photo = try? pipeline.process(bytes) {
                #expect(max(photo.page.width, photo.page.height) <= PhotoPipeline.pageLongSide)
            }
        }
    }
}

extension SplitMix64 {
    fileprivate mutating func byte() -> UInt8 { UInt8.random(in: 0...255, using: &self) }
}

/// The CRC-32 that PNG chunks carry, to keep a hand-edited header readable.
enum CRC32 {
    /// The checksum of `bytes`, big-endian as PNG stores it.
    static func bigEndian(of bytes: ArraySlice<UInt8>) -> [UInt8] {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        return [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }
}
