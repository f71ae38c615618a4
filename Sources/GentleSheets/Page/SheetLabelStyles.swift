import GentleTokens

/// The text styles a sheet's own labels are set in, each taken from one of the theme's text roles
/// so the sheet reads in the theme's voice; plus the colour of rules.
package struct SheetLabelStyles: Sendable, Equatable {
    /// The theme name in the header (`largeTitle_xxl`).
    package var pageTitle: SheetTextStyle
    /// Section titles (`title2_l`).
    package var sectionTitle: SheetTextStyle
    /// Group titles inside a section (`headline_m`).
    package var groupTitle: SheetTextStyle
    /// Names of items (`subheadline_ms` in the primary text colour).
    package var itemName: SheetTextStyle
    /// The header's scheme / size / version line (`subheadline_ms`).
    package var subtitle: SheetTextStyle
    /// Metadata and numbers (`footnote_s`).
    package var detail: SheetTextStyle
    /// Small captions and the header's overline (`caption_s`).
    package var caption: SheetTextStyle
    /// Hairline rules (`borderSubtle`).
    package var rule: GentleRGBA

    /// Creates the label styles.
    package init(
        pageTitle: SheetTextStyle, sectionTitle: SheetTextStyle, groupTitle: SheetTextStyle,
        itemName: SheetTextStyle, subtitle: SheetTextStyle, detail: SheetTextStyle,
        caption: SheetTextStyle, rule: GentleRGBA
    ) {
        self.pageTitle = pageTitle
        self.sectionTitle = sectionTitle
        self.groupTitle = groupTitle
        self.itemName = itemName
        self.subtitle = subtitle
        self.detail = detail
        self.caption = caption
        self.rule = rule
    }
}
