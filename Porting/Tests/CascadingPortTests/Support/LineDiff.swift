/// Counts the lines a person changed between two versions of a file: the longest common
/// subsequence of lines is kept, and each run of changes counts its larger side (a line
/// replaced is one edit, not a deletion and an insertion).
enum LineDiff {
  /// The number of lines edited to turn `old` into `new`.
  static func editedLines(from old: [Substring], to new: [Substring]) -> Int {
    let n = old.count
    let m = new.count
    var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var edits = 0
    var removed = 0
    var added = 0
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, old[i] == new[j] {
        edits += max(removed, added)
        removed = 0
        added = 0
        i += 1
        j += 1
      } else if j < m, i == n || common[i][j + 1] >= common[i + 1][j] {
        added += 1
        j += 1
      } else {
        removed += 1
        i += 1
      }
    }
    return edits + max(removed, added)
  }

  /// The same, for whole texts.
  static func editedLines(from old: String, to new: String) -> Int {
    editedLines(
      from: old.split(separator: "\n", omittingEmptySubsequences: false),
      to: new.split(separator: "\n", omittingEmptySubsequences: false))
  }
}
