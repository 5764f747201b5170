public struct HealthStatus: Codable, Sendable {
    public var status: String
    public var database: String?

    public init(status: String, database: String? = nil) {
        self.status = status
        self.database = database
    }
}
