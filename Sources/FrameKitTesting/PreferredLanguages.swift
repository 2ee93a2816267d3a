import FrameKit

/// Runs `body` with the app preferring `languages` (as `FRAMEKIT_LOCALE` would set them), then puts the old ones
/// back: a test of German or Arabic screens.
@MainActor
public func withPreferredLanguages<Result>(_ languages: [String], _ body: () throws -> Result) rethrows -> Result {
    let old = UIApplication.shared.preferredLanguages
    UIApplication.shared.preferredLanguages = languages
    defer { UIApplication.shared.preferredLanguages = old }
    return try body()
}
