// Node options for the embedded server process (under Electron or the browser host), one list for
// both. Empty on purpose: 32 MB semi-spaces (what `npm run server` and `npm run bench` pass in
// package.json for a newsroom's shared server) made a 50-article list 0.5–1 ms faster there, but
// cost the desktop ~25 MB of resident memory for one user (startup bench, server RSS after 100
// list/search/save calls: 399–402 MB with them, 375–382 MB with V8's defaults; goal 400).
export const SERVER_NODE_FLAGS: readonly string[] = [];
