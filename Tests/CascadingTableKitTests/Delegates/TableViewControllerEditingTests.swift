import CascadingTableKit
import Testing

/// A page ported from a `UITableViewController` subclass that overrides `setEditing` and is
/// made with a style, as UIKit code does.
private final class ScheduleController: TableViewController {
  /// What each `setEditing` call heard: the mode asked for, whether animated, and the
  /// controller's mode before `super`.
  var heard: [(editing: Bool, animated: Bool, wasEditing: Bool)] = []

  convenience init() {
    self.init(style: .insetGrouped)
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    heard.append((editing, animated, isEditing))
    super.setEditing(editing, animated: animated)
  }
}

@MainActor
struct TableViewControllerEditingTests {
  @Test func aControllerMadeWithAStyleGivesItToItsTableAndIsStillItsDelegate() {
    for style in TableViewStyle.allCases {
      let controller = TableViewController(style: style)
      #expect(controller.tableView.style == style)
      #expect(controller.tableView.dataSource === controller)
      #expect(controller.tableView.delegate === controller)
    }
    #expect(TableViewController().tableView.style == .plain)
    #expect(ScheduleController().tableView.style == .insetGrouped)
  }

  @Test func settingIsEditingGoesThroughTheOverrideUnanimated() {
    let controller = ScheduleController()
    #expect(!controller.isEditing)
    controller.isEditing = true
    #expect(controller.heard.map(\.editing) == [true])
    #expect(controller.heard.map(\.animated) == [false])
    #expect(controller.heard.map(\.wasEditing) == [false])
    #expect(controller.isEditing)
    #expect(controller.tableView.isEditing)
  }

  @Test func setEditingSetsTheControllerAndItsTable() {
    let controller = ScheduleController()
    controller.setEditing(true, animated: true)
    controller.setEditing(false, animated: true)
    #expect(controller.heard.map(\.editing) == [true, false])
    #expect(controller.heard.map(\.animated) == [true, true])
    #expect(controller.heard.map(\.wasEditing) == [false, true])
    #expect(!controller.isEditing)
    #expect(!controller.tableView.isEditing)
  }

  @Test func theTablesOwnEditingModeLeavesTheControllersAlone() {
    let controller = ScheduleController()
    controller.tableView.setEditing(true, animated: false)
    #expect(controller.tableView.isEditing)
    #expect(!controller.isEditing)
    #expect(controller.heard.isEmpty)
  }

  @Test func droppingAStyledControllerFreesIt() {
    weak var weakController: ScheduleController?
    do {
      let controller = ScheduleController()
      controller.isEditing = true
      weakController = controller
    }
    #expect(weakController == nil)
  }
}
