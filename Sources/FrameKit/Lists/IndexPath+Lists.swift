import Foundation

/// The row and item accessors UIKit adds to `IndexPath` for tables and collections: a two-index path of a section
/// and a row (or item) in it.
extension IndexPath {
    /// A path to `row` in `section`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A path to `item` in `section`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The first index. Reading it from a path with no indexes is a programming error, as in UIKit.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The second index (the collection view's name for it).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
