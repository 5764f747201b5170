import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// glibc's allocator, kept from holding on to memory it no longer uses (its functions are not
/// in Swift's Glibc module, so they are looked up by name).
public enum Allocator {
    /// Caps glibc's heaps ("arenas") at `count` unless `MALLOC_ARENA_MAX` says otherwise. By
    /// default each thread that allocates gets its own, up to eight per core, and each keeps
    /// the memory freed in it: a server answering 16 connections kept tens of MB that way
    /// (docs/performance.md). Call before threads start.
    public static func limitArenas(to count: Int32) {
        #if canImport(Glibc)
        guard ProcessInfo.processInfo.environment["MALLOC_ARENA_MAX"] == nil,
              let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        typealias Option = @convention(c) (Int32, Int32) -> Int32
        let arenaMax: Int32 = -8 // M_ARENA_MAX in malloc.h
        _ = unsafeBitCast(symbol, to: Option.self)(arenaMax, count)
        #endif
    }

    /// Gives freed heap back to the system (`malloc_trim`): after a burst of allocation, such
    /// as making an in-memory index, it would otherwise count against resident memory.
    public static func returnFreedMemory() {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        typealias Trim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
