/// One item carried by a drag (UIKit's `UIDragItem`), without the item provider that moves data
/// between applications.
///
/// A class, compared by identity as UIKit compares its items: a session holds the very items a
/// row returned. Not designed for subclassing: it is `final`.
@MainActor
public final class TableDragItem {
  /// The object the item stands for inside the application, or `nil` (UIKit's `localObject`);
  /// a drop within the application reads it instead of the item's data.
  public var localObject: AnyObject?

  /// The name a drop outside the application would give the item's data, or `nil`.
  public var suggestedName: String?

  /// Creates a drag item.
  /// - Parameters:
  ///   - localObject: The object the item stands for, or `nil`.
  ///   - suggestedName: The name of the item's data, or `nil`.
  public init(localObject: AnyObject? = nil, suggestedName: String? = nil) {
    self.localObject = localObject
    self.suggestedName = suggestedName
  }
}
