import Foundation

/// One load the web view started (`load`, `loadHTMLString`, `reload`, going back or forward), as WebKit hands it to
/// the navigation delegate: the same object from `didStartProvisionalNavigation` to `didFinish` or `didFail`.
@MainActor
open class WKNavigation: NSObject {}
