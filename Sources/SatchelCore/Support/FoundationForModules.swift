/// Every feature module works with Foundation's values (UUID, Date, Data) through SatchelCore's
/// API: importing SatchelCore brings them, so a file needs no import of its own to name them
/// (two migrations that have shipped relied on that; optimised builds need it said).
@_exported import Foundation
