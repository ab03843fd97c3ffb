import UIKit

/// One fact: a title over its value. Tapping a phone number calls it.
class CampsiteFactRowDelegate: CascadingBareTableDelegate {
  private(set) var fact = CampsiteFact(title: "", value: "")
  private(set) var dialledNumber: String?

  convenience init(fact: CampsiteFact) {
    self.init(index: 0, childDelegates: [])
    self.fact = fact
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return 1
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "CampsiteFactCell", for: indexPath)
    cell.textLabel?.text = fact.title
    cell.detailTextLabel?.text = fact.value
    return cell
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return 17 + 17 + 2 * 10
  }

  @objc func tableView(_ tableView: UITableView, estimatedHeightForRowAtIndexPath indexPath: IndexPath) -> CGFloat {
    return 54
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard fact.value.hasPrefix("+") else { return }
    dialledNumber = fact.value
  }
}
