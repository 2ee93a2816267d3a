import Foundation

/// Kinds of data a text view makes into links, with UIKit's raw values. FrameKit finds web addresses and phone
/// numbers; addresses, calendar events and the rest are not looked for (Linux's Foundation has no data detector).
public struct UIDataDetectorTypes: OptionSet, Sendable {
    /// The types' bits.
    public let rawValue: UInt
    /// Types from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers (opened as `tel:` URLs).
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Web addresses (`https://…`, `www.…`).
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Street addresses (not found by FrameKit).
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times (not found by FrameKit).
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers (not found by FrameKit).
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers (not found by FrameKit).
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Other suggestions (not found by FrameKit).
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// Finds web addresses and phone numbers in text, as a text view's data detectors.
enum DataDetection {
    /// A web address: a scheme or "www.", then anything but spaces, quotes and angle brackets.
    private static let webAddress = try! NSRegularExpression(pattern: #"(?:https?://|www\.)[^\s<>"]+"#, options: [.caseInsensitive])
    /// A phone number: an optional "+", then eight or more digits, spaces, dots, dashes and brackets starting with
    /// a digit or a bracket and ending on a digit, not inside a longer word; it must hold seven digits at least.
    private static let phoneNumber = try! NSRegularExpression(pattern: #"(?<![\w+])\+?[0-9(][0-9 ().\-]{6,}[0-9](?!\w)"#)
    /// What ends a sentence rather than an address.
    private static let trailing = Set(".,;:!?)'\"")

    /// The links in `text` of `types`, as character ranges and the URLs they open, in order.
    static func links(in text: String, types: UIDataDetectorTypes) -> [(NSRange, URL)] {
        let whole = NSRange(location: 0, length: text.utf16.count)
        let nsText = text as NSString
        var found: [(NSRange, URL)] = []
        if types.contains(.link) {
            for match in webAddress.matches(in: text, range: whole) {
                var range = match.range
                while range.length > 0, let last = nsText.substring(with: NSRange(location: NSMaxRange(range) - 1, length: 1)).first,
                    trailing.contains(last)
                {
                    range.length -= 1
                }
                let address = nsText.substring(with: range)
                let full = address.lowercased().hasPrefix("www.") ? "http://" + address : address
                if let url = URL(string: full) { found.append((range, url)) }
            }
        }
        if types.contains(.phoneNumber) {
            for match in phoneNumber.matches(in: text, range: whole)
            where !found.contains(where: { NSIntersectionRange($0.0, match.range).length > 0 }) {
                let number = nsText.substring(with: match.range)
                let digits = number.filter { $0.isNumber || $0 == "+" }
                guard digits.filter(\.isNumber).count >= 7, let url = URL(string: "tel:" + digits) else { continue }
                found.append((match.range, url))
            }
        }
        return found.sorted { $0.0.location < $1.0.location }
    }
}
