// iOS code that uses WKWebView writes URLRequest with only Foundation and WebKit imported; on Linux URLRequest lives
// in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
