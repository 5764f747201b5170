import ConsoleKit
import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import Vapor

func registerCommands(_ app: Application, admin: [String: any AnyAsyncCommand]) {
    app.asyncCommands.use(SatchelServeCommand(), as: "serve", isDefault: true)
    app.asyncCommands.use(AdminCommands.group(adding: admin), as: "admin")
    app.asyncCommands.use(ImportCommands.group, as: "import")
    app.asyncCommands.use(LibraryCommands.group, as: "library")
    app.asyncCommands.use(BackupCommand(), as: "backup")
    app.asyncCommands.use(RestoreCommand(), as: "restore")
}

/// `satchel serve`: migrates the database, optionally fills it with the demo world, then serves.
struct SatchelServeCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "hostname", short: "H", help: "Address to listen on (default SATCHEL_HOST or 127.0.0.1).")
        var hostname: String?
        @Option(name: "port", short: "p", help: "Port to listen on (default SATCHEL_PORT or 8080).")
        var port: Int?
        @Flag(name: "demo", help: "Fill an empty database with a small demo world to look around in.")
        var demo: Bool
        @Flag(name: "no-migrate", help: "Do not migrate the database before serving.")
        var noMigrate: Bool
    }

    var help: String { "Serves the web app and the API (migrating the database first)." }

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        let settings = app.satchel.settings
        if !settings.invalidTrustedProxies.isEmpty {
            throw SatchelConfigurationError(message: "SATCHEL_TRUSTED_PROXIES: not an address or a range: "
                                            + settings.invalidTrustedProxies.joined(separator: ", "))
        }
        // The flags win over SATCHEL_HOST/SATCHEL_PORT; links are built from what is really served.
        if let host = signature.hostname { app.http.server.configuration.hostname = host }
        if let port = signature.port { app.http.server.configuration.port = port }
        var shown = settings
        shown.hostname = app.http.server.configuration.hostname
        shown.port = app.http.server.configuration.port
        app.logger.info("Satchel: \(shown) links=\(app.publicURL)")
        app.logger.info("mail: \(app.satchel.mail.settings.map { "\($0.smtp.summary) from \($0.from)" } ?? "not configured (SATCHEL_SMTP_URL, SATCHEL_MAIL_FROM)")")
        if !signature.noMigrate { try await migrate(app) }
        if signature.demo { try await seedDemo(app) }
        try await app.joinCluster()
        app.backgroundJobs.start(app)
        // Load the gazetteer now, off the request path, not on the first search.
        let places = app.satchel.places
        Task.detached(priority: .utility) { _ = places.gazetteer }
        var serveContext = context
        var arguments = ["satchel"]
        if let host = signature.hostname { arguments += ["--hostname", host] }
        if let port = signature.port { arguments += ["--port", "\(port)"] }
        serveContext.input = CommandInput(arguments: arguments)
        try await app.servers.asyncCommand.run(using: &serveContext)
    }
}

/// Fills an empty database with the demo world; leaves a database that has accounts alone.
public func seedDemo(_ app: Application) async throws {
    let context = app.context
    guard let people = try await CoreModule.demoPeople(context: context) else {
        app.logger.info("demo: the database already has accounts; leaving it as it is")
        return
    }
    let world = DemoWorld(context: context, people: people)
    for module in satchelModules { try await module.seedDemo(world) }
    app.logger.notice("demo: sign in as alice, bob, carol, dave or eva with the password \(CoreModule.demoPassword)")
}

/// `satchel admin …`: account chores for the people running Satchel.
enum AdminCommands {
    static func group(adding more: [String: any AnyAsyncCommand]) -> any AsyncCommandGroup {
        Group(commands: more.merging([
            "create-user": CreateUser(),
            "reset-password": ResetPassword(),
            "make-admin": MakeAdmin(),
            "unlock": Unlock(),
            "reconcile": Reconcile(),
            "add-card": CardCommands.AddCard(),
            "import-cards": CardCommands.ImportCards(),
            "card-attempts": CardCommands.CardAttempts(),
            "unlock-card": CardCommands.UnlockCard(),
            "send-test-mail": SendTestMail(),
        ]) { added, _ in added })
    }

