/// The Web App Manifest's `share_target` action (manifest.webmanifest names the same path):
/// the phone's share sheet posts a page's title, text and link here, with no page's CSRF
/// token. The route only fills in a form for the person to check and save; it keeps nothing.
public enum ShareTarget {
    public static let path = "/wishes/share"
}
