import Testing

@testable import CascadingTableKit

/// ``ChildBookkeeping`` packs four fields into eight bytes: seeded random writes of each part,
/// including serials at the edges of their 48 bits, are checked against a plain model of four
/// separate fields after every write, so that a write of one part that disturbs another fails.
@MainActor
struct ChildBookkeepingModelTests {
  /// The four fields, stored apart.
  private struct Model: Equatable {
    var parentSerial: UInt64 = 0
    var updateMark = UpdateMark.none
    var isListedInParent = false
    var answeredDefaultSpan = false
  }

  /// What the packed fields read as.
  private func read(_ bookkeeping: ChildBookkeeping) -> Model {
    Model(
      parentSerial: bookkeeping.parentSerial, updateMark: bookkeeping.updateMark,
      isListedInParent: bookkeeping.isListedInParent,
      answeredDefaultSpan: bookkeeping.answeredDefaultSpan)
  }

  @Test("every part keeps its value while the others are written (2,000 seeds)")
  func partsAreIndependent() {
    let serials: [UInt64] = [
      0, 1, 2, 255, 1 << 32, ChildBookkeeping.largestSerial - 1,
      ChildBookkeeping.largestSerial,
    ]
    let marks: [UpdateMark] = [.none, .content, .identity]
    for seed in UInt64(1)...2_000 {
      var random = HostSeededGenerator(seed: seed)
      var bookkeeping = ChildBookkeeping()
      var model = Model()
      #expect(read(bookkeeping) == model, "seed \(seed): new bookkeeping is not all zero")
      for step in 0..<40 {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          let serial =
            Bool.random(using: &random)
            ? serials.randomElement(using: &random)!
            : UInt64.random(in: 0...ChildBookkeeping.largestSerial, using: &random)
          bookkeeping.parentSerial = serial
          model.parentSerial = serial
        case 1:
          let mark = marks.randomElement(using: &random)!
          bookkeeping.updateMark = mark
          model.updateMark = mark
        case 2:
          let listed = Bool.random(using: &random)
          bookkeeping.isListedInParent = listed
          model.isListedInParent = listed
        default:
          let answered = Bool.random(using: &random)
          bookkeeping.answeredDefaultSpan = answered
          model.answeredDefaultSpan = answered
        }
        guard read(bookkeeping) == model else {
          Issue.record("seed \(seed), step \(step): read \(read(bookkeeping)), model \(model)")
          return
        }
        // A serial differing in any one of its 48 bits is not the stamp.
        let flipped = model.parentSerial ^ (1 << UInt64.random(in: 0..<48, using: &random))
        guard bookkeeping.isStamped(with: model.parentSerial), !bookkeeping.isStamped(with: flipped)
        else {
          Issue.record("seed \(seed), step \(step): isStamped(with:) disagrees with the model")
          return
        }
      }
    }
  }

  @Test("a bare node's fields reach its bookkeeping; writing parentDelegate resets only the serial")
  func bareNodeForwardsToTheWord() {
    let node = CascadingBareTableDelegate()
    node.parentSerial = ChildBookkeeping.largestSerial
    node.updateMark = .identity
    node.isListedInParent = true
    node.answeredDefaultSpan = true
    #expect(node.bookkeeping.parentSerial == ChildBookkeeping.largestSerial)
    node.parentDelegate = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    #expect(node.parentSerial == 0)
    #expect(node.updateMark == .identity)
    #expect(node.isListedInParent)
    #expect(node.answeredDefaultSpan)
  }
}