    struct Group: AsyncCommandGroup {
        let commands: [String: any AnyAsyncCommand]
        var help: String {
            "Manage accounts, money and library cards: create-user, reset-password, make-admin, unlock, reconcile, add-card, import-cards, card-attempts, unlock-card, send-test-mail; generate-world for benchmarks."
        }
    }

    struct CreateUser: AsyncCommand {
        struct Signature: CommandSignature {
            @Argument(name: "username") var username: String
            @Argument(name: "email") var email: String
            @Option(name: "name", help: "Display name (default: the username).") var name: String?
            @Option(name: "password", help: "Password (default: asked for).") var password: String?
            @Flag(name: "admin", help: "Make the new user an administrator.") var admin: Bool
        }
        var help: String { "Creates an account." }

        func run(using context: CommandContext, signature: Signature) async throws {
            let app = context.application
            try await app.autoMigrate()
            let password = signature.password ?? context.console.ask("Password (at least 10 characters):", isSecure: true)
            // An administrator's account: not a sign-up, so neither the sign-up mode nor the
            // first start refuses it (the way back in for a locked-out owner).
            let user = try await app.context.accounts.createAccount(
                SignUpRequest(displayName: signature.name ?? signature.username, username: signature.username,
                              email: signature.email, password: password),
                administrator: signature.admin)
            context.console.success("Created \(user.username)\(signature.admin ? " (administrator)" : "").")
        }
    }

    struct ResetPassword: AsyncCommand {
        struct Signature: CommandSignature {
            @Argument(name: "login", help: "Username or email.") var login: String
            @Option(name: "password", help: "New password (default: asked for).") var password: String?
        }
        var help: String { "Sets a new password and signs the user out everywhere." }

        func run(using context: CommandContext, signature: Signature) async throws {
            let app = context.application
            let user = try await app.context.accounts.find(login: signature.login)
            let password = signature.password ?? context.console.ask("New password:", isSecure: true)
            try await app.context.accounts.resetPassword(of: user, to: password)
            try await app.context.throttle.clear(user: user)
            context.console.success("Password of \(user.username) reset.")
        }
    }

    struct MakeAdmin: AsyncCommand {
        struct Signature: CommandSignature {
            @Argument(name: "login", help: "Username or email.") var login: String
            @Flag(name: "revoke", help: "Take administrator rights away instead.") var revoke: Bool
        }
        var help: String { "Makes a user an administrator (or, with --revoke, no longer one)." }

        func run(using context: CommandContext, signature: Signature) async throws {
            let app = context.application
            let user = try await app.context.accounts.find(login: signature.login)
            user.isAdmin = !signature.revoke
            try await user.update(on: app.db)
            context.console.success("\(user.username) is \(signature.revoke ? "no longer" : "now") an administrator.")
        }
    }

    struct Unlock: AsyncCommand {
        struct Signature: CommandSignature {
            @Argument(name: "login", help: "Username or email.") var login: String
        }
        var help: String { "Lifts a sign-in lock-out after too many wrong passwords." }

        func run(using context: CommandContext, signature: Signature) async throws {
            let app = context.application
            let user = try await app.context.accounts.find(login: signature.login)
            try await app.context.throttle.clear(user: user)
            context.console.success("\(user.username) can sign in again.")
        }
    }

    struct Reconcile: AsyncCommand {
        struct Signature: CommandSignature {
            @Option(name: "days", help: "How far back to look (default 30).") var days: Int?
        }
        var help: String { "Compares recent donations with what the payment gateway says, and lists differences." }

        func run(using context: CommandContext, signature: Signature) async throws {
            let issues = try await context.application.context.donations.reconcile(days: signature.days ?? 30)
            guard !issues.isEmpty else {
                context.console.success("The ledger agrees with the gateway.")
                return
            }
            for issue in issues {
                context.console.warning("donation \(issue.donationID): \(issue.ledgerState) here, \(issue.gatewayState) at the gateway")
            }
            throw ReconciliationDifferences(count: issues.count)
        }
    }

    struct ReconciliationDifferences: Error, CustomStringConvertible {
        let count: Int
        var description: String { "\(count) difference(s) between the ledger and the gateway" }
    }

    /// Prints a service error in words and fails the command.
}

