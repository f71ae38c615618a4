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
            let name = describe(element, path: path + [index])
            if !isFinite(element.frame) {
                found.append(LayoutIssue(rule: .nonFiniteFrame, element: name))
                continue
            }
            if !page.contains(transform(element.inkBounds)) {
                found.append(LayoutIssue(rule: .outsidePage, element: name))
            }
            guard case .group(let group) = element.content else { continue }
            for (childIndex, child) in group.children.enumerated() where !element.frame.contains(child.frame) {
                found.append(
                    LayoutIssue(
                        rule: .outsideGroup, element: describe(child, path: path + [index, childIndex]),
                        other: name))
            }
            let inner = { (rect: Rect) in transform(group.transformed(rect, in: element.frame)) }
            found += issues(in: group.children, path: path + [index], page: page, transform: inner)
        }
        return found
    }

    private static func siblingIssues(_ elements: [SheetElement], path: [Int]) -> [LayoutIssue] {
        var found: [LayoutIssue] = []
        for later in elements.indices {
            let top = elements[later]
            if top.placement == .decoration {
                if !elements[..<later].contains(where: { $0.frame.contains(top.frame) }) {
                    found.append(
                        LayoutIssue(rule: .decorationWithoutBase, element: describe(top, path: path + [later])))
                }
                continue
            }
            for earlier in elements.indices where earlier < later && elements[earlier].placement != .decoration {
                let base = elements[earlier]
                guard base.frame.overlaps(top.frame) else { continue }
                if top.placement == .layered && base.frame.contains(top.frame) { continue }
                found.append(
                    LayoutIssue(
                        rule: .overlap, element: describe(top, path: path + [later]),
                        other: describe(base, path: path + [earlier])))
            }
        }
        return found
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
