/// The fixed geometry of help text, so that it never depends on the terminal.
enum HelpLayout {
    /// The width help and usage text wrap at.
    static let width = 80
    /// The column where an option's description starts, as in swift-argument-parser.
    static let descriptionColumn = 26
    /// The indentation of labels inside a section.
    static let labelIndent = 2

    /// One labelled entry of a section: the label, then its description at the description column,
    /// or on the next line when the label is too long.
    static func entry(label: String, description: String) -> [String] {
        let indentedLabel = String(repeating: " ", count: labelIndent) + label
        let body = wrap(description, width: width, indent: descriptionColumn)
        guard indentedLabel.count < descriptionColumn - 1, let first = body.first else {
            return [indentedLabel] + body
        }
        let besideLabel = ColumnPadding.padded(indentedLabel, to: descriptionColumn)
        return [besideLabel + first.dropFirst(descriptionColumn)] + body.dropFirst()
    }

    /// A section title followed by its entries.
    static func section(_ title: String, entries: [[String]]) -> [String] {
        ["\(title):"] + entries.flatMap { $0 }
    }
}
