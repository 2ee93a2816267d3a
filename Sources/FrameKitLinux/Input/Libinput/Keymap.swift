import CXKBCommon
import Foundation
import FrameKitPlatform

/// A keyboard layout through xkbcommon: turns evdev key codes into text and tracks the modifiers, as the keys go
/// down and up, with the locale's compose sequences (dead keys: ´ then e types é). `FRAMEKIT_XKB_LAYOUT`,
/// `…_VARIANT` and `…_OPTIONS` choose it (default: us); the on-screen keyboard reads its letter rows from it.
public final class Keymap {
    /// Modifier keys in effect.
    public typealias Modifiers = KeyModifiers

    /// The XKB layout (`us`, `de`, …).
    public let layout: String
    /// The XKB variant; empty for the layout's default.
    public let variant: String
    /// XKB options (`ctrl:nocaps`, …); empty for none.
    public let options: String
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer
    /// Compose sequences of the locale; nil when the locale has no compose table (then dead keys type nothing).
    private let compose: (table: OpaquePointer, state: OpaquePointer)?

    /// evdev codes are offset by 8 in XKB.
    private static let evdevOffset: UInt32 = 8

    /// `locale` picks the compose table (`LC_ALL`, `LC_CTYPE` or `LANG` when nil; en_US.UTF-8 when those are unset
    /// or C, as on a service with no locale).
    public init(
        layout: String = "us", variant: String = "", options: String = "", locale: String? = nil
    ) throws(KeymapError) {
        let layout = layout.isEmpty ? "us" : layout
        (self.layout, self.variant, self.options) = (layout, variant, options)
        try PlatformLibrary.load(.xkbcommon, orThrow: KeymapError.libraryMissing)
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { throw .noContext }
        let compiled: OpaquePointer? = "evdev".withCString { rules in
            layout.withCString { layout in
                variant.withCString { variant in
                    options.withCString { options in
                        var names = xkb_rule_names(
                            rules: rules, model: nil, layout: layout, variant: variant, options: options)
                        return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                    }
                }
            }
        }
        guard let compiled, let state = xkb_state_new(compiled) else {
            xkb_context_unref(context)
            throw .unknownLayout(layout: layout, variant: variant, options: options)
        }
        (self.context, self.keymap, self.state) = (context, compiled, state)
        compose = Self.composeTable(context, locale: locale ?? Self.environmentLocale())
    }

    private static func environmentLocale() -> String {
        let environment = ProcessInfo.processInfo.environment
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale, locale != "C", locale != "POSIX", !locale.hasPrefix("C.") else { return "en_US.UTF-8" }
        return locale
    }

