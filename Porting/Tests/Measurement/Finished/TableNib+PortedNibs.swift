import CascadingTableKit

extension TableNib {
  /// Registers what each nib of the ported sources makes, as UIKit loaded it from the nib
  /// file. Call it once at start-up, before a table loads. Written by cascading-port.
  @MainActor static func registerPortedNibs() {
    TableNib.register(TableCell.self, forNibName: "CampsiteFactCell")
    TableNib.register(CampsiteMapCell.self, forNibName: "CampsiteMapCell")
    TableNib.register(CampsiteNameCell.self, forNibName: "CampsiteNameCell")
    TableNib.register(CampsitePhotoCell.self, forNibName: "CampsitePhotoCell")
    TableNib.register(CampsiteRatingCell.self, forNibName: "CampsiteRatingCell")
    TableNib.register(CampsiteReviewCell.self, forNibName: "CampsiteReviewCell")
    TableNib.register(CampsiteSummaryCell.self, forNibName: "CampsiteSummaryCell")
    TableNib.register(LoadMoreFooterView.self, forNibName: "LoadMoreFooterView")
    TableNib.register(SectionTitleView.self, forNibName: "SectionTitleView")
  }
}
