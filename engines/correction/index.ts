// The local French correction engine (issue 33), for the server and main alike.
export { createLocalFrenchEngine } from './createEngine';
export type { LocalEngineOptions, LocalFrenchEngine, Misspelling } from './localEngine';
