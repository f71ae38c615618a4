import GentleTheme

// The theme's size categories are spelled on the command line exactly as their raw values.
extension ContentSizeCategory: ArgumentValue {}
