import CascadingTableKit

/// A one-row leaf that logs the target offset `scrollViewWillEndDragging` hands it, then moves
/// it down by its number + 1 (the number ending its name), so a test sees whether each child
/// receives the previous one's change.
@MainActor
final class TargetNudgingLeaf: CascadingBareTableDelegate {
  /// The leaf's name, ending in its number.
  var name = "leaf0"
  /// Where it logs what it saw.
  var log: TargetLog?

  override func scrollViewWillEndDragging(
    _ scrollView: any TableHost, withVelocity velocity: TablePoint,
    targetContentOffset: inout TablePoint
  ) {
    log?.seen.append((name, targetContentOffset.y, velocity))
    targetContentOffset.y += Double(Int(String(name.last!))! + 1)
  }
}
