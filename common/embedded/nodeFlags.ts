// Node options for every server process (the embedded server under Electron or the browser host;
// `npm run server` and `npm run bench` pass the same in package.json). A request builds many
// short-lived objects (rows, JSON, the GraphQL result): with 32 MB semi-spaces instead of V8's
// 16 MB the young-generation collector runs half as often; a 50-article list measured 0.5–1 ms
// faster at p50 on this 2-core machine.
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
