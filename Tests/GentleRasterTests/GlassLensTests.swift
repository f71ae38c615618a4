import GentleColor
import GentleImage
import Testing

@testable import GentleRaster

/// Liquid Glass's lens, on synthetic backdrops: refraction in the bevel, the rim light and the
/// untouched face.
@Suite struct GlassLensTests {
    /// The edge of the pane a test looks across.
    enum Side: CaseIterable, Sendable {
        case left, right, top, bottom
    }

    static let scale: PixelScale = 2
    static let canvasSize = Size(width: 80, height: 60)
    /// 60 × 40 pt: a bevel of 10 pt (half of the 20 pt from the long edges to the centre line).
    static let pane = Rect(x: 10, y: 10, width: 60, height: 40)

    /// A white page with a 3 pt black line parallel to `side`, `depth` points inside the pane,
    /// under light glass; returns the luma profile across that edge through the pane's middle,
    /// one value per pixel, starting at the edge and running inward.
    func profile(side: Side, lineDepth depth: Double) throws -> [Double] {
        let canvas = try Canvas(size: Self.canvasSize, scale: Self.scale)
        let pane = Self.pane
        canvas.fill(.rect(Rect(origin: .zero, size: Self.canvasSize)), .white)
        let line: Rect
        switch side {
        case .left: line = Rect(x: pane.minX + depth - 1.5, y: 0, width: 3, height: 60)
        case .right: line = Rect(x: pane.maxX - depth - 1.5, y: 0, width: 3, height: 60)
        case .top: line = Rect(x: 0, y: pane.minY + depth - 1.5, width: 80, height: 3)
        case .bottom: line = Rect(x: 0, y: pane.maxY - depth - 1.5, width: 80, height: 3)
        }
        canvas.fill(.rect(line), .black)
        try canvas.fill(
            .roundedRect(pane, cornerRadius: 16, style: .continuous), glass: LiquidGlass(appearance: .light))
        let bitmap = try canvas.bitmap()
        let s = Double(Self.scale.factor)
        let (middleX, middleY) = (Int(pane.midX * s), Int(pane.midY * s))
        let half = Int(pane.height / 2 * s)
        func luma(_ x: Int, _ y: Int) -> Double {
            let p = Fixtures.pixel(bitmap, x, y)
            return 0.2126 * Double(p[0]) + 0.7152 * Double(p[1]) + 0.0722 * Double(p[2])
        }
        return (0..<half).map { step in
            switch side {
            case .left: luma(Int(pane.minX * s) + step, middleY)
            case .right: luma(Int(pane.maxX * s) - 1 - step, middleY)
            case .top: luma(middleX, Int(pane.minY * s) + step)
            case .bottom: luma(middleX, Int(pane.maxY * s) - 1 - step)
            }
        }
    }

    /// Where the line shows, in points inside the edge: the centroid of the dip around the
    /// darkest pixel, weighted by how far each pixel lies under the darkest value plus 4 levels,
    /// so an 8-bit plateau at the bottom of the blurred dip still has its middle found.
    func seenDepth(_ profile: [Double]) throws -> Double {
        // The outermost pixels hold the rim; the line is sought inside them.
        let darkest = try #require((2..<profile.count).min { profile[$0] < profile[$1] })
        let ceiling = profile[darkest] + 4
        var (first, last) = (darkest, darkest)
        while first > 2, profile[first - 1] < ceiling { first -= 1 }
        while last < profile.count - 1, profile[last + 1] < ceiling { last += 1 }
        let weights = (first...last).map { (index: Double($0), weight: ceiling - profile[$0]) }
        let centre = weights.reduce(0) { $0 + $1.index * $1.weight } / weights.reduce(0) { $0 + $1.weight }
        return (centre + 0.5) / Double(Self.scale.factor)
    }

