import Testing

@testable import GentleRaster

/// The corner search that bisects and starts from a hint answers exactly what walking every piece
/// of the corner answers, to the bit, at every point near and far, inside and out.
@Suite struct OutlineDistanceTests {
    static let shapes: [Shape] = [
        .roundedRect(Rect(x: 10, y: 20, width: 230, height: 60), cornerRadius: 20, style: .continuous),
        .roundedRect(Rect(x: -3.25, y: 7.5, width: 120, height: 90), cornerRadius: 12, style: .continuous),
        .roundedRect(Rect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 16, style: .circular),
        .capsule(Rect(x: 5, y: 5, width: 140, height: 44), style: .continuous),
        .ellipse(Rect(x: 0, y: 0, width: 70, height: 30)),
        .rect(Rect(x: 1, y: 2, width: 50, height: 30)),
    ]

    @Test(arguments: shapes)
    func theSearchAnswersAsTheWalkDoes(_ shape: Shape) {
        let outline = OutlineDistance(shape)
        let bounds = shape.bounds
        var hint = 0
        var differing: [String] = []
        // Folded coordinates on a fine grid past the bounds, as a lens's pixels reach them in
        // order, with limits as narrow as a small bevel and wider than the shape.
        for limit in [3.0, 14, 1e6] {
            for row in 0...40 {
                let py = Double(row) * (bounds.height / 2 + 10) / 40
                for column in 0...70 {
                    let px = Double(column) * (bounds.width / 2 + 10) / 70
                    let found = outline.nearestOnCorner(px, py, within: limit, hint: &hint)
                    let walked = outline.nearestOnCorner(walking: px, py, within: limit)
                    let same =
                        found?.distance.bitPattern == walked?.distance.bitPattern
                        && found?.normalX.bitPattern == walked?.normalX.bitPattern
                        && found?.normalY.bitPattern == walked?.normalY.bitPattern
                    if !same { differing.append("(\(px), \(py)) within \(limit)") }
                }
            }
        }
        #expect(differing.count == 0, "first: \(differing.prefix(5))")
    }
}
