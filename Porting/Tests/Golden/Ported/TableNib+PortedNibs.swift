import CascadingTableKit

extension TableNib {
  /// Registers what each nib of the ported sources makes, as UIKit loaded it from the nib
  /// file. Call it once at start-up, before a table loads. Written by cascading-port.
  @MainActor static func registerPortedNibs() {
    TableNib.register(CaptionHeaderView.self, forNibName: "CaptionHeaderView")
    TableNib.register(PhotoCell.self, forNibName: "PhotoCell")
  }
}
