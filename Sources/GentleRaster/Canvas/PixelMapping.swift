import CCairo

#if canImport(Glibc)
    import Glibc
#endif

/// Raster surfaces whose pixels live in a mapping of their own, advised to use 2 MB pages.
///
/// A sheet at scale 2 is 30–50 MB of pixels. From malloc (through pixman's calloc), each is a
/// fresh mapping faulted in 4 KB at a time; where transparent huge pages are on for advised
/// ranges, this one faults in 2 MB at a time. On the 72-sheet batch, peak RSS fell from 148 to
/// 109 MB at `--jobs 1` (231 to 164 MB at `--jobs 2`) and system CPU a little. Same pixels.
enum PixelMapping {
    /// Below this, a surface is small enough for malloc's reused heap.
    static let minimumBytes = 4 << 20

    /// An ARGB32 image surface of `width` × `height` pixels, zeroed (transparent).
    static func surface(width: Int, height: Int) -> OpaquePointer? {
        #if canImport(Glibc)
            let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: width)))
            let (length, overflow) = stride.multipliedReportingOverflow(by: height)
            if stride > 0, height > 0, !overflow, length >= minimumBytes,
                let surface = mappedSurface(width: width, height: height, stride: stride, length: length)
            {
                return surface
            }
        #endif
        return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: width), Int32(clamping: height))
    }

    #if canImport(Glibc)
        /// The mapping's address and length, handed to cairo so that the surface unmaps it when freed.
        private struct Mapping {
            let address: UnsafeMutableRawPointer
            let length: Int
        }

        /// cairo's user-data key for the mapping; only its address matters.
        nonisolated(unsafe) private static let key: UnsafeMutablePointer<cairo_user_data_key_t> = {
            let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
            key.initialize(to: cairo_user_data_key_t(unused: 0))
            return key
        }()

        private static let unmap: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
            guard let mapping = pointer?.assumingMemoryBound(to: Mapping.self) else { return }
            _ = munmap(mapping.pointee.address, mapping.pointee.length)
            mapping.deinitialize(count: 1)
            mapping.deallocate()
        }

        private static func mappedSurface(width: Int, height: Int, stride: Int, length: Int) -> OpaquePointer? {
            guard let address = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
                address != MAP_FAILED
            else { return nil }
            // Only advice: without transparent huge pages the mapping simply uses small pages. Linux's
            // alone: another system with glibc's module (FreeBSD) has no MADV_HUGEPAGE.
            #if os(Linux)
                _ = madvise(address, length, MADV_HUGEPAGE)
            #endif
            let mapping = UnsafeMutablePointer<Mapping>.allocate(capacity: 1)
            mapping.initialize(to: Mapping(address: address, length: length))
            let surface = cairo_image_surface_create_for_data(
                address.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                Int32(stride))
            guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
                cairo_surface_set_user_data(surface, key, mapping, unmap) == CAIRO_STATUS_SUCCESS
            else {
                if let surface { cairo_surface_destroy(surface) }
                unmap(mapping)
                return nil
            }
            return surface
        }
    #endif
}
