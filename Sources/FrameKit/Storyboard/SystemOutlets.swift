import Foundation

/// Outlets UIKit's own classes have, which Interface Builder files connect (`dataSource` and `delegate` of tables,
/// collections, pickers, scroll views and text fields; a controller's `view`).
@MainActor
struct SystemOutlets {
    let acceptedTypeName: String
    /// Sets the outlet of `owner` to `target`; false when `target` is not of the accepted type.
    let connect: @MainActor (AnyObject, AnyObject) -> Bool

    private static func outlet<Owner, Value>(
        _ owner: Owner.Type, _ value: Value.Type, _ set: @escaping @MainActor (Owner, Value) -> Void
    ) -> SystemOutlets {
        SystemOutlets(acceptedTypeName: String(describing: value)) { object, target in
            guard let object = object as? Owner, let value = target as? Value else { return false }
            set(object, value)
            return true
        }
    }

    /// The outlet `name` of `owner`'s class, most specific class first; nil when it has none.
    static func setter(_ name: String, of owner: AnyObject) -> SystemOutlets? {
        switch (name, owner) {
        case ("view", is UIViewController): outlet(UIViewController.self, UIView.self) { $0.view = $1 }
        case ("dataSource", is UITableView): outlet(UITableView.self, UITableViewDataSource.self) { $0.dataSource = $1 }
        case ("delegate", is UITableView): outlet(UITableView.self, UITableViewDelegate.self) { $0.delegate = $1 }
        case ("dataSource", is UICollectionView): outlet(UICollectionView.self, UICollectionViewDataSource.self) { $0.dataSource = $1 }
        case ("delegate", is UICollectionView): outlet(UICollectionView.self, UICollectionViewDelegate.self) { $0.delegate = $1 }
        case ("delegate", is UITextView): outlet(UITextView.self, UITextViewDelegate.self) { $0.delegate = $1 }
        case ("delegate", is UIScrollView): outlet(UIScrollView.self, UIScrollViewDelegate.self) { $0.delegate = $1 }
        case ("delegate", is UITextField): outlet(UITextField.self, UITextFieldDelegate.self) { $0.delegate = $1 }
        case ("dataSource", is UIPickerView): outlet(UIPickerView.self, UIPickerViewDataSource.self) { $0.dataSource = $1 }
        case ("delegate", is UIPickerView): outlet(UIPickerView.self, UIPickerViewDelegate.self) { $0.delegate = $1 }
        default: nil
        }
    }
}
