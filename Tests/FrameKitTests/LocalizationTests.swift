import FrameKitTesting
import Testing

/// Strings from `.strings`, `.stringsdict` and String Catalog resources (Tests/FrameKitTests/Localization), looked
/// up as an iOS app looks them up, in the languages the app prefers.
@MainActor
@Suite struct LocalizationTests {
    @Test func stringsFilesGiveThePreferredLanguagesText() {
        withPreferredLanguages(["de-AT", "en"]) {
            #expect(NSLocalizedString("greeting", bundle: .module, comment: "") == "Willkommen")
            #expect(NSLocalizedString("quote", bundle: .module, comment: "") == "Sie sagte \"Hallo\"\nund ging.")
            // Missing in German: the development language's text, then the value, then the key.
            #expect(NSLocalizedString("only.english", bundle: .module, comment: "") == "Only in English")
            #expect(NSLocalizedString("nowhere", bundle: .module, value: "Fallback", comment: "") == "Fallback")
            #expect(NSLocalizedString("nowhere", bundle: .module, comment: "") == "nowhere")
        }
        withPreferredLanguages(["ar-EG"]) {
            #expect(NSLocalizedString("greeting", bundle: .module, comment: "") == "أهلاً وسهلاً")
        }
        withPreferredLanguages(["fr"]) {
            #expect(NSLocalizedString("greeting", bundle: .module, comment: "") == "Welcome")
        }
    }

    @Test func stringCatalogPluralsFollowEachLanguagesRules() {
        func items(_ count: Int) -> String { String(localized: "\(count) items", bundle: .module) }
        withPreferredLanguages(["en"]) {
            #expect(items(1) == "1 item")
            #expect(items(3) == "3 items")
        }
        withPreferredLanguages(["de"]) {
            #expect(items(1) == "1 Artikel")
            #expect(String(localized: "Pay", bundle: .module) == "Bezahlen")
            #expect(String(localized: "Total: \("12,50 €")", bundle: .module) == "Summe: 12,50 €")
        }
        // Arabic has all six of CLDR's categories.
        withPreferredLanguages(["ar"]) {
            #expect(items(0) == "لا عناصر")
            #expect(items(1) == "عنصر واحد")
            #expect(items(2) == "عنصران")
            #expect(items(3).hasSuffix(" عناصر"))
            #expect(items(11).hasSuffix(" عنصرًا"))
            #expect(items(100).hasSuffix(" عنصر"))
        }
    }

    @Test func catalogSubstitutionsCountTheirOwnArgument() {
        withPreferredLanguages(["de"]) {
            let one = String(localized: "\("Ana") ordered \(1) coffees", bundle: .module)
            let many = String(localized: "\("Ben") ordered \(4) coffees", bundle: .module)
            #expect(one == "Ana hat einen Kaffee bestellt")
            #expect(many == "Ben hat 4 Kaffees bestellt")
        }
    }

    @Test func stringsdictPluralsThroughLocalizedStringWithFormat() {
        withPreferredLanguages(["de"]) {
            let format = NSLocalizedString("%d files selected", bundle: .module, comment: "")
            #expect(String.localizedStringWithFormat(format, 0) == "Keine Datei ausgewählt")
            #expect(String.localizedStringWithFormat(format, 1) == "Eine Datei ausgewählt")
            #expect(String.localizedStringWithFormat(format, 5) == "5 Dateien ausgewählt")
        }
    }

    @Test func aMalformedStringsFileIsReportedWithItsLine() {
        LogCapture.shared.start()
        let (broken, other) = withPreferredLanguages(["en"]) {
            (NSLocalizedString("fine", tableName: "Broken", bundle: .module, value: "left out", comment: ""),
             NSLocalizedString("greeting", bundle: .module, comment: ""))
        }
        let log = LogCapture.shared.stop()
        #expect(broken == "left out")
        #expect(other == "Welcome")
        #expect(log.contains("Broken.strings"))
        #expect(log.contains("line 2"))
    }

    @Test func aTranslationReadingItsArgumentsOtherwiseGivesWayToTheDevelopmentLanguage() {
        LogCapture.shared.start()
        let (seats, gate, welcome) = withPreferredLanguages(["de"]) {
            (String(localized: "\(12) seats left", bundle: .module),
             String(localized: "Gate \(7)", bundle: .module),
             String(format: NSLocalizedString("welcome.user", bundle: .module, comment: ""), "Ana"))
        }
        let log = LogCapture.shared.stop()
        // "%@" for the key's "%lld" would have String(format:) take 12 for an object's address; a field two billion
        // characters wide would take gigabytes.
        #expect(seats == "12 seats left")
        #expect(gate == "Gate 7")
        #expect(welcome == "Hello, Ana!")
        for translation in ["Noch %@ Plätze frei", "Flugsteig %2000000000lld", "Hallo, %lld!"] {
            #expect(log.components(separatedBy: "\n").filter { $0.contains(translation) }.count == 1, "\(log)")
        }
        // A correct translation beside them is still used.
        #expect(withPreferredLanguages(["de"]) { String(localized: "Total: \("3 €")", bundle: .module) } == "Summe: 3 €")
    }

    @Test func aConversionGivenAnArgumentItCannotReadIsLeftAsWritten() {
        #expect(String.localizedStringWithFormat("%@ of %s at %.1f", 5, 6, 2.25) == "%@ of %s at 2.2")
        #expect(String.localizedStringWithFormat("%d of %@", 2.5, "x") == "%d of x")
    }

    @Test func interpolationsBecomeFormatConversionsInTheKey() {
        let name = "Ana"
        let value: String.LocalizationValue = "\(name) has \(3) of \(2.5) and 100%"
        #expect(value.key == "%@ has %lld of %lf and 100%%")
        // No table has it: the value itself, formatted.
        #expect(String(localized: value, bundle: .module) == "Ana has 3 of 2.500000 and 100%")
    }
}
