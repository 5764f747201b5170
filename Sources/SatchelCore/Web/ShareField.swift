/// A link to pass on (an invitation, a public page): shown in a read-only field anyone can
/// select; app.js adds **Share** (the Web Share API, where the browser has it — phones do) and
/// **Copy** (the clipboard) beside it, in the reader's language.
public enum ShareField {
    /// `title` and `message` go to the share sheet with the link.
    public static func render(_ ctx: PageContext, id: String, label: String, url: String, title: String, message: String) -> HTMLNode {
        let localizer = ctx.localizer
        return element("div", [.cls("share-field")],
                  element("label", [Attr("for", id)], text(label)),
                  void("input", [.id(id), .type("url"), .value(url), .flag("readonly"), .cls("copy-field"),
                                 .data("copy-label", localizer.t("share.copy")), .data("copied-label", localizer.t("share.copied")),
                                 .data("share-label", localizer.t("share.share")), .data("share-title", title),
                                 .data("share-text", message)]))
    }
}
