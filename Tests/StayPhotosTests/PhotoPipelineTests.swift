import StaysDomain
import Testing

@testable import StayPhotos

/// Accepted uploads of each type come out upright, resized to the two sizes and re-encoded as JPEG.
@Suite struct PhotoPipelineTests {
    private let pipeline = PhotoPipeline()

    // MARK: - Sizes

    @Test func aLargeJPEGIsShrunkToBothLongSidesKeepingItsAspect() throws {
        let photo = try pipeline.process(try TestImages.jpeg(width: 2400, height: 1800))
        #expect([photo.page.width, photo.page.height] == [1600, 1200])
        #expect([photo.card.width, photo.card.height] == [720, 540])
        #expect(PhotoSniffer.type(of: photo.page.bytes) == .jpeg)
        #expect(PhotoSniffer.type(of: photo.card.bytes) == .jpeg)
    }

    @Test func aTallPNGFitsItsLongSideToo() throws {
        let photo = try pipeline.process(TestImages.png(width: 900, height: 1800))
        #expect([photo.page.width, photo.page.height] == [800, 1600])
        #expect([photo.card.width, photo.card.height] == [360, 720])
        #expect(PhotoSniffer.type(of: photo.card.bytes) == .jpeg)
    }

    @Test func aWebPIsAcceptedAndResized() throws {
        let photo = try pipeline.process(TestImages.webP(width: 2000, height: 1000))
        #expect([photo.page.width, photo.page.height] == [1600, 800])
        #expect([photo.card.width, photo.card.height] == [720, 360])
        #expect(PhotoSniffer.type(of: photo.page.bytes) == .jpeg)
    }

    @Test func aSmallPhotoIsNeverEnlarged() throws {
        let photo = try pipeline.process(try TestImages.jpeg(width: 640, height: 480))
        #expect([photo.page.width, photo.page.height] == [640, 480])
        #expect([photo.card.width, photo.card.height] == [640, 480])
    }

    @Test func transparentPixelsComeOutWhite() throws {
        let photo = try pipeline.process(TestImages.png(width: 40, height: 30, alpha: 0))
        let pixel = try TestImages.pixel(x: 20, y: 15, of: photo.page)
        #expect(pixel.red > 245 && pixel.green > 245 && pixel.blue > 245)
    }

    // MARK: - Orientation

    @Test func orientationSixTurnsThePhotoAQuarterClockwise() throws {
        let stored = TestImages.inserting(
            app1: ExifSegment.body(orientation: 6), into: try TestImages.jpeg(width: 400, height: 200))
        let photo = try pipeline.process(stored)
        #expect([photo.page.width, photo.page.height] == [200, 400])
        let topRight = try TestImages.pixel(x: 190, y: 10, of: photo.page)
        #expect(topRight.red > 200 && topRight.green < 60)
    }

    @Test func orientationThreeTurnsThePhotoUpsideDown() throws {
        let stored = TestImages.inserting(
            app1: ExifSegment.body(orientation: 3), into: try TestImages.jpeg(width: 400, height: 200))
        let photo = try pipeline.process(stored)
        #expect([photo.page.width, photo.page.height] == [400, 200])
        let bottomRight = try TestImages.pixel(x: 390, y: 190, of: photo.page)
        #expect(bottomRight.red > 200 && bottomRight.green < 60)
    }

    @Test func orientationEightTurnsThePhotoAQuarterAnticlockwise() throws {
        let stored = TestImages.inserting(
            app1: ExifSegment.body(orientation: 8), into: try TestImages.jpeg(width: 400, height: 200))
        let photo = try pipeline.process(stored)
        #expect([photo.page.width, photo.page.height] == [200, 400])
        let bottomLeft = try TestImages.pixel(x: 10, y: 390, of: photo.page)
        #expect(bottomLeft.red > 200 && bottomLeft.green < 60)
    }

    // MARK: - Metadata

    @Test func exifAndItsLocationAreNotInEitherOutput() throws {
        let stored = TestImages.inserting(
            app1: ExifSegment.body(orientation: 1), into: try TestImages.jpeg(width: 1000, height: 800))
        #expect(TestImages.offset(of: ExifSegment.gpsMarker, in: stored) != nil)
        let photo = try pipeline.process(stored)
        for image in [photo.card, photo.page] {
            #expect(TestImages.offset(of: Array("Exif".utf8), in: image.bytes) == nil)
            #expect(TestImages.offset(of: [0xFF, 0xE1], in: image.bytes) == nil)
            #expect(TestImages.offset(of: ExifSegment.gpsMarker, in: image.bytes) == nil)
            #expect(TestImages.offset(of: Array("STAYS-GPS".utf8), in: image.bytes) == nil)
        }
    }
}
