import Vapor

/// What every page needs besides its own model: language, viewer, the CSRF secret for its
/// forms, the unread count for the badge, and where it is.
public struct PageContext: Sendable {
    public let localizer: Localizer
    public let viewer: Viewer?
    public let csrf: String
    public let unread: Int
    public let path: String
    /// A one-off confirmation (`?done=key`) shown at the top.
    public let notice: String?
    /// Set when this request made the CSRF secret, so the response must store it.
    let newCSRFCookie: String?
    /// The app's tabs and head tags.
    let shell: ShellParts
}

extension Request {
    public func pageContext() async throws -> PageContext {
        var newCookie: String?
        let csrf: String
        if viewer?.token.kind == AuthToken.Kind.api.rawValue {
            // A bearer token is never sent by a browser on its own: no forgery to guard against.
            csrf = ""
        } else if let expected = expectedCSRF {
            csrf = expected
        } else {
            csrf = SecureToken.generate()
            newCookie = csrf
        }
        var unread = 0
        if let viewer { unread = try await context.notifications.cachedUnreadCount(user: viewer.id) }
        let done = (try? query.get(String.self, at: "done")).flatMap { key -> String? in
            let textKey = "notice.\(key)"
            let value = localizer.t(textKey)
            return value == textKey ? nil : value
        }
        return PageContext(localizer: localizer, viewer: viewer, csrf: csrf, unread: unread, path: url.path,
                           notice: done, newCSRFCookie: newCookie, shell: application.satchel.shell)
    }

    /// Renders a page in the shell with the given status.
    public func page(_ title: String, tab: Tab?, status: HTTPStatus = .ok, head: [HTMLNode] = [],
                     _ content: (PageContext) throws -> [HTMLNode]) async throws -> Response {
        let ctx = try await pageContext()
        let html = Layout.document(title: title, tab: tab, ctx: ctx, content: try content(ctx), head: head)
        let res = Response(status: status)
        res.headers.contentType = .html
        res.body = .init(string: html)
        if let cookie = ctx.newCSRFCookie {
            res.cookies[WebCookies.csrf] = HTTPCookies.Value(
                string: cookie, maxAge: 60 * 60 * 24 * 7, path: "/",
                isSecure: isSecure, isHTTPOnly: true, sameSite: .lax)
        }
        return res
    }

    /// After a form succeeds: back to a page (which may name a `#fragment` to scroll to), with an
    /// optional confirmation and other query parameters for it.
    public func done(_ path: String, notice: String? = nil, query extra: [(String, String)] = []) -> Response {
        let items = (notice.map { [("done", $0)] } ?? []) + extra
        guard !items.isEmpty else { return redirect(to: path, redirectType: .normal) }
        // The query goes before a `#fragment`, or the page would never see it.
        let parts = path.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let base = String(parts[0]), fragment = parts.count > 1 ? "#" + parts[1] : ""
        let query = items.map { name, value in
            name + "=" + (value.addingPercentEncoding(withAllowedCharacters: .urlQueryValueAllowed) ?? "")
        }.joined(separator: "&")
        return redirect(to: base + (base.contains("?") ? "&" : "?") + query + fragment, redirectType: .normal)
    }

    /// A form field's value, or nil.
    public func field(_ name: String) -> String? {
        // A photo form's fields were read as its body streamed in (`PhotoForm`).
        if let form = photoForm { return form.fields[name] }
        return try? content.get(String.self, at: name)
    }

    /// The named form fields that were sent, to show again after an error.
    public func fields(_ names: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: names.compactMap { name in field(name).map { (name, $0) } })
    }
}


/// A page that could not be kept (not 200, or it sets a cookie): served as it is.
struct UncacheablePage: Error, @unchecked Sendable {
    let response: Response
}

extension Request {
    /// Serves the viewer's page from the read cache, or renders and keeps it. Kept per session,
    /// address and language; dropped when the viewer changes (their badge) or any of `tags`.
    public func cachedPage(tags: Set<String>, _ render: @escaping @Sendable () async throws -> Response) async throws -> Response {
        guard let viewer else { return try await render() }
        let key = "page|\(viewer.id)|\(viewer.token.id.uuidString)|\(url.string)|\(localizer.language)"
        do {
            let body = try await application.satchel.caches.response(key, user: viewer.id, tags: tags, now: context.now) {
                let res = try await render()
                guard res.status == .ok, res.headers[.setCookie].isEmpty, let data = res.body.data else {
                    throw UncacheablePage(response: res)
                }
                return data
            }
            let res = Response(status: .ok)
            res.headers.contentType = .html
            res.body = .init(data: body)
            return res
        } catch let page as UncacheablePage {
            return page.response
        }
    }
}

extension CharacterSet {
    /// What a query value may hold unescaped (`&`, `=`, `+` and `#` are escaped).
    static let urlQueryValueAllowed = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+#"))
}
