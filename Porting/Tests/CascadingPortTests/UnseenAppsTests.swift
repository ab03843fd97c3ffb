import CascadingPortKit
import Testing

/// What porting three applications the tool had never seen found (issue 26): each minimal
/// input as the issue gives it, with the output or the listing a correct port needs.
struct UnseenAppsTests {
  private func port(_ text: String) -> PortResult {
    Porter.port([SourceFile(path: "Page.swift", text: text)])
  }

  /// Each finding as `line: kind`, to compare a whole list at once.
  private func summary(_ found: [Finding]) -> [String] {
    found.map { "\($0.line): \($0.kind.rawValue)" }
  }

  @Test func aCellMadeWithAStyleBecomesATableCellWithItsReuseIdentifier() {
    let result = port(
      """
      import UIKit

      final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")
            ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
          return cell
        }
      }
      """)
    let text = result.files[0].text
    #expect(text.contains("    ?? TableCell(reuseIdentifier: \"Cell\")\n"), "\(text)")
    #expect(!text.contains("style:"))
    let cell = result.findings.filter { $0.line == 7 }
    #expect(summary(cell) == ["7: compile error"])
    #expect(cell.first?.isFixedByRewrite == true)
    #expect(cell.first?.message.contains("'.default'") == true)
  }
}

extension UnseenAppsTests {
  @Test func aStyleAControllerIsMadeWithStaysAsTheLibrarysOwn() {
    let result = port(
      """
      import UIKit

      class SettingsController: UITableViewController {
        convenience init() {
          self.init(style: .grouped)
        }
      }
      """)
    let text = result.files[0].text
    #expect(text.contains("\n    self.init(style: .grouped)\n"), "\(text)")
    #expect(!text.contains("PORT:"), "\(text)")
    #expect(result.remaining.isEmpty, "\(result.remaining)")
  }

  @Test func aControllerMadeWithAStyleKeepsItsCall() {
    let result = Porter.port([
      SourceFile(
        path: "Settings.swift",
        text: "import UIKit\n\nclass SettingsController: UITableViewController {}\n"),
      SourceFile(
        path: "App.swift",
        text: """
          import UIKit

          func pages() -> [UITableViewController] {
            let settings = SettingsController(style: UITableView.Style.grouped)
            return [settings, UITableViewController(style: .plain)]
          }
          """),
    ])
    let text = result.files[1].text
    #expect(text.contains("let settings = SettingsController(style: TableViewStyle.grouped)\n"))
    #expect(text.contains("return [settings, TableViewController(style: .plain)]"), "\(text)")
    #expect(!text.contains("PORT:"), "\(text)")
    #expect(result.remaining.isEmpty, "\(result.remaining)")
  }

