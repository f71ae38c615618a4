import GentleRaster
import GentleSpecimen

extension SpecimenJob {
    /// Refuses a laid-out page beyond `CanvasLimit` at `scale` as the theme's fault, naming the
    /// theme and the sheet, before its canvas is allocated. Each theme value is bounded on its
    /// own (`GentleValueLimit`), but their sums are not: 17 roles at 500 pt under Dynamic Type.
    func checkPageSize(of layout: SheetLayout, scale: Int) throws(CommandError) {
        let pixels = CanvasLimit.pixels(of: layout.pageSize, scale: scale)
        // A page that is empty or not finite is no question of size; the canvas refuses it.
        guard pixels.width > 0, pixels.height > 0, !CanvasLimit.accepts(layout.pageSize, scale: scale) else { return }
        throw .sheetTooLarge(
            theme: theme.origin, sheet: "\(sheet.rawValue)-\(scheme.rawValue)", width: pixels.width,
            height: pixels.height, scale: scale)
    }
}
