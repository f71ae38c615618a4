import GentleRaster

/// Checks a computed sheet without drawing it: nothing leaves the page, no two siblings overlap
/// unless the later one is explicitly layered inside the earlier one, children stay in their group.
package enum GeometryCheck {
    /// Every rule broken by `layout`, in display-list order; empty for a clean sheet.
    package static func issues(in layout: SheetLayout) -> [LayoutIssue] {
        issues(in: layout.elements, path: [], page: layout.pageRect, transform: { $0 })
    }

    private static func issues(
        in elements: [SheetElement], path: [Int], page: Rect,
        transform: (Rect) -> Rect
    ) -> [LayoutIssue] {
        var found = siblingIssues(elements, path: path)
        for (index, element) in elements.enumerated() {
            // Named only when broken: describing every element of a clean sheet cost more than checking it.
            let name = { describe(element, path: path + [index]) }
            if !isFinite(element.frame) {
                found.append(LayoutIssue(rule: .nonFiniteFrame, element: name()))
                continue
            }
            if !page.contains(transform(element.inkBounds)) {
                found.append(LayoutIssue(rule: .outsidePage, element: name(), text: text(of: element)))
            }
            guard case .group(let group) = element.content else { continue }
            for (childIndex, child) in group.children.enumerated() where !element.frame.contains(child.frame) {
                found.append(
                    LayoutIssue(
                        rule: .outsideGroup, element: describe(child, path: path + [index, childIndex]),
                        other: name(), text: text(of: child)))
            }
            let inner = { (rect: Rect) in transform(group.transformed(rect, in: element.frame)) }
            found += issues(in: group.children, path: path + [index], page: page, transform: inner)
        }
        return found
    }

    // Pairs of siblings are compared on their frames and placements alone: a sheet has thousands
    // of elements, and copying whole elements into each comparison made the check quadratic in
    // retains as well as in comparisons.
    private static func siblingIssues(_ elements: [SheetElement], path: [Int]) -> [LayoutIssue] {
        let frames = elements.map(\.frame)
        let placements = elements.map(\.placement)
        var found: [LayoutIssue] = []
        for later in frames.indices {
            let top = frames[later]
            if placements[later] == .decoration {
                if !frames[..<later].contains(where: { $0.contains(top) }) {
                    found.append(
                        LayoutIssue(
                            rule: .decorationWithoutBase, element: describe(elements[later], path: path + [later])))
                }
                continue
            }
            for earlier in frames.indices where earlier < later && placements[earlier] != .decoration {
                let base = frames[earlier]
                guard base.overlaps(top) else { continue }
                if placements[later] == .layered && base.contains(top) { continue }
                found.append(
                    LayoutIssue(
                        rule: .overlap, element: describe(elements[later], path: path + [later]),
                        other: describe(elements[earlier], path: path + [earlier]), text: text(of: elements[later])))
            }
        }
        return found
    }

    private static func text(of element: SheetElement) -> String? {
        guard case .text(let block) = element.content else { return nil }
        return block.text
    }

    private static func isFinite(_ rect: Rect) -> Bool {
        [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
    }

    private static func describe(_ element: SheetElement, path: [Int]) -> String {
        let position = path.map(String.init).joined(separator: ".")
        let what: String
        switch element.content {
        case .text(let block): what = "text \"\(block.text.prefix(24))\""
        case .shape: what = "shape"
        case .shadow: what = "shadow"
        case .material: what = "material"
        case .materialSwatch(let paint): what = "material over \(paint.backdrop.name)"
        case .glass: what = "glass"
        case .checkerboard: what = "checkerboard"
        case .gradient: what = "gradient"
        case .polyline: what = "polyline"
        case .icon(let paint): what = "icon \(paint.icon.rawValue)"
        case .group: what = "group"
        }
        return element.region.map { "\(position) \(what) [\($0)]" } ?? "\(position) \(what)"
    }
}
