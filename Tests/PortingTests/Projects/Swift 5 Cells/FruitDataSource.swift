import UIKit

/// Swift 5 code as Xcode compiles it against UIKit without a word: a data source class and a styling helper that
/// configure cells from code the compiler does not know to be on the main actor.
final class FruitDataSource: NSObject, UITableViewDataSource {
    let fruits = ["Apple", "Banana", "Cherry"]
    let styler = CellStyler()

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit") ?? UITableViewCell(style: .default, reuseIdentifier: "Fruit")
        styler.style(cell, title: fruits[indexPath.row])
        return cell
    }
}

/// A helper outside any actor, as Swift 5 apps have many.
struct CellStyler {
    var accent = UIColor.systemBlue

    func style(_ cell: UITableViewCell, title: String) {
        cell.textLabel?.text = "Fruit: \(title)"
        cell.textLabel?.textColor = accent
        cell.accessoryType = .disclosureIndicator
    }
}

func makeFooter(text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    return label
}
