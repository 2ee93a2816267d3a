import Foundation

/// How many wheels a picker has and how many rows each.
@MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// How many wheels the picker shows.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// How many rows wheel `component` has.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker's rows show and how big they are, and which row the user chose. Every method is optional; a row
/// shows the delegate's view, else its attributed title, else its title.
@MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// 0 (the default) shares the width left by the wheels that give one.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The row's view; `view` is one that scrolled away, to reuse.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user brought a wheel to rest on a new row (not sent for `selectRow(_:inComponent:animated:)`).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// 0 by default: the wheels share the width evenly.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    /// 32 points by default.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }
    /// No title by default (the row shows blank).
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// No attributed title by default (the plain title shows).
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    { nil }

    /// A centred label of the attributed title or the title (21-point, as UIKit's).
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
        -> UIView
    {
        let label = view as? UILabel ?? UILabel()
        label.textAlignment = .center
        if let attributed = self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.font = .systemFont(ofSize: 21)
            label.textColor = .label
            label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        }
        return label
    }

    /// Does nothing by default.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
