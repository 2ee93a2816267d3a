import XCTest

/// Belongs to the UI test target only (a membership exception of the app target): it must not be ported.
final class ScreenshotTests: XCTestCase {
    func testLaunch() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.staticTexts["0 points"].exists)
    }
}
