import CascadingTableDemoKit
import Glibc

/// `swift run CascadingTableDemo`: the original's sample page in the terminal.
@main
enum DemoCommand {
  @MainActor
  static func main() {
    Output.ignoreBrokenPipes()
    let options: DemoOptions
    do {
      options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileOutput.standardError(error.message + "\n\n" + DemoOptions.usage + "\n")
      exit(2)
    }
    if options.help {
      Output.line(DemoOptions.usage)
      return
    }
    if options.tour {
      let columns = options.columns ?? (Terminal.isInteractive ? Terminal.size.columns : 80)
      return Output.write(DestinationTour.render(columns: columns, trace: options.trace))
    }
    if options.snapshot || !Terminal.isInteractive {
      let columns = options.columns ?? (Terminal.isInteractive ? Terminal.size.columns : 80)
      if options.venuePage {
        return Output.write(VenueSnapshot.render(VenuePage(), columns: columns))
      }
      var trace: (@MainActor (String) -> Void)?
      if options.trace {
        trace = { line in Output.line(line) }
      }
      Output.write(PageSnapshot.render(DestinationPage(), columns: columns, trace: trace))
      return
    }
    if options.venuePage {
      return VenueSession().run()
    }
    InteractiveSession(trace: options.trace).run()
  }
}
