import CPNG

/// The version of the libpng this build runs against, for the renderer fingerprint.
package var libpngVersion: String {
    String(cString: png_get_libpng_ver(nil))
}
