/// Counts the lines a port changed in a file, for the summary: the longest common subsequence
/// of lines is kept, and each run of changes counts its larger side. Lines end at any newline
/// (a CRLF is one `Character`, which a split on LF alone would not see).
enum LineChanges {
  /// The number of lines changed between `old` and `new`.
  static func count(from old: String, to new: String) -> Int {
    let before = old.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    let after = new.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    let n = before.count
    let m = after.count
    var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        common[i][j] =
          before[i] == after[j]
          ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var changes = 0
    var removed = 0
    var added = 0
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, before[i] == after[j] {
        changes += max(removed, added)
        (removed, added, i, j) = (0, 0, i + 1, j + 1)
      } else if j < m, i == n || common[i][j + 1] >= common[i + 1][j] {
        added += 1
        j += 1
      } else {
        removed += 1
        i += 1
      }
    }
    return changes + max(removed, added)
  }
}
