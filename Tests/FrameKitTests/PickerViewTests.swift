import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// Two wheels: 20 numbered rows and 5 letters; records what the delegate hears.
@MainActor
private final class Wheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var rows = [20, 5]
    var selections: [String] = []
    var firstWidth: CGFloat = 0

    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? "\(row)" : String(UnicodeScalar(UInt8(65 + row)))
    }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? firstWidth : 0 }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

@MainActor
@Suite(.serialized) struct PickerViewTests {
    let fingers = Fingers()
    var app: HeadlessApp { fingers.app }
    private let wheels = Wheels()

    /// A picker at (40, 40), 320×216: its band (rows 32 high) is at y 132…164, the middle at 148.
    func show() -> UIPickerView {
        let picker = UIPickerView()
        picker.frame.origin = CGPoint(x: 40, y: 40)
        picker.dataSource = wheels
        picker.delegate = wheels
        app.window.addSubview(picker)
        fingers.wait(0.1)
        return picker
    }

    /// Where row `row` of `component` is centred now, in window coordinates.
    func centre(_ picker: UIPickerView, row: Int, component: Int = 0) -> CGPoint? {
        guard let view = picker.view(forRow: row, forComponent: component) else { return nil }
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: app.window)
    }

    @Test func aPickerIsUIKitsSizeAndStartsOnTheFirstRows() throws {
        let picker = show()
        #expect(picker.frame.size == CGSize(width: 320, height: 216))
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 20)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 0)
        #expect(picker.rowSize(forComponent: 0).height == 32)
        #expect(centre(picker, row: 0)?.y == 148, "the first row sits in the middle band")
        #expect((picker.view(forRow: 1, forComponent: 0) as? UILabel)?.text == "1")
        #expect((picker.view(forRow: 0, forComponent: 1) as? UILabel)?.text == "A")
    }

    @Test func selectRowFromCodeTurnsTheWheelButTellsNoOne() throws {
        let picker = show()
        picker.selectRow(7, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 7)
        fingers.wait(0.5)
        #expect(centre(picker, row: 7)?.y == 148)
        picker.selectRow(99, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 4, "clamped to the last row")
        #expect(wheels.selections.isEmpty)
    }

    @Test func aDragComesToRestOnAWholeRowAndTheDelegateHearsItOnce() throws {
        let picker = show()
        // Three rows up, slowly, and let go: the wheel lands with row 3 in the band.
        fingers.down(CGPoint(x: 100, y: 200))
        fingers.wait(0.2)
        fingers.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 103), steps: 20)
        fingers.wait(0.2)
        fingers.up()
        fingers.wait(2)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(centre(picker, row: 3)?.y == 148)
        #expect(wheels.selections == ["0:3"])
    }

    @Test func aFlickDeceleratesAndStillLandsOnARow() throws {
        let picker = show()
        fingers.down(CGPoint(x: 100, y: 240))
        fingers.drag(from: CGPoint(x: 100, y: 240), to: CGPoint(x: 100, y: 60), steps: 4)
        fingers.up()
        fingers.wait(3)
        let row = picker.selectedRow(inComponent: 0)
        #expect(row > 3, "the flick carried the wheel on")
        #expect(centre(picker, row: row)?.y == 148)
        #expect(wheels.selections == ["0:\(row)"])
    }

    @Test func aTapOnARowTurnsItIntoTheBand() throws {
        let picker = show()
        fingers.tap(CGPoint(x: 300, y: 180))  // the letters' row below the band: B
        fingers.wait(0.6)
        #expect(picker.selectedRow(inComponent: 1) == 1 && wheels.selections == ["1:1"])
        #expect(centre(picker, row: 1, component: 1)?.y == 148)
    }

    @Test func reloadingKeepsSelectionsThatStillExistAndWidthsFollowTheDelegate() throws {
        wheels.firstWidth = 100
        let picker = show()
        #expect(picker.rowSize(forComponent: 0).width == 100 && picker.rowSize(forComponent: 1).width == 216)
        picker.selectRow(15, inComponent: 0, animated: false)
        wheels.rows = [10, 5]
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 9)
        wheels.rows = [10]
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 1 && picker.selectedRow(inComponent: 1) == -1)
    }
}
