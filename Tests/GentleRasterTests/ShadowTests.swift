import CKernels
import Foundation
import GentleImage
import Testing

@testable import GentleRaster

@Suite struct ShadowTests {
    @Test func boxWidthsFollowTheBoxesForGaussRecipe() {
        #expect(BoxBlur(sigma: 12).widths == [23, 23, 25])
        #expect(abs(BoxBlur(sigma: 12).effectiveSigma - 140.0.squareRoot()) < 1e-9)
        #expect(abs(BoxBlur(sigma: 3.7).effectiveSigma - 3.7) < 0.3)
    }

    @Test func reciprocalDivisionIsExact() {
        var mismatches = 0
        for width in stride(from: 3, through: 101, by: 2) {
            let reciprocal = gk_reciprocal_of(UInt32(width))
            for sum in 0...(255 * width) where Int(gk_divide(reciprocal, UInt32(sum))) != (sum + width / 2) / width {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }

    /// Every sum of every box width: the float quotient and the integer one are both monotone in
    /// the sum, so agreeing on the first and last sum of each quotient they agree on all of them.
    @Test func floatDivisionIsExactForEveryWidth() {
        let wrong = stride(from: 3, through: BoxBlur.maximumWidth, by: 2).filter {
            gk_division_mismatches(UInt32($0)) != 0
        }
        #expect(wrong.isEmpty)
        // One past the edge of a quotient is the next quotient, so the edges checked are the edges.
        let reciprocal = gk_reciprocal_of(4095)
        #expect(gk_divide(reciprocal, 4095 - 2047 - 1) == 0 && gk_divide(reciprocal, 4095 - 2047) == 1)
    }

    /// Alpha across the shadow's left edge at mid-height.
    func profile(sigma: Double, scale: Int) throws -> [Double] {
        let canvas = try Canvas(size: Size(width: 120, height: 120), scale: #require(PixelScale(scale)))
        try canvas.drawShadow(
            of: .rect(Rect(x: 40, y: 30, width: 60, height: 60)), Shadow(color: .black, radius: sigma, x: -2, y: 0))
        let bitmap = try canvas.bitmap()
        return (0..<bitmap.width).map { Double(Fixtures.pixel(bitmap, $0, 60 * scale)[3]) / 255 }
    }

    @Test(arguments: [4.0, 8.0], [1, 2])
    func blurredEdgeSpreadMatchesSigma(sigma: Double, scale: Int) throws {
        let alpha = try profile(sigma: sigma, scale: scale)
        // A blurred step is the Gaussian CDF: it climbs from 15.9 % to 84.1 % over 2σ.
        let low = try #require(alpha.firstIndex { $0 >= 0.1587 })
        let high = try #require(alpha.firstIndex { $0 >= 0.8413 })
        let sigmaPixels = sigma * Double(scale)
        #expect(abs(Double(high - low) - 2 * sigmaPixels) <= 1.5)
        // Centred on the shape's (offset) edge, with half coverage there.
        let edge = Int(38 * Double(scale))
        #expect(abs(alpha[edge] - 0.5) < 0.06)
        // It reaches past the shape by about 3σ and no further.
        #expect(alpha[edge - Int(2 * sigmaPixels)] > 0.01)
        #expect(alpha[edge - Int(3.5 * sigmaPixels)] < 0.005)
    }

    @Test func shadowOutsideTheClipIsNotDrawnButInsideIsNotCut() throws {
        let canvas = try Canvas(size: Size(width: 100, height: 100), scale: 1)
        try canvas.withClip(.rect(Rect(x: 0, y: 0, width: 50, height: 100))) { canvas in
            try canvas.drawShadow(
                of: .rect(Rect(x: 45, y: 30, width: 40, height: 40)), Shadow(color: .black, radius: 5))
        }
        let bitmap = try canvas.bitmap()
        #expect(Fixtures.pixel(bitmap, 60, 50)[3] == 0)
        #expect(Fixtures.pixel(bitmap, 40, 50)[3] > 40)
    }
}

extension ShadowTests {
    @Test(arguments: [1e6, 1e300, Double.infinity, .nan])
    func absurdShadowRadiiNeverTrap(radius: Double) throws {
        let canvas = try Canvas(size: Size(width: 20, height: 20), scale: 1)
        do {
            try canvas.drawShadow(of: .rect(Rect(x: 5, y: 5, width: 10, height: 10)), Shadow(radius: radius))
        } catch RasterError.effectTooLarge {
            return
        }
        #expect(try canvas.bitmap().width == 20)
    }
}
