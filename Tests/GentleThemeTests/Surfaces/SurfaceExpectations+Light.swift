import GentleTokens

// Generated from gentle-design-system-model.md §3.2 and §3.4 (the interop JSON), with the §2.4
// rules applied while generating: border/shadow only on card-like roles, shadow only with radius > 0,
// dark shadow opacity × 3.5 clamped to 1, material tint alpha = hex alpha × tint opacity.
extension SurfaceExpectation {
    static let light: [SurfaceExpectation] = [
        .init("gentle-default", .appBackground, .light, "solid #FFFFFF", 0, border: nil, shadow: nil),
        .init("gentle-default", .card, .light, "solid #FAFAFE", 20, border: (1, "#E5E7EB"), shadow: nil),
        .init(
            "gentle-default", .cardElevated, .light, "solid #FAFAFE", 20, border: (0.5, "#E5E7EB59"),
            shadow: (8, 0.08, 0, 6)),
        .init("gentle-default", .cardSecondary, .light, "solid #F4F6FE", 16, border: (1, "#E5E7EB"), shadow: nil),
        .init("gentle-default", .chrome, .light, "material ultraThin", 0, border: nil, shadow: nil),
        .init("gentle-default", .overlaySheet, .light, "material regular tint #11182714", 0, border: nil, shadow: nil),
        .init(
            "gentle-default", .overlayPopover, .light, "material regular tint #FAFAFE26", 14,
            border: (0.5, "#E5E7EB30"), shadow: (16, 0.15, 0, 8)),
        .init("gentle-default", .overlayScrim, .light, "solid #000000B3", 0, border: nil, shadow: nil),
        .init(
            "gentle-default", .floatingPanel, .light, "material regular", 20, border: (0.5, "#FFFFFF20"),
            shadow: (24, 0.2, 0, 12)),
        .init("gentle-default", .floatingWidget, .light, "material thick", 24, border: nil, shadow: (8, 0.1, 0, 4)),
        .init("classic-tan", .appBackground, .light, "solid #FAF8F3", 0, border: nil, shadow: nil),
        .init("classic-tan", .card, .light, "solid #F5F0E6", 16, border: (1, "#D4C8B4"), shadow: nil),
        .init(
            "classic-tan", .cardElevated, .light, "solid #F5F0E6", 16, border: (0.5, "#D4C8B450"),
            shadow: (12, 0.12, 0, 6)),
        .init("classic-tan", .cardSecondary, .light, "solid #F1E9D7", 14, border: (1, "#D4C8B4"), shadow: nil),
        .init("classic-tan", .chrome, .light, "material thin tint #F5F0E60D", 0, border: nil, shadow: nil),
        .init("classic-tan", .overlaySheet, .light, "material regular tint #F5F0E626", 0, border: nil, shadow: nil),
        .init(
            "classic-tan", .overlayPopover, .light, "material thick tint #F5F0E633", 12, border: (0.5, "#D4C8B440"),
            shadow: (16, 0.15, 0, 8)),
        .init("classic-tan", .overlayScrim, .light, "solid #000000B3", 0, border: nil, shadow: nil),
        .init(
            "classic-tan", .floatingPanel, .light, "material thick", 16, border: (0.5, "#FFFFFF30"),
            shadow: (20, 0.18, 0, 10)),
        .init("classic-tan", .floatingWidget, .light, "material thick", 20, border: nil, shadow: (10, 0.1, 0, 4)),
        .init("modern-gray", .appBackground, .light, "solid #FAFAFC", 0, border: nil, shadow: nil),
        .init("modern-gray", .card, .light, "solid #F0F0F4", 12, border: (1, "#E0E0E8"), shadow: nil),
        .init(
            "modern-gray", .cardElevated, .light, "solid #F0F0F4", 12, border: (0.5, "#E0E0E840"),
            shadow: (6, 0.06, 0, 4)),
        .init("modern-gray", .cardSecondary, .light, "solid #E9EBF5", 10, border: (1, "#E0E0E8"), shadow: nil),
        .init("modern-gray", .chrome, .light, "material ultraThin", 0, border: nil, shadow: nil),
        .init("modern-gray", .overlaySheet, .light, "material regular tint #1A1A2E10", 0, border: nil, shadow: nil),
        .init(
            "modern-gray", .overlayPopover, .light, "material regular tint #F0F0F41F", 10, border: (0.5, "#E0E0E825"),
            shadow: (12, 0.1, 0, 6)),
        .init("modern-gray", .overlayScrim, .light, "solid #000000B3", 0, border: nil, shadow: nil),
        .init(
            "modern-gray", .floatingPanel, .light, "material regular", 12, border: (0.5, "#FFFFFF18"),
            shadow: (16, 0.12, 0, 8)),
        .init("modern-gray", .floatingWidget, .light, "material regular", 16, border: nil, shadow: (6, 0.08, 0, 3)),
        .init("soft-green", .appBackground, .light, "solid #F5FAF8", 0, border: nil, shadow: nil),
        .init("soft-green", .card, .light, "solid #E8F5F0", 24, border: (1, "#C5E0D4"), shadow: nil),
        .init(
            "soft-green", .cardElevated, .light, "solid #E8F5F0", 24, border: (0.5, "#C5E0D450"),
            shadow: (16, 0.08, 0, 8)),
        .init("soft-green", .cardSecondary, .light, "solid #E0F2EA", 20, border: (1, "#C5E0D4"), shadow: nil),
        .init("soft-green", .chrome, .light, "material thin tint #E8F5F008", 0, border: nil, shadow: nil),
        .init("soft-green", .overlaySheet, .light, "material regular tint #1A3A2F14", 0, border: nil, shadow: nil),
        .init(
            "soft-green", .overlayPopover, .light, "material regular tint #E8F5F01F", 18, border: (0.5, "#C5E0D425"),
            shadow: (20, 0.1, 0, 10)),
        .init("soft-green", .overlayScrim, .light, "solid #000000B3", 0, border: nil, shadow: nil),
        .init(
            "soft-green", .floatingPanel, .light, "material regular", 28, border: (0.5, "#FFFFFF25"),
            shadow: (24, 0.12, 0, 12)),
        .init("soft-green", .floatingWidget, .light, "material thick", 28, border: nil, shadow: (10, 0.08, 0, 5)),
        .init("editorial-paper", .appBackground, .light, "solid #FFFFFF", 0, border: nil, shadow: nil),
        .init("editorial-paper", .card, .light, "solid #F5F5F5", 0, border: (1, "#000000"), shadow: nil),
        .init("editorial-paper", .cardElevated, .light, "solid #F5F5F5", 0, border: (1, "#000000"), shadow: nil),
        .init("editorial-paper", .cardSecondary, .light, "solid #ECECEC", 0, border: (1, "#000000"), shadow: nil),
        .init("editorial-paper", .chrome, .light, "solid #F5F5F5", 0, border: nil, shadow: nil),
        .init("editorial-paper", .overlaySheet, .light, "solid #F5F5F5", 0, border: nil, shadow: nil),
        .init("editorial-paper", .overlayPopover, .light, "solid #F5F5F5", 0, border: (1, "#000000"), shadow: nil),
        .init("editorial-paper", .overlayScrim, .light, "solid #000000B3", 0, border: nil, shadow: nil),
        .init("editorial-paper", .floatingPanel, .light, "solid #F5F5F5", 0, border: (2, "#000000"), shadow: nil),
        .init("editorial-paper", .floatingWidget, .light, "solid #F5F5F5", 0, border: (1, "#000000"), shadow: nil),
        .init("technical-blue", .appBackground, .light, "solid #F0F7FC", 0, border: nil, shadow: nil),
        .init("technical-blue", .card, .light, "solid #E1EFF9", 6, border: (1, "#C4DCF0"), shadow: nil),
        .init(
            "technical-blue", .cardElevated, .light, "solid #E1EFF9", 6, border: (1, "#C4DCF0"), shadow: (4, 0.08, 0, 2)
        ),
        .init("technical-blue", .cardSecondary, .light, "solid #D7E9F7", 5, border: (1, "#C4DCF0"), shadow: nil),
        .init("technical-blue", .chrome, .light, "material ultraThin tint #E1EFF90D", 0, border: nil, shadow: nil),
        .init("technical-blue", .overlaySheet, .light, "material regular tint #0A254014", 0, border: nil, shadow: nil),
        .init(
            "technical-blue", .overlayPopover, .light, "material regular tint #E1EFF926", 6, border: (1, "#C4DCF0"),
            shadow: (8, 0.12, 0, 4)),
        .init("technical-blue", .overlayScrim, .light, "solid #000000B3", 0, border: nil, shadow: nil),
        .init(
            "technical-blue", .floatingPanel, .light, "material regular", 8, border: (1, "#C4DCF0"),
            shadow: (12, 0.15, 0, 6)),
        .init(
            "technical-blue", .floatingWidget, .light, "material regular", 6, border: (1, "#C4DCF080"),
            shadow: (4, 0.1, 0, 2)),
        .init("bold-orange", .appBackground, .light, "solid #FFF8F3", 0, border: nil, shadow: nil),
        .init("bold-orange", .card, .light, "solid #FFEFE5", 16, border: (2, "#F0D4C0"), shadow: nil),
        .init(
            "bold-orange", .cardElevated, .light, "solid #FFEFE5", 16, border: (2, "#F0D4C080"), shadow: (16, 0.2, 0, 8)
        ),
        .init("bold-orange", .cardSecondary, .light, "solid #FEEADC", 14, border: (2, "#F0D4C0"), shadow: nil),
        .init("bold-orange", .chrome, .light, "material thin tint #FFEFE51A", 0, border: nil, shadow: nil),
        .init("bold-orange", .overlaySheet, .light, "material thick tint #3D1E0A1F", 0, border: nil, shadow: nil),
        .init(
            "bold-orange", .overlayPopover, .light, "material thick tint #FFEFE533", 14, border: (1.5, "#F0D4C060"),
            shadow: (20, 0.25, 0, 10)),
        .init("bold-orange", .overlayScrim, .light, "solid #000000B3", 0, border: nil, shadow: nil),
        .init(
            "bold-orange", .floatingPanel, .light, "material thick", 20, border: (1, "#FFFFFF40"),
            shadow: (32, 0.3, 0, 16)),
        .init("bold-orange", .floatingWidget, .light, "material thick", 20, border: nil, shadow: (12, 0.18, 0, 6)),
        .init("elegant-purple", .appBackground, .light, "solid #F8F5FF", 0, border: nil, shadow: nil),
        .init("elegant-purple", .card, .light, "solid #F0E8FF", 20, border: (0.5, "#E0D0F0"), shadow: nil),
        .init(
            "elegant-purple", .cardElevated, .light, "solid #F0E8FF", 20, border: (0.5, "#E0D0F040"),
            shadow: (20, 0.06, 0, 10)),
        .init("elegant-purple", .cardSecondary, .light, "solid #ECE1FF", 16, border: (0.5, "#E0D0F0"), shadow: nil),
        .init("elegant-purple", .chrome, .light, "material ultraThin", 0, border: nil, shadow: nil),
        .init("elegant-purple", .overlaySheet, .light, "material thin tint #2D1B4E0A", 0, border: nil, shadow: nil),
        .init(
            "elegant-purple", .overlayPopover, .light, "material thin tint #F0E8FF14", 16, border: (0.5, "#E0D0F020"),
            shadow: (24, 0.08, 0, 12)),
        .init("elegant-purple", .overlayScrim, .light, "solid #000000B3", 0, border: nil, shadow: nil),
        .init(
            "elegant-purple", .floatingPanel, .light, "material thin", 24, border: (0.5, "#FFFFFF15"),
            shadow: (32, 0.1, 0, 16)),
        .init("elegant-purple", .floatingWidget, .light, "material thin", 24, border: nil, shadow: (12, 0.06, 0, 6)),
        .init("compact-mint", .appBackground, .light, "solid #F2F8F5", 0, border: nil, shadow: nil),
        .init("compact-mint", .card, .light, "solid #E4F0EA", 8, border: (1, "#C4DCD0"), shadow: nil),
        .init(
            "compact-mint", .cardElevated, .light, "solid #E4F0EA", 8, border: (0.5, "#C4DCD060"),
            shadow: (4, 0.06, 0, 2)),
        .init("compact-mint", .cardSecondary, .light, "solid #D6EDE0", 7, border: (1, "#C4DCD0"), shadow: nil),
        .init("compact-mint", .chrome, .light, "material ultraThin", 0, border: nil, shadow: nil),
        .init("compact-mint", .overlaySheet, .light, "material regular tint #1B3D2F14", 0, border: nil, shadow: nil),
        .init(
            "compact-mint", .overlayPopover, .light, "material regular tint #E4F0EA1F", 8, border: (0.5, "#C4DCD030"),
            shadow: (8, 0.1, 0, 4)),
        .init("compact-mint", .overlayScrim, .light, "solid #000000B3", 0, border: nil, shadow: nil),
        .init(
            "compact-mint", .floatingPanel, .light, "material regular", 10, border: (0.5, "#FFFFFF18"),
            shadow: (12, 0.12, 0, 6)),
        .init("compact-mint", .floatingWidget, .light, "material regular", 10, border: nil, shadow: (4, 0.08, 0, 2)),
    ]
}
