import GentleImage
import Testing

/// Rows handed to the encoder as one repeated row (`RepeatedRows`) give the bytes of the same
/// image with that row written into each of them, with every deflater: the packed copy and the
/// Adler-32 combined per row stand for packing and summing the row again. The rows left in the
/// image's memory hold other pixels, which must never be read.
@Suite struct PNGRepeatedRowsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let encoder: PNGEncoder
        /// Whether the repeated row is translucent, so the file is RGBA and written by the
        /// encoder's restart rather than the opaque path's copies.
        let translucent: Bool
    }

    static let cases = [
        ("fast", PNGEncoder.fast), ("compact", .compact),
        ("igzip 1", PNGEncoder(deflater: .igzip, compressionLevel: 1)),
    ].flatMap { name, encoder in
        [false, true].map {
            Case(testDescription: "\(name)\($0 ? ", translucent" : "")", encoder: encoder, translucent: $0)
        }
    }

    @Test(arguments: cases)
    func repeatedRowsGiveTheBytesOfTheRowsWritten(_ testCase: Case) throws {
        let (width, height) = (67, 300)
        let background: UInt32 = testCase.translucent ? 0x8040_2010 : 0xFFF2_F2F7
        // Content in bands; marked rows everywhere else, runs of one and of many, the first and the last.
        let marks = (0..<height).map { row -> UInt8 in
            (row % 50 < 20 && row != 7) || row == height - 1 ? 1 : 0
        }
        var written = [UInt32](repeating: 0, count: width * height)
        var unwritten = written
        for row in 0..<height {
            for column in 0..<width {
                let content = 0xFF00_0000 | UInt32((row * 7 + column * 13) & 0xFF) << 8 | UInt32(column & 0xFF)
                written[row * width + column] = marks[row] != 0 ? background : content
                // What the memory of a marked row holds is garbage the encoder must not read.
                unwritten[row * width + column] = marks[row] != 0 ? 0xFF12_3456 : content
            }
        }
        let row = [UInt32](repeating: background, count: width)
        let expected = try written.withUnsafeBytes {
            try testCase.encoder.encode(premultipliedARGB32: $0, width: width, height: height, bytesPerRow: width * 4)
        }
        let bytes = try unwritten.withUnsafeBytes { pixels in
            try marks.withUnsafeBufferPointer { marks in
                try row.withUnsafeBytes { row in
                    try testCase.encoder.encode(
                        premultipliedARGB32: pixels, width: width, height: height, bytesPerRow: width * 4,
                        repeated: RepeatedRows(marks: marks, row: row))
                }
            }
        }
        #expect(bytes == expected)
        #expect(bytes[25] == (testCase.translucent ? 6 : 2))
    }
}
