import Foundation

/// Hears the image picker's choice.
@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// A photo was chosen: `info` holds `.originalImage` (and `.editedImage`, the same image), `.imageURL` and
    /// `.mediaType`. Dismiss the picker here.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled; the default dismisses the picker, as UIKit does when this is not implemented.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Dismisses the picker.
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
    }

    /// Dismisses the picker.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}
