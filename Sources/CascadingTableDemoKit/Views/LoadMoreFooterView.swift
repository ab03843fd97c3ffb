import CascadingTableKit

/// The review section's footer: a "N more" button, or "Loading…" while the reviews load.
@MainActor
public final class LoadMoreFooterView: TableHeaderFooterView {
  /// What pressing the button does. The review section sets it.
  public var onPress: (@MainActor () -> Void)?

  /// Presses the button, as a tap on it would.
  public func press() {
    onPress?()
  }

  /// Shows the number of reviews left to load, or that they are loading.
  /// - Parameters:
  ///   - remaining: How many reviews are left.
  ///   - isLoading: Whether they are loading.
  public func show(remaining: Int, isLoading: Bool) {
    text = isLoading ? "Loading…" : "\(remaining) more"
  }

  /// Forgets the button's action and text before the view is reused.
  public override func prepareForReuse() {
    super.prepareForReuse()
    onPress = nil
    text = nil
  }
}
