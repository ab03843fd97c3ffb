/// Which child contributed a title of an aggregated section index, and where that title stands
/// among the child's own titles.
struct SectionIndexOwner: Hashable, Sendable {
  /// The child's position in its parent's children.
  var position: Int
  /// The title's position among the child's own titles.
  var localIndex: Int
}
