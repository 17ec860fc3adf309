// The one Content-Security-Policy of the renderer, sent as a header by both hosts (and repeated as
// a meta tag in index.html). Scripts only from the app itself; no plugin, no framing, no form
// posts. 'unsafe-inline' styles are needed by Fluent UI's style engine (Griffel), which inserts
// <style> rules at run time. connect-src 'self' is the browser host's own loopback bridge.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http://127.0.0.1:*",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');