    @Test(arguments: Side.allCases)
    func aLineUnderTheBevelMovesTowardsTheCentreLessTheDeeperItLies(side: Side) throws {
        let depths = [1.0, 2, 4, 6]
        let shifts = try depths.map { try seenDepth(profile(side: side, lineDepth: $0)) - $0 }
        // Every line under the bevel is seen nearer the centre than it lies ...
        for shift in shifts { #expect(shift > 0.25, "shifts \(shifts) at depths \(depths)") }
        // ... the nearer the edge, the farther it moves ...
        for (outer, inner) in zip(shifts, shifts.dropFirst()) {
            #expect(outer > inner, "shifts \(shifts) at depths \(depths)")
        }
        // ... and a line past the 10 pt bevel, in the face, stays where it is.
        let face = try seenDepth(profile(side: side, lineDepth: 14)) - 14
        #expect(abs(face) < 0.25)
    }

    @Test func displacementFallsMonotonicallyToZeroAcrossTheBevel() {
        let lens = GlassLens(bounds: Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(lens.bevelWidth == GlassLens.maximumBevelWidth)
        let samples = stride(from: 0, through: lens.bevelWidth, by: lens.bevelWidth / 50).map(lens.displacement)
        for (outer, inner) in zip(samples, samples.dropFirst()) { #expect(outer >= inner) }
        #expect(samples.first == lens.reach)
        // At the upright edge: depth × tan(90° − asin(1/1.5)) = depth × 1.118.
        #expect(abs(lens.reach - lens.depth * 1.118_034) < 1e-5)
        #expect(lens.displacement(at: lens.bevelWidth) == 0)
        #expect(lens.displacement(at: lens.bevelWidth + 5) == 0)
    }

    /// The rim's brightness above the face at the middle of each edge of a pane over a flat
    /// grey: the brightest of the three outermost pixels there, less the pane's centre.
    func rimExcess(_ appearance: Appearance) throws -> [Side: Double] {
        let canvas = try Canvas(size: Self.canvasSize, scale: Self.scale)
        canvas.fill(.rect(Rect(origin: .zero, size: Self.canvasSize)), GentleRGBA(white: 0.5))
        try canvas.fill(
            .roundedRect(Self.pane, cornerRadius: 16, style: .continuous), glass: LiquidGlass(appearance: appearance))
        let bitmap = try canvas.bitmap()
        let s = Self.scale.factor
        let (left, top, right, bottom) = (10 * s, 10 * s, 70 * s - 1, 50 * s - 1)
        let (middleX, middleY) = (40 * s, 30 * s)
        func green(_ x: Int, _ y: Int) -> Double { Double(Fixtures.pixel(bitmap, x, y)[1]) }
        let face = green(middleX, middleY)
        func brightest(_ points: [(Int, Int)]) -> Double { points.map { green($0.0, $0.1) - face }.max() ?? 0 }
        return [
            .left: brightest((0..<3).map { (left + $0, middleY) }),
            .right: brightest((0..<3).map { (right - $0, middleY) }),
            .top: brightest((0..<3).map { (middleX, top + $0) }),
            .bottom: brightest((0..<3).map { (middleX, bottom - $0) }),
        ]
    }

    @Test(arguments: [Appearance.light, .dark])
    func theRimIsBrighterOnTheEdgesFacingTheTopLeftLight(appearance: Appearance) throws {
        let rim = try rimExcess(appearance)
        let (left, right, top, bottom) = (rim[.left] ?? 0, rim[.right] ?? 0, rim[.top] ?? 0, rim[.bottom] ?? 0)
        #expect(right > 0 && bottom > 0, "rim \(rim)")
        #expect(top > 1.4 * bottom, "rim \(rim)")
        #expect(left > 1.4 * right, "rim \(rim)")
    }

    @Test(arguments: [Appearance.light, .dark])
    func theCentreOfALargePaneIsTheFlatFace(appearance: Appearance) throws {
        let size = Size(width: 200, height: 140)
        let canvas = try Canvas(size: size, scale: 1)
        let blue = GentleRGBA(hex: 0x3478F6)
        canvas.fill(.rect(Rect(origin: .zero, size: size)), blue)
        // Stripes under both side bevels, for the lens to bend, 60 pt from the centre.
        for x in [12.0, 22, 32, 162, 172, 182] {
            canvas.fill(.rect(Rect(x: x, y: 0, width: 4, height: 140)), .white)
        }
        let glass = LiquidGlass(appearance: appearance)
        try canvas.fill(
            .roundedRect(Rect(x: 20, y: 20, width: 160, height: 100), cornerRadius: 24, style: .continuous),
            glass: glass)
        let centre = Fixtures.pixel(try canvas.bitmap(), 100, 70)
        let face = glass.apply(red: blue.red, green: blue.green, blue: blue.blue)
        let expected = [face.red, face.green, face.blue].map { $0 * 255 }
        for (channel, value) in zip(centre, expected) { #expect(abs(Double(channel) - value) <= 1) }
    }

    @Test func theSameGlassDrawsTheSameBytes() throws {
        func draw() throws -> [UInt8] {
            let canvas = try Canvas(size: Self.canvasSize, scale: 3)
            ReferenceBackdrop.stripes(on: canvas, size: Self.canvasSize)
            try canvas.fill(
                .roundedRect(Self.pane, cornerRadius: 16, style: .continuous), glass: LiquidGlass(appearance: .light))
            return try canvas.bitmap().pixels
        }
        #expect(try draw() == draw())
    }
}
