import ConsoleKit
import Foundation
import SatchelCore
import Vapor
import Wishes

/// `satchel import …`: fills catalogues from files. `products` feeds wish suggestions.
enum ImportCommands {
    static var group: any AsyncCommandGroup {
        Group(commands: [
            "products": ImportProducts(),
        ])
    }

    struct Group: AsyncCommandGroup {
        let commands: [String: any AnyAsyncCommand]
        var help: String { "Import catalogues from files: products." }
    }

    /// `satchel import products FILE`
    struct ImportProducts: AsyncCommand {
        struct Signature: CommandSignature {
            @Argument(name: "file", help: "A CSV or JSON file of products (columns: see docs/products.md).")
            var file: String
        }

        var help: String {
            "Imports products for wish suggestions from CSV or JSON, updating those with the same sku."
        }

        /// How many skipped rows are listed; the rest are only counted.
        static let shownSkips = 20

        func run(using context: CommandContext, signature: Signature) async throws {
            let app = context.application
            try await app.autoMigrate()
            let report: ProductImportReport
            do {
                report = try await app.core.products.importFile(at: signature.file)
            } catch let error as ProductImportError {
                context.console.error(error.description)
                throw error
            }
            context.console.success(
                "Imported \(report.inserted) new, updated \(report.updated), skipped \(report.skipped.count)")
            for skipped in report.skipped.prefix(Self.shownSkips) {
                context.console.warning("  line \(skipped.line): \(skipped.reason)")
            }
            if report.skipped.count > Self.shownSkips {
                context.console.warning("  … and \(report.skipped.count - Self.shownSkips) more")
            }
        }
    }
}
