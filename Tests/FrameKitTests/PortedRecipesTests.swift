import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting
@testable import Ported

/// Examples/Ported/Recipes, a storyboard master-detail app, driven by taps: a row's selection segue, its detail
/// button's accessory segue, the bar's + presenting the editor, Save unwinding with the new recipe, Cancel's action.
@MainActor
@Suite(.serialized) struct PortedRecipesTests {
    private func launch() throws -> (HeadlessApp, UINavigationController, RecipesViewController) {
        RecipesViewController.actions
        AddRecipeViewController.actions
        let app = HeadlessApp(size: PixelSize(width: 400, height: 800))
        let navigation = try #require(
            UIStoryboard(name: "Recipes", bundle: portedBundle).instantiateInitialViewController() as? UINavigationController)
        app.window.rootViewController = navigation
        try app.runUntilIdle()
        return (app, navigation, try #require(navigation.topViewController as? RecipesViewController))
    }

    private func tap(_ view: UIView, _ app: HeadlessApp) throws {
        try app.tap(view)
        try app.runUntilIdle()
    }

    @Test func selectingARowPreparesTheSeguesDestinationBeforeTheDelegateHearsOfIt() throws {
        let (app, navigation, recipes) = try launch()
        #expect(recipes.tableView.visibleCells.map { $0.textLabel?.text } == ["Pancakes", "Risotto", "Salad"])
        #expect(recipes.tableView.visibleCells.map { $0.detailTextLabel?.text } == ["20 min", "35 min", "10 min"])
        #expect(navigation.navigationBar.titleLabel.text == "Recipes" && navigation.navigationBar.rightButton.image(for: .normal)?.isSymbolImage == true)
        let row = recipes.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        try app.tap(at: recipes.tableView.convert(CGPoint(x: 100, y: row.midY), to: nil))
        try app.runUntilIdle()
        #expect(recipes.log == ["prepare showRecipe", "didSelectRowAt 1"], "UIKit prepares a cell's segue before didSelectRowAt")
        let detail = try #require(navigation.topViewController as? RecipeDetailViewController)
        #expect(detail.nameLabel.text == "Risotto" && detail.timeLabel.text == "35 minutes")
        #expect(navigation.navigationBar.titleLabel.text == "Risotto")
    }

    @Test func theDetailButtonPerformsTheAccessorySegueWithTheCellAsSender() throws {
        let (app, navigation, recipes) = try launch()
        let cell = try #require(recipes.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        var accessory: CellAccessoryView?
        cell.forEachInSubtree { if let view = $0 as? CellAccessoryView { accessory = view } }
        try tap(try #require(accessory, "the detail disclosure button"), app)
        #expect(recipes.log == ["prepare showTime"], "no selection")
        let detail = try #require(navigation.topViewController as? RecipeDetailViewController)
        #expect(detail.showsTimeOnly && detail.timeLabel.text == "10 minutes" && recipes.tableView.indexPathForSelectedRow == nil)
    }

    @Test func addPresentsTheEditorSaveUnwindsWithTheNewRecipeAndCancelDismisses() throws {
        let (app, navigation, recipes) = try launch()
        try tap(navigation.navigationBar.rightButton, app)
        let editorNavigation = try #require(navigation.presentedViewController as? UINavigationController)
        let editor = try #require(editorNavigation.topViewController as? AddRecipeViewController)
        #expect(recipes.log == ["prepare addRecipe"])
        #expect(editorNavigation.navigationBar.leftButton.title(for: .normal) == "Cancel")
        #expect(editorNavigation.navigationBar.rightButton.title(for: .normal) == "Save")
        #expect(editorNavigation.navigationBar.rightButton.titleLabel?.font == .boldSystemFont(ofSize: 17), "a done item is bold")
        #expect(editorNavigation.navigationBar.leftButton.titleLabel?.font == .systemFont(ofSize: 17))
        editor.nameField.becomeFirstResponder()
        editor.nameField.insertText("Soup")
        try tap(editorNavigation.navigationBar.rightButton, app)
        #expect(recipes.log == ["prepare addRecipe", "unwind Soup"])
        #expect(navigation.presentedViewController == nil && recipes.tableView.numberOfRows(inSection: 0) == 4)
        #expect(recipes.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Soup")

        try tap(navigation.navigationBar.rightButton, app)
        let second = try #require(navigation.presentedViewController as? UINavigationController)
        try tap(second.navigationBar.leftButton, app)
        #expect(navigation.presentedViewController == nil && recipes.recipes.count == 4, "Cancel's action dismissed it")
    }
}
