import GentleFiles
import GentleTheme
import GentleTokens

/// What a token change means beyond its two values, worked out from both themes.
struct ChangeMeaning {
    /// The old theme's spec.
    let old: GentleDesignSystemSpec
    /// The new theme's spec.
    let new: GentleDesignSystemSpec
    /// The Dynamic Type size text sizes are resolved at.
    let sizeCategory: ContentSizeCategory

    /// The fragments for a change at `path` of `token` from `before` to `after`.
    func meaning(of token: ThemeToken, before: TokenValue?, after: TokenValue?) -> [String] {
        let field = token.path.split(separator: ".").last.map(String.init) ?? ""
        if before?.color != nil || after?.color != nil {
            // A surface border or a button fill is a colour too, and reads the same way.
            return colorMeaning(before?.color, after?.color, path: token.path)
        }
        switch token.group {
        case .colors:
            return []
        case .typography:
            return typeMeaning(role: token.owner, field: field)
        case .animations:
            return GentleButtonAnimationRole(rawValue: token.owner).map { motionMeaning($0, $0) } ?? []
        case .buttons where field == "animationRole":
            guard let role = GentleButtonRole(rawValue: token.owner) else { return [] }
            return motionMeaning(
                old.buttons.roleSpec(for: role).animationRole, new.buttons.roleSpec(for: role).animationRole)
        case .surfaces where field == "shadowOpacity":
            guard let before = before?.number, let after = after?.number else { return [] }
            let factor = SurfaceShadow.darkModeOpacityFactor
            return [
                "dark mode \(TokenValue.plain(min(1, before * factor))) → \(TokenValue.plain(min(1, after * factor)))"
            ]
        default:
            return []
        }
    }

    private func colorMeaning(_ before: GentleRGBA?, _ after: GentleRGBA?, path: String) -> [String] {
        guard let before, let after else {
            // A colour role the spec lacks is drawn as SwiftUI's Color.primary.
            guard path.hasPrefix("colors.") else { return [] }
            let scheme: GentleColorScheme = path.hasSuffix(".dark") ? .dark : .light
            let fallback = GentleRGBA.primary(for: scheme).hexString
            return [before == nil ? "was Color.primary \(fallback)" : "now Color.primary \(fallback)"]
        }
        var fragments = ["ΔE00 \(Self.twoDecimals(CIEDE2000.difference(before, after)))"]
        if before.alpha != after.alpha {
            fragments.append("alpha \(TokenValue.plain(before.alpha)) → \(TokenValue.plain(after.alpha))")
        }
        return fragments
    }

    private func typeMeaning(role name: String, field: String) -> [String] {
        guard let role = GentleTextRole(rawValue: name) else { return [] }
        switch field {
        case "pointSize", "relativeTo":
            let before = size(of: role, in: old)
            let after = size(of: role, in: new)
            return ["size at \(sizeCategory.rawValue) \(TokenValue.plain(before)) → \(TokenValue.plain(after)) pt"]
        case "weight":
            let before = old.typography.roleSpec(for: role).weight.numericWeight
            let after = new.typography.roleSpec(for: role).weight.numericWeight
            return ["wght \(before) → \(after)"]
        default:
            return []
        }
    }

    private func size(of role: GentleTextRole, in spec: GentleDesignSystemSpec) -> Double {
        let roleSpec = spec.typography.roleSpec(for: role)
        return DynamicTypeScaling.scaledSize(roleSpec.pointSize, relativeTo: roleSpec.relativeTo, at: sizeCategory)
    }

    // Settle time and overshoot of the animation a role used before and uses now.
    private func motionMeaning(_ before: GentleButtonAnimationRole, _ after: GentleButtonAnimationRole) -> [String] {
        let was = PressAnimation(role: before, spec: old.buttons.animationSpec(for: before))
        let now = PressAnimation(role: after, spec: new.buttons.animationSpec(for: after))
        return [
            "settles \(Self.twoDecimals(was.settleDuration)) → \(Self.twoDecimals(now.settleDuration)) s",
            "overshoots \(Self.percent(was.peakOvershoot)) → \(Self.percent(now.peakOvershoot))",
        ]
    }

    static func twoDecimals(_ value: Double) -> String {
        value.isFinite ? PrintfFormat.string("%.2f", value) : String(value)
    }

    static func percent(_ fraction: Double) -> String {
        fraction.isFinite ? "\(TokenValue.plain((fraction * 1000).rounded() / 10)) %" : String(fraction)
    }
}
