import FrameKit

// A storyboard master-detail app as iOS projects write it (written for this test bed in the common pattern of
// Xcode's navigation-based templates, not copied from one): a table controller lists recipes from prototype cells;
// selecting a row shows the recipe through the cell's segue, whose `prepare(for:sender:)` reads
// `tableView.indexPathForSelectedRow`; the cell's detail button shows its cooking time through an accessory segue;
// the navigation bar's + presents an editor modally, whose Save unwinds to `unwindToRecipes(_:)`, which inserts the
// row, and whose Cancel is an action. The changes FrameKit needs: `@IBOutlet weak var` → `@Outlet var`, and the
// `@IBAction`/unwind methods registered once with `UIStoryboard.registerActions`.

/// A recipe of the list.
struct Recipe: Equatable {
    var name: String
    var minutes: Int
}

final class RecipesViewController: UITableViewController {
    var recipes = [Recipe(name: "Pancakes", minutes: 20), Recipe(name: "Risotto", minutes: 35), Recipe(name: "Salad", minutes: 10)]
    /// What the app was told, in order (the test reads it).
    var log: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { recipes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
        cell.textLabel?.text = recipes[indexPath.row].name
        cell.detailTextLabel?.text = "\(recipes[indexPath.row].minutes) min"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelectRowAt \(indexPath.row)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "")")
        switch segue.identifier {
        case "showRecipe":
            guard let indexPath = tableView.indexPathForSelectedRow, let detail = segue.destination as? RecipeDetailViewController
            else { return }
            detail.recipe = recipes[indexPath.row]
        case "showTime":
            guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell),
                let detail = segue.destination as? RecipeDetailViewController
            else { return }
            detail.recipe = recipes[indexPath.row]
            detail.showsTimeOnly = true
        default:
            break
        }
    }

    func unwindToRecipes(_ segue: UIStoryboardSegue) {
        guard let editor = segue.source as? AddRecipeViewController, let recipe = editor.recipe else { return }
        log.append("unwind \(recipe.name)")
        recipes.append(recipe)
        tableView.insertRows(at: [IndexPath(row: recipes.count - 1, section: 0)], with: .automatic)
    }

    static let actions: Void = UIStoryboard.registerActions(StoryboardAction("unwindToRecipes:", RecipesViewController.unwindToRecipes))
}

final class RecipeDetailViewController: UIViewController {
    @Outlet var nameLabel: UILabel!
    @Outlet var timeLabel: UILabel!
    var recipe: Recipe?
    var showsTimeOnly = false

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let recipe else { return }
        title = recipe.name
        nameLabel.text = showsTimeOnly ? "" : recipe.name
        timeLabel.text = "\(recipe.minutes) minutes"
    }
}

final class AddRecipeViewController: UIViewController {
    @Outlet var nameField: UITextField!
    /// Set when Save unwinds.
    var recipe: Recipe?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let name = nameField.text, !name.isEmpty else { return }
        recipe = Recipe(name: name, minutes: 15)
    }

    func cancel(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }

    static let actions: Void = UIStoryboard.registerActions(StoryboardAction("cancel:", AddRecipeViewController.cancel))
}
