// Imported first by the server's entry points. graphql-js reads NODE_ENV once, when it loads:
// outside 'production' it double-checks every instanceof against copies of itself from another
// realm, a development aid that costs about 0.25 ms of CPU per 50-article list. A server run
// always gets the production path unless NODE_ENV says otherwise.
process.env.NODE_ENV ??= 'production';
export {};
