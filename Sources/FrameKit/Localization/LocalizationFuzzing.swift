import Foundation

/// What an app does with the strings files a translator sent, over bytes a fuzzer made (Fuzz/, LocalizationFuzzer):
/// read, checked against the development language, and every entry rendered with each kind of argument. Not for apps.
@_spi(Fuzzing) public enum LocalizationFuzzing {
    /// Reads `directory` as a bundle's resources — `en.lproj` and `de.lproj` (`Localizable.strings`,
    /// `Localizable.stringsdict`) and `Localizable.xcstrings` — and renders every entry of both languages.
    public static func readAndRender(directory: String) {
        let development = StringsTable(named: "Localizable", language: "en", in: [directory])
        var translation = StringsTable(named: "Localizable", language: "de", in: [directory])
        translation.removeEntries(misreading: development, table: "Localizable", language: "de")
        let arguments: [any CVarArg] = [3, 2.5, "text", 7]
        for entry in Array(development.entries.values) + Array(translation.entries.values) {
            switch entry {
            case .text(let text): _ = FormatString(text).rendered(arguments, locale: nil)
            case .format(let format): _ = format.formatted(arguments, language: "de", locale: nil)
            }
        }
    }
}
