import Testing

@testable import StayPhotos

/// Area averaging: each output pixel is the mean of the source area it covers.
@Suite struct PhotoResizerTests {
    @Test func halvingAveragesEachTwoByTwoBlock() {
        let source = PixelBuffer(
            width: 4, height: 2, channels: 3,
            pixels: [
                0, 0, 0, 100, 100, 100, 10, 20, 30, 10, 20, 30, 200, 200, 200, 100, 100, 100, 30, 40, 50, 30, 40, 50,
            ])
        let resized = PhotoResizer().resize(source, longSide: 2)
        #expect([resized.width, resized.height] == [2, 1])
        #expect(resized.pixels == [100, 100, 100, 20, 30, 40])
    }

    @Test func aThirdOfASampleIsSharedBetweenNeighbours() {
        let source = PixelBuffer(width: 3, height: 1, channels: 3, pixels: [0, 0, 0, 90, 90, 90, 180, 180, 180])
        let resized = PhotoResizer().resize(source, longSide: 2)
        #expect(resized.pixels == [30, 30, 30, 150, 150, 150])
    }

    @Test func fittedSizesKeepTheAspectAndNeverGrow() {
        #expect(PhotoResizer.fittedSize(width: 4000, height: 3000, longSide: 1600) == (1600, 1200))
        #expect(PhotoResizer.fittedSize(width: 1000, height: 3, longSide: 720) == (720, 2))
        #expect(PhotoResizer.fittedSize(width: 300, height: 200, longSide: 720) == (300, 200))
    }
}
