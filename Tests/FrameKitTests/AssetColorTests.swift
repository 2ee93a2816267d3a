import Foundation
import Testing
@testable import FrameKit

@MainActor
@Suite struct AssetColorTests {
    private var imagesBundle: Bundle { Bundle(url: Bundle.module.bundleURL.appendingPathComponent("Images"))! }

    @Test func aColorSetWithADarkVariantIsOneDynamicColour() throws {
        let brand = try #require(UIColor(named: "Brand", in: imagesBundle, compatibleWith: nil))
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(brand.resolvedColor(with: UITraitCollection()) == UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1), "unspecified is light")
        let hex = try #require(UIColor(named: "Hex", in: imagesBundle, compatibleWith: nil))
        #expect(hex == UIColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 128.0 / 255), "hex and 8-bit components")
        #expect(UIColor(named: "Colors/Hex", in: imagesBundle, compatibleWith: nil) == hex)
        #expect(UIColor(named: "Missing", in: imagesBundle, compatibleWith: nil) == nil)
    }

    @Test func darkTraitsGiveAColorSetsDarkAppearance() throws {
        let dark = try #require(UIColor(named: "Brand", in: imagesBundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(dark == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor(named: "Brand", in: imagesBundle, compatibleWith: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        #expect(
            UIColor(named: "Hex", in: imagesBundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(named: "Hex", in: imagesBundle, compatibleWith: nil), "a set with one colour gives it in both")
    }

    @Test func aStoryboardColourNamedAfterACatalogColourUsesIt() throws {
        let storyboard = try UIStoryboard(source: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" id="v">
                                    <color key="backgroundColor" name="Brand"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, fileName: "Brand.storyboard", bundle: imagesBundle)
        let controller = try storyboard.makeInitialViewController()
        let color = try #require(controller.view.backgroundColor)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    }
}
