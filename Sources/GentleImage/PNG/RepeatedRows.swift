/// Rows of an image that all hold the same pixels, handed to the encoder as that one row instead
/// of being read from the image's memory: a page whose background is painted only into the rows
/// that drawing reaches leaves the others unwritten, and they are encoded from this.
package struct RepeatedRows {
    /// One byte per row of the image: nonzero where the row's pixels are `row`.
    package let marks: UnsafeBufferPointer<UInt8>
    /// The repeated row's pixels, in the layout of the image's own rows.
    package let row: UnsafeRawBufferPointer

    /// Rows marked in `marks` that hold `row`.
    package init(marks: UnsafeBufferPointer<UInt8>, row: UnsafeRawBufferPointer) {
        self.marks = marks
        self.row = row
    }

    /// Whether there is a mark for each of `height` rows and a row of `width` 4-byte pixels.
    package func fits(width: Int, height: Int) -> Bool {
        marks.count >= height && row.count >= width * 4
    }
}
