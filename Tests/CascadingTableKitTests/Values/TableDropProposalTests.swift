import CascadingTableKit
import Testing

/// A drop proposal is a value with UIKit's operations and intents; UIKit's default intent.
struct TableDropProposalTests {
  @Test func anOmittedIntentIsUnspecifiedAsInUIKit() {
    let proposal = TableDropProposal(operation: .move)
    #expect(proposal.intent == .unspecified)
    #expect(proposal != TableDropProposal(operation: .move, intent: .automatic))
    #expect(proposal == TableDropProposal(operation: .move, intent: .unspecified))
  }
}
