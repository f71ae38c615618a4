extension GentlePreset {
    /// Gentle Default: calm, balanced foundation for any app.
    public static let gentleDefault = GentlePreset(
        id: "gentle-default", name: "Gentle Default",
        summary: "Calm, balanced foundation for any app",
        description: "A neutral theme with soft surfaces and confident accent colors that work across all contexts.",
        purpose: "Use when you want a versatile starting point with clean hierarchy and accessible contrast.",
        symbolName: "circle.hexagongrid", spec: .gentleDefault)

    /// Classic Tan: warm, timeless feel with earthy tones.
    public static let classicTan = GentlePreset(
        id: "classic-tan", name: "Classic Tan",
        summary: "Warm, timeless feel with earthy tones",
        description: "Rich tan backgrounds paired with warm accents create a cozy, established aesthetic.",
        purpose: "Use for apps that benefit from warmth and a sense of heritage or craftsmanship.",
        symbolName: "book.closed.fill", spec: .classic)

    /// Modern Gray: sleek, minimal with neutral foundations.
    public static let modernGray = GentlePreset(
        id: "modern-gray", name: "Modern Gray",
        summary: "Sleek, minimal with neutral foundations",
        description: "Cool gray surfaces with sharp accents deliver a contemporary, professional appearance.",
        purpose: "Use for business apps or tools where clarity and efficiency are paramount.",
        symbolName: "cube.fill", spec: .modern)

    /// Soft Green: fresh, natural with calming green accents.
    public static let softGreen = GentlePreset(
        id: "soft-green", name: "Soft Green",
        summary: "Fresh, natural with calming green accents",
        description: "Gentle green tones create a refreshing, organic feel that reduces visual fatigue.",
        purpose: "Use for wellness, productivity, or any app where calm focus matters.",
        symbolName: "leaf.fill", spec: .soft)

    /// Editorial Paper: refined, print-inspired reading experience.
    public static let editorialPaper = GentlePreset(
        id: "editorial-paper", name: "Editorial Paper",
        summary: "Refined, print-inspired reading experience",
        description: "Paper-like backgrounds and classic typography evoke the quality of fine publications.",
        purpose: "Use for content-heavy apps where long-form reading is the primary experience.",
        symbolName: "newspaper.fill", spec: .editorial)

    /// Technical Blue: precise, trustworthy with blue highlights.
    public static let technicalBlue = GentlePreset(
        id: "technical-blue", name: "Technical Blue",
        summary: "Precise, trustworthy with blue highlights",
        description: "Professional blue accents on clean surfaces convey reliability and technical competence.",
        purpose: "Use for developer tools, dashboards, or apps requiring user trust.",
        symbolName: "terminal.fill", spec: .technical)

    /// Bold Orange: vibrant, energetic with strong presence.
    public static let boldOrange = GentlePreset(
        id: "bold-orange", name: "Bold Orange",
        summary: "Vibrant, energetic with strong presence",
        description: "High-energy orange accents demand attention and create memorable interactions.",
        purpose: "Use for apps that need to motivate action or stand out boldly.",
        symbolName: "bolt.fill", spec: .bold)

    /// Elegant Purple: sophisticated, luxurious with rich tones.
    public static let elegantPurple = GentlePreset(
        id: "elegant-purple", name: "Elegant Purple",
        summary: "Sophisticated, luxurious with rich tones",
        description: "Deep purple accents on refined surfaces create a premium, distinguished appearance.",
        purpose: "Use for lifestyle, creative, or premium apps where elegance matters.",
        symbolName: "crown.fill", spec: .elegant)

    /// Compact Mint: dense, efficient with fresh accents.
    public static let compactMint = GentlePreset(
        id: "compact-mint", name: "Compact Mint",
        summary: "Dense, efficient with fresh accents",
        description: "Tighter spacing with mint highlights maximizes information density while staying fresh.",
        purpose: "Use for data-rich interfaces where screen real estate is precious.",
        symbolName: "square.grid.3x3.fill", spec: .compact)
}
