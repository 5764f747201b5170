import Foundation
@testable import SatchelCore
import SnapshotTesting
import Testing

/// The conflict page (issue 46) built from a plain model, its HTML compared with what was
/// recorded (`__Snapshots__`; delete a file to record it again).
@Suite("The conflict page as rendered")
struct ConflictPageSnapshotTests {
    /// Title and notes typed over a reminder changed meanwhile: the differing fields side by
    /// side (an empty one said to be empty), the rest carried, the current version to save over.
    @Test func whatWasTypedBesideWhatItSaysNowWithKeepMineAndKeepTheirs() {
        let model = ConflictPage.Model(
            name: "Buy oat milk", action: "/spots/00000000-0000-0000-0000-000000000301/edit", version: 3,
            mine: ["title": "Buy soy milk", "notes": "The blue carton", "radius": "200", "version": "1"],
            theirs: ["title": "Buy oat milk", "notes": "", "radius": "200"],
            shown: [("title", "What", false), ("notes", "Notes", true), ("radius", "Radius", false)], main: "title",
            back: "/spots/00000000-0000-0000-0000-000000000301", tab: nil)
        assertSnapshot(of: ConflictPage.html(model, .detached(path: "/spots/00000000-0000-0000-0000-000000000301/edit")), as: .lines)
    }
}
