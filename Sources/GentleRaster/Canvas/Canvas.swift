import CCairo
import GentleColor

/// A drawing surface in points, backed by cairo: raster (PNG) at a scale of 1, 2 or 3 pixels per
/// point, or vector (SVG, PDF). Owns its cairo objects; use from one thread at a time.
package final class Canvas {
    /// Size in points.
    package let size: Size
    /// Pixels per point for raster output, and the resolution of blurred masks in vector output.
    package let pixelScale: PixelScale
    /// The factor of `pixelScale`, as the drawing code multiplies by it.
    package var scale: Int { pixelScale.factor }
    /// What the canvas produces.
    package let format: OutputFormat
    /// `cairo_surface_t*`.
    let surface: OpaquePointer
    /// `cairo_t*`.
    let context: OpaquePointer
    /// Receives vector output; kept alive as long as the surface streams into it.
    let sink: ByteSink?
    /// Set once vector output has been finished.
    var finishedBytes: [UInt8]?
    /// Where materials and glass are kept (a raster pass) or taken from (a vector pass), as
    /// `drawn(size:scale:format:readsBackdrop:background:_:)` pairs them; nil for a canvas on its own.
    var paintedBackdrops: PaintedBackdrops?
    /// A PNG page's opaque background, painted into its rows as drawing reaches them; nil for
    /// every other canvas.
    var pageBackground: PageBackground?

    /// Creates a canvas that is transparent, or covered in `background` as a fill of the whole
    /// canvas with it covers it; throws `RasterError.invalidCanvas` for a size outside
    /// `CanvasLimit` before anything is allocated.
    package init(
        size: Size, scale pixelScale: PixelScale = .two, format: OutputFormat = .png, background: GentleRGBA? = nil
    ) throws {
        guard CanvasLimit.accepts(size, scale: pixelScale) else {
            throw RasterError.invalidCanvas(width: size.width, height: size.height, scale: pixelScale.factor)
        }
        self.size = size
        self.pixelScale = pixelScale
        self.format = format
        let sink: ByteSink? = format == .png ? nil : ByteSink()
        self.sink = sink
        // An opaque background over whole pixels replaces every pixel, so the page need not be
        // cleared first: a sheet's page is tens of megabytes written once less.
        let replacesEveryPixel =
            format == .png && background.map { Self.coversWholePixels(size, scale: pixelScale, with: $0) } == true
        guard
            let surface = Self.makeSurface(
                format: format, size: size, scale: pixelScale, sink: sink, cleared: !replacesEveryPixel)
        else {
            throw RasterError.cairo(operation: "create \(format.rawValue) surface", status: "no surface")
        }
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RasterError.cairo(operation: "create context", status: "no context")
        }
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            throw RasterError.cairo(operation: "create canvas", status: String(cString: cairo_status_to_string(status)))
        }
        self.surface = surface
        self.context = context
        if format == .png { cairo_scale(context, Double(pixelScale.factor), Double(pixelScale.factor)) }
        applyFontOptions()
        if let background { paintBackground(background, replacingEveryPixel: replacesEveryPixel) }
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Pixel size of raster output: exactly `scale` times the point size, rounded up.
    package var pixelSize: (width: Int, height: Int) {
        (pixelScale.pixels(of: size.width), pixelScale.pixels(of: size.height))
    }

    /// Throws if cairo's sticky status has gone bad.
    package func checkStatus(_ operation: String) throws {
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
        }
    }

    private static func makeSurface(
        format: OutputFormat, size: Size, scale: PixelScale, sink: ByteSink?, cleared: Bool
    ) -> OpaquePointer? {
        let closure = sink.map { Unmanaged.passUnretained($0).toOpaque() }
        switch format {
        case .png:
            let (width, height) = (scale.pixels(of: size.width), scale.pixels(of: size.height))
            return PixelPool.pages.surface(CAIRO_FORMAT_ARGB32, width: width, height: height, zeroed: cleared)
                ?? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: width), Int32(clamping: height))
        case .svg:
            let surface = cairo_svg_surface_create_for_stream(ByteSink.write, closure, size.width, size.height)
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
            return Self.withFallbackResolution(surface, scale: scale.factor)
        case .pdf:
            let surface = cairo_pdf_surface_create_for_stream(ByteSink.write, closure, size.width, size.height)
            // Fixed dates: otherwise every PDF carries the time it was written.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
            return Self.withFallbackResolution(surface, scale: scale.factor)
        }
    }

    /// Whether `color` is opaque and the canvas's sides are whole pixels, so that a fill of the
    /// whole canvas with it covers every pixel fully and leaves exactly that colour in each.
    private static func coversWholePixels(_ size: Size, scale: PixelScale, with color: GentleRGBA) -> Bool {
        color.clamped.alpha == 1 && scale.exactPixels(of: size.width) == Double(scale.pixels(of: size.width))
            && scale.exactPixels(of: size.height) == Double(scale.pixels(of: size.height))
    }

    /// The canvas covered in `color`. When `replacingEveryPixel` (the same pixels as the fill over
    /// a cleared page, see `coversWholePixels`), cairo paints the first row with SOURCE, which
    /// writes every pixel whatever the surface held, and the other rows take that row's pixel as
    /// drawing reaches them (`PageBackground`); otherwise the canvas is filled as any shape is.
    private func paintBackground(_ color: GentleRGBA, replacingEveryPixel: Bool) {
        guard replacingEveryPixel else {
            fill(.rect(Rect(origin: .zero, size: size)), color)
            return
        }
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_rectangle(context, 0, 0, Double(pixelSize.width), 1)
        cairo_clip(context)
        setSource(color)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_restore(context)
        pageBackground = PageBackground(surface: surface)
        // Without its pixels to read, the whole page is painted as before.
        if pageBackground == nil {
            setSource(color)
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        }
    }

    private static func withFallbackResolution(_ surface: OpaquePointer?, scale: Int) -> OpaquePointer? {
        guard let surface else { return nil }
        cairo_surface_set_fallback_resolution(surface, 72 * Double(scale), 72 * Double(scale))
        return surface
    }

    /// Unhinted outlines with grey antialiasing: the only settings that give the same pixels
    /// whatever fontconfig or FreeType's environment says.
    private func applyFontOptions() {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }
}
