/// The names Swift 4.2 moved into the types they belong to, which Xcode's migrator renames in older iOS code
/// (`UIControlState` → `UIControl.State`). The translation renames them in its copy, so a project last migrated
/// before Swift 4.2 builds; each rename is reported once per file as a warning.
enum MigratorRenames {
    /// Global type and constant names and what they are now.
    static let names: [String: String] = [
        "NSAttributedStringKey": "NSAttributedString.Key",
        "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
        "UIApplicationState": "UIApplication.State",
        "UIControlState": "UIControl.State",
        "UIControlEvents": "UIControl.Event",
        "UIViewContentMode": "UIView.ContentMode",
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UIViewAutoresizing": "UIView.AutoresizingMask",
        "UITableViewCellStyle": "UITableViewCell.CellStyle",
        "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
        "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
        "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
        "UITableViewStyle": "UITableView.Style",
        "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UITableViewScrollPosition": "UITableView.ScrollPosition",
        "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
        "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
        "UIButtonType": "UIButton.ButtonType",
        "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
        "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "UIAlertControllerStyle": "UIAlertController.Style",
        "UIAlertActionStyle": "UIAlertAction.Style",
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
        "UITextFieldViewMode": "UITextField.ViewMode",
        "UITextBorderStyle": "UITextField.BorderStyle",
        "UIStackViewDistribution": "UIStackView.Distribution",
        "UIStackViewAlignment": "UIStackView.Alignment",
        "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
        "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
        "NSLayoutRelation": "NSLayoutConstraint.Relation",
        "UIFontTextStyle": "UIFont.TextStyle",
        "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
        "UIProgressViewStyle": "UIProgressView.Style",
        "UIDatePickerMode": "UIDatePicker.Mode",
        "UITouchPhase": "UITouch.Phase",
        "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
        "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
        "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
        "UIKeyboardFrameEndUserInfoKey": "UIResponder.keyboardFrameEndUserInfoKey",
        "UIKeyboardFrameBeginUserInfoKey": "UIResponder.keyboardFrameBeginUserInfoKey",
        "UIKeyboardAnimationDurationUserInfoKey": "UIResponder.keyboardAnimationDurationUserInfoKey",
        "UIKeyboardAnimationCurveUserInfoKey": "UIResponder.keyboardAnimationCurveUserInfoKey",
    ]

    /// The types a notification name was written on (`NSNotification.Name.UIKeyboardWillShow`).
    static let notificationTypes: Set<String> = ["NSNotification.Name", "Notification.Name"]

    /// Notification names and where Swift 4.2 put them.
    static let notificationNames: [String: String] = [
        "UIKeyboardWillShow": "UIResponder.keyboardWillShowNotification",
        "UIKeyboardDidShow": "UIResponder.keyboardDidShowNotification",
        "UIKeyboardWillHide": "UIResponder.keyboardWillHideNotification",
        "UIKeyboardDidHide": "UIResponder.keyboardDidHideNotification",
        "UIKeyboardWillChangeFrame": "UIResponder.keyboardWillChangeFrameNotification",
        "UIApplicationDidBecomeActive": "UIApplication.didBecomeActiveNotification",
        "UIApplicationWillResignActive": "UIApplication.willResignActiveNotification",
        "UIApplicationDidEnterBackground": "UIApplication.didEnterBackgroundNotification",
        "UIApplicationWillEnterForeground": "UIApplication.willEnterForegroundNotification",
        "UIApplicationWillTerminate": "UIApplication.willTerminateNotification",
        "UIApplicationDidReceiveMemoryWarning": "UIApplication.didReceiveMemoryWarningNotification",
        "UITextFieldTextDidChange": "UITextField.textDidChangeNotification",
        "UITextViewTextDidChange": "UITextView.textDidChangeNotification",
    ]
}
