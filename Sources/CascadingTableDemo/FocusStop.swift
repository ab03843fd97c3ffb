import CascadingTableKit

/// A place the keyboard's focus can be on the interactive page: a row, or the review
/// section's "N more" button.
enum FocusStop: Equatable {
  case row(TableIndexPath)
  case loadMore(section: Int)
}
