import GentleTokens

// Generated from gentle-design-system-model.md §3.2 and §3.4 (the interop JSON), with the §2.4
// rules applied while generating: border/shadow only on card-like roles, shadow only with radius > 0,
// dark shadow opacity × 3.5 clamped to 1, material tint alpha = hex alpha × tint opacity.
extension SurfaceExpectation {
    static let dark: [SurfaceExpectation] = [
        .init("gentle-default", .appBackground, .dark, "solid #0B0F19", 0, border: nil, shadow: nil),
        .init("gentle-default", .card, .dark, "solid #111827", 20, border: (1, "#374151"), shadow: nil),
        .init(
            "gentle-default", .cardElevated, .dark, "solid #111827", 20, border: (0.5, "#37415159"),
            shadow: (8, 0.28, 0, 6)),
        .init("gentle-default", .cardSecondary, .dark, "solid #151D30", 16, border: (1, "#374151"), shadow: nil),
        .init("gentle-default", .chrome, .dark, "material ultraThin", 0, border: nil, shadow: nil),
        .init("gentle-default", .overlaySheet, .dark, "material regular tint #02061714", 0, border: nil, shadow: nil),
        .init(
            "gentle-default", .overlayPopover, .dark, "material regular tint #11182726", 14, border: (0.5, "#37415130"),
            shadow: (16, 0.525, 0, 8)),
        .init("gentle-default", .overlayScrim, .dark, "solid #000000B3", 0, border: nil, shadow: nil),
        .init(
            "gentle-default", .floatingPanel, .dark, "material regular", 20, border: (0.5, "#FFFFFF10"),
            shadow: (24, 0.7, 0, 12)),
        .init("gentle-default", .floatingWidget, .dark, "material thick", 24, border: nil, shadow: (8, 0.35, 0, 4)),
        .init("classic-tan", .appBackground, .dark, "solid #1A1610", 0, border: nil, shadow: nil),
        .init("classic-tan", .card, .dark, "solid #2C2416", 16, border: (1, "#4A4030"), shadow: nil),
        .init(
            "classic-tan", .cardElevated, .dark, "solid #2C2416", 16, border: (0.5, "#4A403050"),
            shadow: (12, 0.42, 0, 6)),
        .init("classic-tan", .cardSecondary, .dark, "solid #3D3117", 14, border: (1, "#4A4030"), shadow: nil),
        .init("classic-tan", .chrome, .dark, "material thin tint #2C24160D", 0, border: nil, shadow: nil),
        .init("classic-tan", .overlaySheet, .dark, "material regular tint #2C241626", 0, border: nil, shadow: nil),
        .init(
            "classic-tan", .overlayPopover, .dark, "material thick tint #2C241633", 12, border: (0.5, "#4A403040"),
            shadow: (16, 0.525, 0, 8)),
        .init("classic-tan", .overlayScrim, .dark, "solid #000000B3", 0, border: nil, shadow: nil),
        .init(
            "classic-tan", .floatingPanel, .dark, "material thick", 16, border: (0.5, "#FFFFFF15"),
            shadow: (20, 0.63, 0, 10)),
        .init("classic-tan", .floatingWidget, .dark, "material thick", 20, border: nil, shadow: (10, 0.35, 0, 4)),
        .init("modern-gray", .appBackground, .dark, "solid #0D0D14", 0, border: nil, shadow: nil),
        .init("modern-gray", .card, .dark, "solid #1A1A28", 12, border: (1, "#3A3A4E"), shadow: nil),
        .init(
            "modern-gray", .cardElevated, .dark, "solid #1A1A28", 12, border: (0.5, "#3A3A4E40"),
            shadow: (6, 0.21, 0, 4)),
        .init("modern-gray", .cardSecondary, .dark, "solid #24263E", 10, border: (1, "#3A3A4E"), shadow: nil),
        .init("modern-gray", .chrome, .dark, "material ultraThin", 0, border: nil, shadow: nil),
        .init("modern-gray", .overlaySheet, .dark, "material regular tint #08080C10", 0, border: nil, shadow: nil),
        .init(
            "modern-gray", .overlayPopover, .dark, "material regular tint #1A1A281F", 10, border: (0.5, "#3A3A4E25"),
            shadow: (12, 0.35, 0, 6)),
        .init("modern-gray", .overlayScrim, .dark, "solid #000000B3", 0, border: nil, shadow: nil),
        .init(
            "modern-gray", .floatingPanel, .dark, "material regular", 12, border: (0.5, "#FFFFFF0C"),
            shadow: (16, 0.42, 0, 8)),
        .init("modern-gray", .floatingWidget, .dark, "material regular", 16, border: nil, shadow: (6, 0.28, 0, 3)),
        .init("soft-green", .appBackground, .dark, "solid #0D1F18", 0, border: nil, shadow: nil),
        .init("soft-green", .card, .dark, "solid #142E24", 24, border: (1, "#2A4D3D"), shadow: nil),
        .init(
            "soft-green", .cardElevated, .dark, "solid #142E24", 24, border: (0.5, "#2A4D3D50"),
            shadow: (16, 0.28, 0, 8)),
        .init("soft-green", .cardSecondary, .dark, "solid #1F4133", 20, border: (1, "#2A4D3D"), shadow: nil),
        .init("soft-green", .chrome, .dark, "material thin tint #142E2408", 0, border: nil, shadow: nil),
        .init("soft-green", .overlaySheet, .dark, "material regular tint #0A1A1414", 0, border: nil, shadow: nil),
        .init(
            "soft-green", .overlayPopover, .dark, "material regular tint #142E241F", 18, border: (0.5, "#2A4D3D25"),
            shadow: (20, 0.35, 0, 10)),
        .init("soft-green", .overlayScrim, .dark, "solid #000000B3", 0, border: nil, shadow: nil),
        .init(
            "soft-green", .floatingPanel, .dark, "material regular", 28, border: (0.5, "#FFFFFF12"),
            shadow: (24, 0.42, 0, 12)),
        .init("soft-green", .floatingWidget, .dark, "material thick", 28, border: nil, shadow: (10, 0.28, 0, 5)),
        .init("editorial-paper", .appBackground, .dark, "solid #000000", 0, border: nil, shadow: nil),
        .init("editorial-paper", .card, .dark, "solid #1A1A1A", 0, border: (1, "#404040"), shadow: nil),
        .init("editorial-paper", .cardElevated, .dark, "solid #1A1A1A", 0, border: (1, "#404040"), shadow: nil),
        .init("editorial-paper", .cardSecondary, .dark, "solid #242424", 0, border: (1, "#404040"), shadow: nil),
        .init("editorial-paper", .chrome, .dark, "solid #1A1A1A", 0, border: nil, shadow: nil),
        .init("editorial-paper", .overlaySheet, .dark, "solid #1A1A1A", 0, border: nil, shadow: nil),
        .init("editorial-paper", .overlayPopover, .dark, "solid #1A1A1A", 0, border: (1, "#FFFFFF"), shadow: nil),
        .init("editorial-paper", .overlayScrim, .dark, "solid #000000B3", 0, border: nil, shadow: nil),
        .init("editorial-paper", .floatingPanel, .dark, "solid #1A1A1A", 0, border: (2, "#FFFFFF"), shadow: nil),
        .init("editorial-paper", .floatingWidget, .dark, "solid #1A1A1A", 0, border: (1, "#FFFFFF"), shadow: nil),
        .init("technical-blue", .appBackground, .dark, "solid #061623", 0, border: nil, shadow: nil),
        .init("technical-blue", .card, .dark, "solid #0C2236", 6, border: (1, "#1E4060"), shadow: nil),
        .init(
            "technical-blue", .cardElevated, .dark, "solid #0C2236", 6, border: (1, "#1E4060"), shadow: (4, 0.28, 0, 2)),
        .init("technical-blue", .cardSecondary, .dark, "solid #18324A", 5, border: (1, "#1E4060"), shadow: nil),
        .init("technical-blue", .chrome, .dark, "material ultraThin tint #0C22360D", 0, border: nil, shadow: nil),
        .init("technical-blue", .overlaySheet, .dark, "material regular tint #04102014", 0, border: nil, shadow: nil),
        .init(
            "technical-blue", .overlayPopover, .dark, "material regular tint #0C223626", 6, border: (1, "#1E4060"),
            shadow: (8, 0.42, 0, 4)),
        .init("technical-blue", .overlayScrim, .dark, "solid #000000B3", 0, border: nil, shadow: nil),
        .init(
            "technical-blue", .floatingPanel, .dark, "material regular", 8, border: (1, "#1E4060"),
            shadow: (12, 0.525, 0, 6)),
        .init(
            "technical-blue", .floatingWidget, .dark, "material regular", 6, border: (1, "#1E406080"),
            shadow: (4, 0.35, 0, 2)),
        .init("bold-orange", .appBackground, .dark, "solid #1A0D06", 0, border: nil, shadow: nil),
        .init("bold-orange", .card, .dark, "solid #2D1A0F", 16, border: (2, "#4D3020"), shadow: nil),
        .init(
            "bold-orange", .cardElevated, .dark, "solid #2D1A0F", 16, border: (2, "#4D302080"), shadow: (16, 0.7, 0, 8)),
        .init("bold-orange", .cardSecondary, .dark, "solid #422A1A", 14, border: (2, "#4D3020"), shadow: nil),
        .init("bold-orange", .chrome, .dark, "material thin tint #2D1A0F1A", 0, border: nil, shadow: nil),
        .init("bold-orange", .overlaySheet, .dark, "material thick tint #140A051F", 0, border: nil, shadow: nil),
        .init(
            "bold-orange", .overlayPopover, .dark, "material thick tint #2D1A0F33", 14, border: (1.5, "#4D302060"),
            shadow: (20, 0.875, 0, 10)),
        .init("bold-orange", .overlayScrim, .dark, "solid #000000B3", 0, border: nil, shadow: nil),
        .init(
            "bold-orange", .floatingPanel, .dark, "material thick", 20, border: (1, "#FFFFFF20"), shadow: (32, 1, 0, 16)
        ),
        .init("bold-orange", .floatingWidget, .dark, "material thick", 20, border: nil, shadow: (12, 0.63, 0, 6)),
        .init("elegant-purple", .appBackground, .dark, "solid #120D1F", 0, border: nil, shadow: nil),
        .init("elegant-purple", .card, .dark, "solid #1E1630", 20, border: (0.5, "#3D2D60"), shadow: nil),
        .init(
            "elegant-purple", .cardElevated, .dark, "solid #1E1630", 20, border: (0.5, "#3D2D6040"),
            shadow: (20, 0.21, 0, 10)),
        .init("elegant-purple", .cardSecondary, .dark, "solid #2F2445", 16, border: (0.5, "#3D2D60"), shadow: nil),
        .init("elegant-purple", .chrome, .dark, "material ultraThin", 0, border: nil, shadow: nil),
        .init("elegant-purple", .overlaySheet, .dark, "material thin tint #0D08180A", 0, border: nil, shadow: nil),
        .init(
            "elegant-purple", .overlayPopover, .dark, "material thin tint #1E163014", 16, border: (0.5, "#3D2D6020"),
            shadow: (24, 0.28, 0, 12)),
        .init("elegant-purple", .overlayScrim, .dark, "solid #000000B3", 0, border: nil, shadow: nil),
        .init(
            "elegant-purple", .floatingPanel, .dark, "material thin", 24, border: (0.5, "#FFFFFF08"),
            shadow: (32, 0.35, 0, 16)),
        .init("elegant-purple", .floatingWidget, .dark, "material thin", 24, border: nil, shadow: (12, 0.21, 0, 6)),
        .init("compact-mint", .appBackground, .dark, "solid #0D1A14", 0, border: nil, shadow: nil),
        .init("compact-mint", .card, .dark, "solid #1A2D24", 8, border: (1, "#2D4D3D"), shadow: nil),
        .init(
            "compact-mint", .cardElevated, .dark, "solid #1A2D24", 8, border: (0.5, "#2D4D3D60"),
            shadow: (4, 0.21, 0, 2)),
        .init("compact-mint", .cardSecondary, .dark, "solid #254032", 7, border: (1, "#2D4D3D"), shadow: nil),
        .init("compact-mint", .chrome, .dark, "material ultraThin", 0, border: nil, shadow: nil),
        .init("compact-mint", .overlaySheet, .dark, "material regular tint #0A181014", 0, border: nil, shadow: nil),
        .init(
            "compact-mint", .overlayPopover, .dark, "material regular tint #1A2D241F", 8, border: (0.5, "#2D4D3D30"),
            shadow: (8, 0.35, 0, 4)),
        .init("compact-mint", .overlayScrim, .dark, "solid #000000B3", 0, border: nil, shadow: nil),
        .init(
            "compact-mint", .floatingPanel, .dark, "material regular", 10, border: (0.5, "#FFFFFF0C"),
            shadow: (12, 0.42, 0, 6)),
        .init("compact-mint", .floatingWidget, .dark, "material regular", 10, border: nil, shadow: (4, 0.28, 0, 2)),
    ]
}
