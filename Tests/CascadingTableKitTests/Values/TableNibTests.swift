import CascadingTableKit
import Testing

/// A cell a nib makes.
private final class NibMadeCell: TableCell {}

/// Another cell a nib makes.
private final class OtherNibMadeCell: TableCell {}

/// A header view a nib makes.
private final class NibMadeHeaderView: TableHeaderFooterView {}

/// Stands in for Foundation's `Bundle`, which a caller may pass where it imports Foundation.
private final class BundleStandIn {}

@MainActor
struct TableNibTests {
  @Test func aNibKeepsItsNameWhateverTheBundle() {
    #expect(TableNib(nibName: "VenueCell", bundle: nil).nibName == "VenueCell")
    #expect(TableNib(nibName: "VenueCell", bundle: BundleStandIn()).nibName == "VenueCell")
    #expect(
      TableNib(nibName: "VenueCell", bundle: nil)
        == TableNib(nibName: "VenueCell", bundle: BundleStandIn()))
  }

  @Test func aNameHasNoClassUntilOneIsRegisteredForIt() {
    let nib = TableNib(nibName: "TableNibTests.unregistered", bundle: nil)
    #expect(nib.registeredCellClass == nil)
    #expect(nib.registeredHeaderFooterViewClass == nil)
  }

  @Test func registeringAClassForANameMakesTheNibAnswerIt() {
    let nib = TableNib(nibName: "TableNibTests.registered", bundle: nil)
    TableNib.register(NibMadeCell.self, forNibName: nib.nibName)
    TableNib.register(NibMadeHeaderView.self, forNibName: nib.nibName)
    #expect(nib.registeredCellClass == NibMadeCell.self)
    #expect(nib.registeredHeaderFooterViewClass == NibMadeHeaderView.self)
  }

  @Test func registeringAnotherClassForANameReplacesTheFirst() {
    let nib = TableNib(nibName: "TableNibTests.replaced", bundle: nil)
    TableNib.register(NibMadeCell.self, forNibName: nib.nibName)
    TableNib.register(OtherNibMadeCell.self, forNibName: nib.nibName)
    #expect(nib.registeredCellClass == OtherNibMadeCell.self)
  }

  @Test func aHostsDefaultNibRegistrationRegistersTheNibsClass() {
    let host = RecordingTableHost()
    let nib = TableNib(nibName: "TableNibTests.defaultHost", bundle: nil)
    TableNib.register(NibMadeCell.self, forNibName: nib.nibName)
    TableNib.register(NibMadeHeaderView.self, forNibName: nib.nibName)
    host.register(nib, forCellReuseIdentifier: "cell")
    host.register(nib, forHeaderFooterViewReuseIdentifier: "header")
    #expect(host.calls == [.registerCell("cell"), .registerHeaderFooter("header")])
    #expect(host.cellClasses["cell"] == NibMadeCell.self)
    #expect(host.headerFooterClasses["header"] == NibMadeHeaderView.self)
  }

  @Test func aHostsDefaultNibRegistrationFallsBackToPlainClassesForAnUnknownName() {
    let host = RecordingTableHost()
    let nib = TableNib(nibName: "TableNibTests.defaultHostUnknown", bundle: nil)
    host.register(nib, forCellReuseIdentifier: "cell")
    host.register(nib, forHeaderFooterViewReuseIdentifier: "header")
    #expect(host.cellClasses["cell"] == TableCell.self)
    #expect(host.headerFooterClasses["header"] == TableHeaderFooterView.self)
  }

  @Test func aHostsDefaultNilNibRegistrationUnregisters() {
    let host = RecordingTableHost()
    host.register(TableCell.self, forCellReuseIdentifier: "cell")
    host.register(TableHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    host.register(nil as TableNib?, forCellReuseIdentifier: "cell")
    host.register(nil as TableNib?, forHeaderFooterViewReuseIdentifier: "header")
    #expect(host.cellClasses["cell"] == nil)
    #expect(host.headerFooterClasses["header"] == nil)
    #expect(host.calls.count == 4)
  }
}