    private static func composeTable(_ context: OpaquePointer, locale: String) -> (OpaquePointer, OpaquePointer)? {
        guard let table = xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS) else {
            return nil
        }
        guard let state = xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS) else {
            xkb_compose_table_unref(table)
            return nil
        }
        return (table, state)
    }

    deinit {
        if let compose {
            xkb_compose_state_unref(compose.state)
            xkb_compose_table_unref(compose.table)
        }
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// Records a key going down or up (modifiers and locks change with it).
    public func update(code: Int, pressed: Bool) {
        xkb_state_update_key(state, Self.xkbCode(code), pressed ? XKB_KEY_DOWN : XKB_KEY_UP)
    }

    /// The text the key types with the modifiers now in effect (empty for keys that type nothing).
    public func text(code: Int) -> String {
        let keycode = Self.xkbCode(code)
        let length = xkb_state_key_get_utf8(state, keycode, nil, 0)
        guard length > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        xkb_state_key_get_utf8(state, keycode, &buffer, buffer.count)
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What a key press types once compose sequences are taken into account: a dead key or a key inside a sequence
    /// types nothing, the key that completes one types the composed text, a key that breaks one types nothing (as
    /// X11 and Wayland clients do). Call once per press, after `update(code:pressed: true)`.
    public func typedText(code: Int) -> String {
        guard let compose else { return text(code: code) }
        let symbol = xkb_state_key_get_one_sym(state, Self.xkbCode(code))
        guard xkb_compose_state_feed(compose.state, symbol) == XKB_COMPOSE_FEED_ACCEPTED else { return text(code: code) }
        switch xkb_compose_state_get_status(compose.state) {
        case XKB_COMPOSE_COMPOSING:
            return ""
        case XKB_COMPOSE_COMPOSED:
            let length = xkb_compose_state_get_utf8(compose.state, nil, 0)
            var buffer = [CChar](repeating: 0, count: Int(max(length, 0)) + 1)
            xkb_compose_state_get_utf8(compose.state, &buffer, buffer.count)
            xkb_compose_state_reset(compose.state)
            return String(decoding: buffer.prefix(Int(max(length, 0))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(compose.state)
            return ""
        default:
            return text(code: code)
        }
    }

    /// Whether a compose sequence (a dead key) is waiting for its next key.
    public var isComposing: Bool {
        guard let compose else { return false }
        return xkb_compose_state_get_status(compose.state) == XKB_COMPOSE_COMPOSING
    }

    /// The text of the key's first level in the current layout: what it types with no modifiers.
    public func textIgnoringModifiers(code: Int) -> String {
        let group = xkb_state_key_get_layout(state, Self.xkbCode(code))
        return text(code: code, level: 0, layout: group == UInt32.max ? 0 : Int(group))
    }

    /// The text of the key at a shift level of a layout, whatever the modifiers now (0: unshifted, 1: shifted);
    /// empty for keys that type nothing there, such as dead keys.
    public func text(code: Int, level: Int) -> String { text(code: code, level: level, layout: 0) }

    /// The text key `code` has at shift `level` of layout group `layout`.
    public func text(code: Int, level: Int, layout: Int) -> String {
        var symbols: UnsafePointer<xkb_keysym_t>?
        guard level >= 0, layout >= 0,
            xkb_keymap_key_get_syms_by_level(
                keymap, Self.xkbCode(code), xkb_layout_index_t(layout), xkb_level_index_t(level), &symbols) > 0,
            let symbol = symbols?.pointee
        else { return "" }
        var buffer = [CChar](repeating: 0, count: 8)
        let length = xkb_keysym_to_utf8(symbol, &buffer, buffer.count)
        guard length > 1 else { return "" }
        return String(decoding: buffer.prefix(Int(length) - 1).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The key's symbol name now ("a", "Return", "F5"), for logs and recordings.
    public func symbolName(code: Int) -> String {
        let symbol = xkb_state_key_get_one_sym(state, Self.xkbCode(code))
        var buffer = [CChar](repeating: 0, count: 64)
        guard xkb_keysym_get_name(symbol, &buffer, buffer.count) > 0 else { return "" }
        return String(cString: buffer)
    }

    /// The modifiers in effect after the keys so far.
    public var modifiers: Modifiers {
        var result: Modifiers = []
        for (name, modifier) in [("Shift", Modifiers.shift), ("Control", .control), ("Mod1", .alternate),
                                 ("Mod4", .command), ("Lock", .capsLock)]
        where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            result.insert(modifier)
        }
        return result
    }

    /// Whether holding the key repeats it (letters do; modifiers do not).
    public func repeats(code: Int) -> Bool { xkb_keymap_key_repeats(keymap, Self.xkbCode(code)) != 0 }

    private static func xkbCode(_ code: Int) -> xkb_keycode_t { xkb_keycode_t(max(code, 0)) + evdevOffset }
}

/// Why a keymap could not be made.
public enum KeymapError: Error, CustomStringConvertible, Equatable {
    case noContext
    case unknownLayout(layout: String, variant: String, options: String)
    case libraryMissing(PlatformLibraryError)

    public var description: String {
        switch self {
        case .noContext:
            "xkbcommon could not start: is the xkb-data package installed (/usr/share/X11/xkb)?"
        case .unknownLayout(let layout, let variant, let options):
            "no keyboard layout \"\(layout)\"\(variant.isEmpty ? "" : " variant \"\(variant)\"")"
                + "\(options.isEmpty ? "" : " with options \"\(options)\""): check FRAMEKIT_XKB_LAYOUT, "
                + "FRAMEKIT_XKB_VARIANT and FRAMEKIT_XKB_OPTIONS against /usr/share/X11/xkb/rules/evdev.lst"
        case .libraryMissing(let error):
            "no keymap: \(error)"
        }
    }
}

/// FrameKit's keyboard reaches the layout through this seam.
extension Keymap: KeyTranslator {}
