/// Values for some of a view's animatable properties: what the animation phase presents each frame. A short list
/// searched in order, since it holds at most six entries and usually one or two: a dictionary cost a hash on every
/// presentation read (hit testing, compositing and layout all read `presentationCenter` and friends), and a slot per
/// property would make every view carry a kilobyte that each read copies.
struct PropertyValues {
    private var items: [(property: AnimatableProperty, value: AnimatableValue)] = []

    /// Whether no property has a value.
    var isEmpty: Bool { items.isEmpty }

    subscript(property: AnimatableProperty) -> AnimatableValue? {
        get {
            for item in items where item.property == property { return item.value }
            return nil
        }
        set {
            if let index = items.firstIndex(where: { $0.property == property }) {
                if let newValue { items[index].value = newValue } else { items.remove(at: index) }
            } else if let newValue {
                items.append((property, newValue))
            }
        }
    }

    /// The properties that have a value, with it, in the order they were set.
    var entries: [(property: AnimatableProperty, value: AnimatableValue)] { items }
}
