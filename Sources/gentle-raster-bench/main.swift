import Foundation
import GentleRaster

let fonts = try FontLibrary.bundled()
let typesetter = Typesetter(fonts: fonts)
let canvas = try Canvas(size: Size(width: 600, height: 400), scale: 2, format: .png)
canvas.fill(.rect(Rect(x: 0, y: 0, width: 600, height: 400)), RGBA(hex: 0xF2F2F7))
try canvas.fill(.roundedRect(Rect(x: 40, y: 40, width: 240, height: 140), cornerRadius: 24, style: .continuous), .white, shadow: Shadow(radius: 12, y: 6))
canvas.stroke(.roundedRect(Rect(x: 320, y: 40, width: 240, height: 140), cornerRadius: 48, style: .circular), RGBA(hex: 0xFF3B30), lineWidth: 1)
canvas.stroke(.roundedRect(Rect(x: 320, y: 40, width: 240, height: 140), cornerRadius: 48, style: .continuous), RGBA(hex: 0x007AFF), lineWidth: 1)
let style = TextStyle(font: FontRequest(design: .default, weight: 600, size: 22), color: RGBA(hex: 0x1C1C1E))
let layout = try typesetter.layout("Hamburgefonstiv AVA Tofu WAVE — office fi fl 0123", style: style, maxWidth: 500, alignment: .center)
canvas.draw(layout, at: Point(x: 50, y: 220))
let serif = try typesetter.layout("Serif Source 4 at 17 pt, light", style: TextStyle(font: FontRequest(design: .serif, weight: 300, size: 17)))
canvas.draw(serif, at: Point(x: 50, y: 320))
try canvas.write(to: URL(fileURLWithPath: CommandLine.arguments[1]))
