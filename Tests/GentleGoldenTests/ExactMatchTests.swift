import Testing
import GentleImage
import GentleGolden

@Test func identicalBitmapsMatchExactly() {
    let red = Bitmap(width: 3, height: 2, filledWith: (255, 0, 0, 255))
    #expect(isExactMatch(red, red))
    #expect(!isExactMatch(red, Bitmap(width: 3, height: 2, filledWith: (254, 0, 0, 255))))
}
