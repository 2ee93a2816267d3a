/// Where and how `UIImage(named:)` looked an image up: enough to find the same image's file for another scale.
struct NamedImageLookup: Sendable {
    let name: String
    let directories: [String]
    let style: UIUserInterfaceStyle
}
