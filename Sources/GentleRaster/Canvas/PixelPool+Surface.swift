import CCairo

extension PixelPool {
    /// An image surface of `format` whose pixels are a block of this pool, given back when cairo
    /// frees the surface; transparent when `zeroed`, otherwise holding whatever the block held,
    /// for a borrower that writes every byte. Nil when the size or the memory cannot be had.
    func surface(_ format: cairo_format_t, width: Int, height: Int, zeroed: Bool) -> OpaquePointer? {
        let stride = Int(cairo_format_stride_for_width(format, Int32(clamping: width)))
        let (length, overflow) = stride.multipliedReportingOverflow(by: height)
        guard stride > 0, width > 0, height > 0, height <= Int(Int32.max), !overflow,
            let block = take(bytes: length, zeroed: zeroed)
        else { return nil }
        let loan = UnsafeMutablePointer<Loan>.allocate(capacity: 1)
        loan.initialize(to: Loan(pool: self, block: block))
        let surface = cairo_image_surface_create_for_data(
            block.address.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), Int32(stride))
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            cairo_surface_set_user_data(surface, Self.loanKey, loan, Self.endLoan) == CAIRO_STATUS_SUCCESS
        else {
            if let surface { cairo_surface_destroy(surface) }
            Self.endLoan(loan)
            return nil
        }
        return surface
    }

    /// What a surface keeps to give its block back.
    private struct Loan {
        let pool: PixelPool
        let block: Block
    }

    /// cairo's user-data key for the loan; only its address matters.
    nonisolated(unsafe) private static let loanKey: UnsafeMutablePointer<cairo_user_data_key_t> = {
        let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
        key.initialize(to: cairo_user_data_key_t(unused: 0))
        return key
    }()

    private static let endLoan: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
        guard let loan = pointer?.assumingMemoryBound(to: Loan.self) else { return }
        loan.pointee.pool.giveBack(loan.pointee.block)
        loan.deinitialize(count: 1)
        loan.deallocate()
    }
}
