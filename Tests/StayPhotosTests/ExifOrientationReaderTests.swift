import Testing

@testable import StayPhotos

/// The orientation tag is found in a JPEG's EXIF segment, and damaged segments read as upright.
@Suite struct ExifOrientationReaderTests {
    @Test(arguments: [1, 3, 6, 8])
    func theTagIsReadFromTheExifSegment(value: Int) throws {
        let jpeg = TestImages.inserting(
            app1: ExifSegment.body(orientation: UInt16(value)), into: try TestImages.jpeg(width: 16, height: 8))
        #expect(ExifOrientationReader.orientation(inJPEG: jpeg) == PhotoOrientation(rawValue: value))
    }

    @Test func aJPEGWithoutExifIsUpright() throws {
        #expect(ExifOrientationReader.orientation(inJPEG: try TestImages.jpeg(width: 16, height: 8)) == .up)
    }

    @Test func offsetsPointingOutsideTheSegmentReadAsUpright() throws {
        var body = ExifSegment.body(orientation: 6)
        body.replaceSubrange(10..<14, with: [0x7F, 0xFF, 0xFF, 0xFF])
        let jpeg = TestImages.inserting(app1: body, into: try TestImages.jpeg(width: 16, height: 8))
        #expect(ExifOrientationReader.orientation(inJPEG: jpeg) == .up)
        let cut = TestImages.inserting(app1: Array(body.prefix(12)), into: try TestImages.jpeg(width: 16, height: 8))
        #expect(ExifOrientationReader.orientation(inJPEG: cut) == .up)
    }
}
