import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// iOS 14's `UIBackgroundConfiguration` on collection view cells: colours, corners, insets and strokes, and the list
/// styles' colours following the cell's state.
@MainActor
@Suite struct BackgroundConfigurationTests {
    private func cell(in app: HeadlessApp) -> UICollectionViewListCell {
        app.window.backgroundColor = .black
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        app.window.addSubview(cell)
        return cell
    }

    @Test func aListCellsBackgroundGreysWhileSelectedAndTheSidebarOneTakesTheTint() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 100))
        let cell = cell(in: app)
        cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
        #expect(cell.selectedBackgroundView == nil, "a configuration takes the place of the background views")
        try app.runUntilIdle()
        #expect(app.pixel(x: 100, y: 30) == 0xFFFFFF)
        cell.isSelected = true
        try app.runUntilIdle()
        let gray = UIColor.systemGray4
        #expect(app.pixel(x: 100, y: 30) == UInt32((gray.red * 255).rounded()) << 16 | UInt32((gray.green * 255).rounded()) << 8 | UInt32((gray.blue * 255).rounded()))
        cell.automaticallyUpdatesBackgroundConfiguration = false
        try app.runUntilIdle()
        #expect(app.pixel(x: 100, y: 30) == 0xFFFFFF, "not following the state: as configured")
        cell.automaticallyUpdatesBackgroundConfiguration = true
        cell.tintColor = .blue
        cell.backgroundConfiguration = .listSidebarCell()
        try app.runUntilIdle()
        #expect(app.pixel(x: 100, y: 30) == 0x0000FF, "a selected sidebar row in the tint")
    }

    @Test func aCustomBackgroundHasItsInsetsCornersAndStroke() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 100))
        let cell = cell(in: app)
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .red
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20)
        background.cornerRadius = 12
        background.strokeColor = .green
        background.strokeWidth = 3
        cell.backgroundConfiguration = background
        try app.runUntilIdle()
        #expect(app.pixel(x: 10, y: 30) == 0x000000, "the leading inset shows what is behind")
        #expect(app.pixel(x: 100, y: 30) == 0xFF0000)
        #expect(app.pixel(x: 21, y: 30) == 0x00FF00, "the stroke along the edge")
        #expect(app.pixel(x: 21, y: 6) == 0x000000, "a rounded corner")
        cell.isSelected = true
        try app.runUntilIdle()
        #expect(app.pixel(x: 100, y: 30) == 0xFF0000, "a custom background does not change with the state")
        #expect(background.resolvedBackgroundColor(for: .blue) == .red)
        let gray = UIConfigurationColorTransformer.grayscale(.red)
        #expect(gray.red == gray.green && gray.green == gray.blue)
    }
}
