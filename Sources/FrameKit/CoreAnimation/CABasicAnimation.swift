import Foundation

/// An animation of one layer property by key path (`"opacity"`, `"position"`, `"strokeEnd"`, …).
@MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The layer property it animates (`"opacity"`, `"position.x"`, `"transform.rotation.y"`…).
    open var keyPath: String?
    /// Adds the animated value to the model value instead of replacing it.
    open var isAdditive = false

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override var keyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// `value` over `model` when additive.
    func applied(_ value: Any?, over model: Any?) -> Any? {
        isAdditive ? LayerValue.add(model, value) ?? value : LayerValue.unboxed(value)
    }
}

/// From one value to another (Core Animation's `CABasicAnimation`): `fromValue`/`toValue`/`byValue`, any left out
/// taken from the model value as Core Animation takes it.
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// Where it starts; nil: from the model value (or `toValue − byValue`).
    open var fromValue: Any?
    /// Where it ends; nil: at the model value (or `fromValue + byValue`).
    open var toValue: Any?
    /// How far it moves, with one of the other two or from the model value.
    open var byValue: Any?

    /// The two ends, for a model value `model`.
    func ends(model: Any?) -> (Any?, Any?) {
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, LayerValue.add(from, by))
        case let (nil, to?, by?): return (LayerValue.subtract(to, by), to)
        case let (from?, nil, nil): return (from, model)
        case let (nil, to?, nil): return (model, to)
        case let (nil, nil, by?): return (model, LayerValue.add(model, by))
        default: return (model, model)
        }
    }

    override func value(forKeyPath keyPath: String, at local: CFTimeInterval, model: Any?) -> Any? {
        guard keyPath == self.keyPath, let progress = easedProgress(at: local) else { return nil }
        let (from, to) = ends(model: model)
        return applied(LayerValue.interpolate(from, to, progress), over: model)
    }
}
