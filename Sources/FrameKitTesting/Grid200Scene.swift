import Foundation
import FrameKit

/// The reference workload `grid200` (docs/BENCHMARK-WORKLOADS.md) built from FrameKit views: 200 buttons in a 20×10 grid,
/// each a `UIView` with a rounded 1 px border and a centred `UILabel` in DejaVu Sans 14 px.
@MainActor
public struct Grid200Scene {
    /// The window's background.
    public static let background = UIColor(rgb: 0x1A2B3C)
    /// A button's fill.
    public static let buttonFill = UIColor(rgb: 0xE6E6E6)
    /// The pressed button's fill.
    public static let pressedFill = UIColor(rgb: 0x3366CC)
    /// The buttons' 1 px border.
    public static let border = UIColor(rgb: 0x888888)
    /// The button the workload presses.
    public static let pressedIndex = 57

    /// The 200 buttons, row by row.
    public let buttons: [UIView]
    /// Each button's label, in the same order.
    public let labels: [UILabel]

    /// Builds the scene into `root` (which should be 1920×1080 points at scale 1).
    public init(in root: UIView) {
        root.backgroundColor = Self.background
        let font = UIFont.systemFont(ofSize: 14)  // DejaVu Sans Book, as the workload asks
        var buttons: [UIView] = [], labels: [UILabel] = []
        for i in 0..<200 {
            let button = UIView(frame: CGRect(x: (i % 20) * 96 + 8, y: (i / 20) * 104 + 8, width: 80, height: 40))
            button.backgroundColor = Self.buttonFill
            button.layer.cornerRadius = 6
            button.layer.borderWidth = 1
            button.layer.borderColor = Self.border
            let label = UILabel(frame: button.bounds)
            label.text = "Button \(i)"
            label.font = font
            label.textColor = .black
            label.textAlignment = .center
            button.addSubview(label)
            root.addSubview(button)
            buttons.append(button)
            labels.append(label)
        }
        self.buttons = buttons
        self.labels = labels
    }

    /// Switches button 57 between its normal and pressed state (text and fill).
    public func setPressed(_ pressed: Bool) {
        let i = Self.pressedIndex
        labels[i].text = pressed ? "Pressed \(i)" : "Button \(i)"
        buttons[i].backgroundColor = pressed ? Self.pressedFill : Self.buttonFill
    }
}
