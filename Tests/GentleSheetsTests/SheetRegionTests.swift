import Foundation
import GentleImage
import GentleRaster
import GentleSheets
import Testing

@Suite struct SheetRegionTests {
    let fill = ElementContent.shape(ShapePaint(outline: .capsule, fill: .testInk))

    var pressedButton: SheetLayout {
        let frame = Rect(x: 100, y: 40, width: 120, height: 40)
        let label = SheetElement(
            frame: frame.insetBy(dx: 24, dy: 8), content: fill, region: "typography.primaryButtonTitle_m")
        let group = ElementGroup(
            children: [SheetElement(frame: frame, content: fill), label], opacity: 0.86, scale: 0.5)
        return SheetLayout(
            pageSize: Size(width: 320, height: 120), background: .testPaper,
            elements: [
                SheetElement(
                    frame: Rect(x: 10, y: 10, width: 20.25, height: 20.5), content: fill,
                    region: "colors.primaryCTA"),
                SheetElement(frame: frame, content: .group(group), region: "buttons.primary.frame3"),
            ])
    }

    @Test func regionsFollowPaintingOrderThroughGroups() {
        #expect(
            pressedButton.regions.map(\.name) == [
                "colors.primaryCTA", "buttons.primary.frame3", "typography.primaryButtonTitle_m",
            ])
    }

    @Test func aGroupsScaleMovesTheRegionsInside() {
        let regions = pressedButton.regions
        #expect(regions[1].rect == Rect(x: 130, y: 50, width: 60, height: 20))
        #expect(regions[2].rect == Rect(x: 142, y: 54, width: 36, height: 12))
    }

    @Test func aShadowRegionCoversItsBlur() {
        let shadow = ShadowPaint(outline: .rectangle, color: .testInk, radius: 8, offsetX: 0, offsetY: 6)
        let layout = SheetLayout(
            pageSize: Size(width: 200, height: 200), background: .testPaper,
            elements: [
                SheetElement(
                    frame: Rect(x: 50, y: 50, width: 40, height: 40), content: .shadow(shadow),
                    region: "surfaces.cardElevated")
            ])
        #expect(layout.regions[0].rect == Rect(x: 34, y: 40, width: 72, height: 72))
    }

    @Test func theDocumentRoundsOutwardsToWholePoints() throws {
        let document = RegionDocument(layout: pressedButton)
        let json = try #require(String(data: try document.jsonData(), encoding: .utf8))
        #expect(json.contains(#""name" : "colors.primaryCTA","#))
        #expect(
            document.regions[0]
                == TokenRegion(token: "colors.primaryCTA", rect: PixelRect(x: 10, y: 10, width: 21, height: 21)))
        #expect(document.width == 320)
        #expect(document.height == 120)
    }

    @Test func atScaleTwoRegionsAreInPixelsOfTheLargerImage() {
        let document = RegionDocument(layout: pressedButton, scale: 2)
        #expect(
            document.regions[0]
                == TokenRegion(token: "colors.primaryCTA", rect: PixelRect(x: 20, y: 20, width: 41, height: 41)))
        #expect(document.width == 640)
        #expect(document.height == 240)
    }

    @Test func theSameLayoutGivesTheSameBytes() throws {
        #expect(
            try RegionDocument(layout: pressedButton).jsonData() == RegionDocument(layout: pressedButton).jsonData())
    }
}
