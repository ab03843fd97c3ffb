import CascadingPortKit
import Foundation

do {
  let command = try PortCommand(arguments: Array(CommandLine.arguments.dropFirst()))
  exit(try command.run())
} catch PortCommandError.helpRequested {
  print(PortCommand.usage)
} catch let error as PortCommandError {
  FileHandle.standardError.write(Data("cascading-port: \(error)\n\n\(PortCommand.usage)\n".utf8))
  exit(2)
} catch {
  FileHandle.standardError.write(Data("cascading-port: \(error)\n".utf8))
  exit(2)
}
