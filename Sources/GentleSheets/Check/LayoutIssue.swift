/// One way a computed sheet breaks the layout rules.
package struct LayoutIssue: Sendable, Hashable, CustomStringConvertible {
    /// The rule broken.
    package enum Rule: String, Sendable, Hashable {
        /// A frame has a NaN or infinite coordinate.
        case nonFiniteFrame
        /// What an element paints reaches beyond the page.
        case outsidePage
        /// Two siblings overlap and the later one is not layered inside the earlier one.
        case overlap
        /// A group's child lies outside the group's frame.
        case outsideGroup
        /// A decoration does not lie inside any earlier sibling.
        case decorationWithoutBase
    }

    /// The rule broken.
    package var rule: Rule
    /// The element at fault, as its index path and a short name (`4.2 text "Body"`).
    package var element: String
    /// The other element involved, for overlaps.
    package var other: String?
    /// The characters of the element at fault when it is a text: a text that does not fit its box.
    package var text: String?

    /// Creates an issue.
    package init(rule: Rule, element: String, other: String? = nil, text: String? = nil) {
        self.rule = rule
        self.element = element
        self.other = other
        self.text = text
    }

    /// One line naming the rule and the elements.
    package var description: String {
        other.map { "\(rule.rawValue): \(element) / \($0)" } ?? "\(rule.rawValue): \(element)"
    }
}
