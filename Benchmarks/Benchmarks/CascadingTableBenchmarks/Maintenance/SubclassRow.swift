import CascadingTableKit

/// A row delegate that subclasses `CascadingBareTableDelegate` and overrides nothing: what a
/// hand-written row is to a parent re-synchronising its children, which writes its `index` and
/// `parentDelegate` through their accessors (an override of them could exist), while a child of
/// exactly the bare class has its storage written directly.
final class SubclassRow: CascadingBareTableDelegate {}
