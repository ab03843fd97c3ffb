import CascadingTableKit

/// The review section's footer: a "N more" button, or "Loading…" while the reviews load.
@MainActor
public final class LoadMoreFooterView: TableHeaderFooterView {
  /// What pressing the button does. The review section sets it.
  public var onPress: (@MainActor () -> Void)?

  /// Whether the button has the keyboard's focus; its title then shows between arrows.
  public var isFocused = false {
    didSet { updateText() }
  }

  private var remaining = 0
  private var isLoading = false

  /// Presses the button, as a tap on it would.
  public func press() {
    onPress?()
  }

  /// Shows the number of reviews left to load, or that they are loading; nothing once none
  /// is left.
  /// - Parameters:
  ///   - remaining: How many reviews are left.
  ///   - isLoading: Whether they are loading.
  public func show(remaining: Int, isLoading: Bool) {
    self.remaining = remaining
    self.isLoading = isLoading
    updateText()
  }

  /// Forgets the button's action, focus and text before the view is reused.
  public override func prepareForReuse() {
    super.prepareForReuse()
    onPress = nil
    isFocused = false
    text = nil
  }

  private func updateText() {
    guard remaining > 0 || isLoading else {
      text = nil
      return
    }
    let title = isLoading ? "Loading…" : "\(remaining) more"
    text = isFocused ? "▶ \(title) ◀" : title
  }
}
