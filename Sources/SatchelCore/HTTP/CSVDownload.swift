import Vapor

extension CSV {
    /// A CSV document as a file download: never cached, since each one is somebody's own records.
    public static func download(_ csv: String, filename: String) -> Response {
        let res = Response(status: .ok)
        res.headers.replaceOrAdd(name: .contentType, value: "text/csv; charset=utf-8; header=present")
        res.headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"\(filename)\"")
        res.headers.cacheControl = .init(noStore: true)
        res.body = .init(string: csv)
        return res
    }
}
