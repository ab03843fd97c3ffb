import CascadingTableKit

/// One fact: a title over its value. Tapping a phone number calls it.
class CampsiteFactRowDelegate: CascadingBareTableDelegate {
  private(set) var fact = CampsiteFact(title: "", value: "")
  private(set) var dialledNumber: String?

  convenience init(fact: CampsiteFact) {
    self.init(index: 0, childDelegates: [])
    self.fact = fact
  }

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    return 1
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "CampsiteFactCell", for: indexPath)
    cell.text = fact.title
    cell.detailText = fact.value
    return cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    return 17 + 17 + 2 * 10
  }

  override func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath) -> Double? {
    return 54
  }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard fact.value.hasPrefix("+") else { return }
    dialledNumber = fact.value
  }
}
