/// Finding an object itself in an array, for main-actor code: Swift 6 checks the executor on every call of a
/// main-actor closure handed to the standard library (`firstIndex(where: { $0 === view })` pays that once per
/// element), and this nonisolated loop has no closure to check.
extension Array where Element: AnyObject {
    /// The index of `object` itself (not of an equal one), or nil.
    func firstIndex(identicalTo object: Element) -> Int? {
        for index in indices where self[index] === object { return index }
        return nil
    }
}