  @Test func aDesignatedInitialiserWithAStyleSetsTheTablesStyleAfterSuper() {
    let result = port(
      """
      import UIKit

      class SettingsController: UITableViewController {
        init() {
          super.init(style: .insetGrouped)
          title = nil
        }

        init(plain: Bool) {
          super.init(style: .plain)
        }
      }
      """)
    let text = result.files[0].text
    #expect(
      text.contains(
        "    super.init(index: 0, childDelegates: [])\n    tableView.style = .insetGrouped\n"
          + "    title = nil\n"), "\(text)")
    #expect(
      text.contains("    super.init(index: 0, childDelegates: [])\n  }"), "\(text)")
    #expect(!text.contains("PORT:"), "\(text)")
  }

  @Test func aFormerPlainViewControllersEditingIsStillListed() {
    let result = port(
      """
      import UIKit

      class Editor: UIViewController {
        override func setEditing(_ editing: Bool, animated: Bool) {
          super.setEditing(editing, animated: animated)
          if isEditing { print("editing") }
        }
      }
      """)
    let lines = Set(result.remaining.map(\.line))
    #expect(lines.isSuperset(of: [4, 6]), "\(result.remaining)")
    #expect(result.files[0].text.contains("    tableView.setEditing(editing, animated: animated)"))
  }

  @Test func aNibLoadedByTheAppsOwnCodeIsListed() {
    let result = port(
      """
      import UIKit

      final class Header {
        func load() -> UIView? {
          Bundle.main.loadNibNamed("Header", owner: self)?.first as? UIView
        }
        func nib(named name: String) -> UINib { UINib.init(nibName: name, bundle: nil) }
      }
      """)
    #expect(result.remaining.contains { $0.line == 5 && $0.message.contains("loadNibNamed") })
    #expect(result.remaining.contains { $0.line == 7 && $0.message.contains("computed") })
  }

  @Test func aFileGettingUIKitThroughAnotherModuleImportsTheLibrary() {
    let result = Porter.port([
      SourceFile(
        path: "A.swift",
        text: """
          import AppKitLib

          class A: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
          }
          """),
      SourceFile(path: "B.swift", text: "class B: UITableViewController {}\n"),
      SourceFile(path: "C.swift", text: "let answer = 42\n"),
    ])
    #expect(
      result.files[0].text.hasPrefix(
        "import AppKitLib\nimport CascadingTableKit\n\nclass A: TableViewController {\n"),
      "\(result.files[0].text)")
    #expect(
      result.files[1].text == "import CascadingTableKit\n\nclass B: TableViewController {}\n")
    #expect(result.files[2].text == "let answer = 42\n")
    #expect(
      result.findings.filter { $0.message.contains("import CascadingTableKit") }
        .map { "\($0.file):\($0.line)" } == ["A.swift:3", "B.swift:1"])
  }

  @Test func aSwipeHandlerLosesTheViewKeepsItsLateCompletionAndListsImageAndColour() {
    let result = port(
      """
      import UIKit

      class Swipes: UITableViewController {
        override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
          let delete = UIContextualAction(style: .destructive, title: "Delete") { action, view, completion in
            self.confirm { confirmed in completion(confirmed) }
          }
          delete.image = nil
          delete.backgroundColor = .systemRed
          let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
          return UISwipeActionsConfiguration(actions: [delete, pin])
        }
        func confirm(_ done: @escaping (Bool) -> Void) { done(true) }
      }
      """)
    let text = result.files[0].text
    #expect(
      text.contains(
        "TableContextualAction(style: .destructive, title: \"Delete\") { action, completion in"),
      "\(text)")
    #expect(text.contains("TableContextualAction(style: .normal, title: \"Pin\") { _, done in"))
    // The completion called once the confirmation answers stays: the library's escapes too.
    #expect(text.contains("self.confirm { confirmed in completion(confirmed) }"), "\(text)")
    #expect(summary(result.remaining) == ["8: hand edit", "9: hand edit"])
    #expect(result.remaining[0].message.contains("'delete.image'"))
    #expect(result.remaining[1].message.contains("'delete.backgroundColor'"))
    #expect(result.remaining[1].message.contains("as a name ('String?')"))
    #expect(text.components(separatedBy: "// PORT: ").count == 3, "\(text)")
  }

  @Test func aSwipeHandlerPassedAsAnArgumentLosesTheViewToo() {
    let result = port(
      """
      import UIKit

      func archive() -> UIContextualAction {
        UIContextualAction(style: .normal, title: "Archive", handler: { (action, view, completion) in
          completion(true)
        })
      }
      """)
    let text = result.files[0].text
    #expect(
      text.contains(
        "TableContextualAction(style: .normal, title: \"Archive\", handler: { (action, completion) in"
      ), "\(text)")
    #expect(result.remaining.isEmpty, "\(result.remaining)")
    #expect(Porter.syntaxErrors(in: result.files).isEmpty)
  }

  @Test func aOneLineDelayedClosureBecomesATaskThatParses() {
    let result = port(
      """
      import UIKit

      class Later: UITableViewController {
        func refresh() {
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.tableView.reloadData() }
        }
      }
      """)
    let text = result.files[0].text
    #expect(
      text.contains(
        "\n    Task { @MainActor in try? await Task.sleep(for: .seconds(1)); self.tableView.reloadData() }\n"
      ), "\(text)")
    #expect(Porter.syntaxErrors(in: result.files).isEmpty)
  }

  @Test func whatDoesNotParseIsFoundWithItsFileAndLine() {
    // What the tool wrote for the input above before it was fixed.
    let broken = SourceFile(
      path: "Later.swift",
      text: """
        import CascadingTableKit

        class Later: TableViewController {
          func refresh() {
            Task { @MainActor in try? await Task.sleep(for: .seconds(1)) self.tableView.reloadData() }
          }
        }
        """)
    let errors = Porter.syntaxErrors(in: [broken])
    #expect(!errors.isEmpty)
    #expect(errors.allSatisfy { $0.file == "Later.swift" && $0.line == 5 })
  }

  @Test func aLocalTitleIsNoTitleOfTheController() {
    let result = port(
      """
      import UIKit

      class Greeting: UIViewController {
        func show() {
          let title = "Hello"
          print(title)
        }
      }
      """)
    #expect(!result.files[0].text.contains("var title"), "\(result.files[0].text)")
  }

  @Test func viewControllerAndTableMembersWithoutACounterpartAreListed() {
    let result = port(
      """
      import UIKit

      class Editor: UITableViewController {
        override func setEditing(_ editing: Bool, animated: Bool) {
          super.setEditing(editing, animated: animated)
          tableView.endEditing(true)
        }
        func tapped(_ cell: UITableViewCell, alert: Alert) {
          guard let indexPath = tableView.indexPath(for: cell) else { return }
          if isEditing { print(indexPath) }
          if isViewLoaded { return }
          present(alert, animated: true)
          refreshControl?.endRefreshing()
          DispatchQueue.main.async { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.tableView.beginUpdates()
          }
          tableView.register(makeNib("Cell"), forCellReuseIdentifier: "Cell")
          delegate?.editorDidFinish?(self)
        }
      }

      class Badge: UITableViewCell {
        func layout() {
          addSubview(label)
          label.size = bounds.size
          onTap?(self)
        }
      }

      @objc protocol EditorDelegate {
        @objc optional func editorDidFinish(_ editor: Editor)
      }
      """)
    let lines = Set(result.remaining.map(\.line))
    for line in [6, 11, 12, 13, 16, 18, 19, 25, 26, 32] {
      #expect(lines.contains(line), "line \(line) is not listed: \(result.remaining)")
    }
    // TableViewController has 'setEditing' and 'isEditing', and TableHost 'indexPath(for:)'.
    for line in [4, 9, 10] {
      #expect(!lines.contains(line), "line \(line) is listed: \(result.remaining)")
    }
    // An optional closure property called with '?(' is Swift on Linux too.
    #expect(!lines.contains(27))
  }

  @Test func aMemberAControllerDeclaresItselfIsNotListed() {
    let found = port(
      """
      import CascadingTableKit

      class Editor: TableViewController {
        var isEditing = false
        func present(_ message: String) { print(message) }
        func toggle() {
          isEditing.toggle()
          present("editing")
        }
      }
      """
    ).findings
    #expect(found.isEmpty, "\(found)")
  }

  /// (Every member of UIKit's table has a counterpart since API.md §10, prefetching included:
  /// the example is a collection view's scene activation, written for a table, and a method
  /// no UIKit protocol has.)
  @Test func aMethodWithoutACounterpartGetsNoWrongSuggestion() {
    let found = port(
      """
      import CascadingTableKit

      final class Menu: CascadingBareTableDelegate {
        func tableView(_ tableView: any TableHost, sceneActivationConfigurationForRowAt indexPath: TableIndexPath, point: TablePoint) -> String? { nil }
        func tableView(_ tableView: any TableHost, canDragRowAt indexPath: TableIndexPath) -> Bool { true }
      }
      """
    ).findings
    #expect(summary(found) == ["4: never called", "5: never called"])
    #expect(found.allSatisfy { !$0.fix.contains("did you mean") }, "\(found)")
  }

  @Test func aControllerWithoutCommitIsToldItsRowsNowSwipeToDelete() {
    let result = port(
      """
      import UIKit

      class Fruit: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
      }

      class Deletes: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
      }
      """)
    let swipes = result.remaining.filter { $0.message.contains("'Delete'") }
    #expect(summary(swipes) == ["3: hand edit"])
    #expect(swipes.first?.fix.contains("trailingSwipeActionsConfigurationForRowAt") == true)
  }

  @Test func anObserverOnTheMainOperationQueueIsListed() {
    let result = port(
      """
      import UIKit

      class Feed: UITableViewController {
        func observe() {
          NotificationCenter.default.addObserver(forName: .refresh, object: nil, queue: .main) { _ in
            self.tableView.reloadData()
          }
          NotificationCenter.default.addObserver(forName: .refresh, object: nil, queue: OperationQueue.main) { _ in }
          NotificationCenter.default.addObserver(forName: .refresh, object: nil, queue: nil) { _ in }
        }
      }
      """)
    let observers = result.remaining.filter { $0.message.contains("OperationQueue") }
    #expect(summary(observers) == ["5: hand edit", "8: hand edit"])
    #expect(observers.first?.fix.contains("MainActor.assumeIsolated") == true)
    #expect(result.files[0].text.contains("// PORT: "))
  }
}
