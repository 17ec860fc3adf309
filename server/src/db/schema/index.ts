// Drizzle table definitions, one file per area. The SQL that creates them lives in
// ../migrations (hand-written, applied in order on PGlite and PostgreSQL alike).
export * from './accounts';
export * from './jobs';
export * from './media';
export * from './pushes';
export * from './recipes';
export * from './segments';
export * from './settings';
export * from './content';
export * from './throttle';
export * from './pages';
export * from './cards';
export * from './orphanPages';
export * from './lives';
export * from './receipts';
export * from './videos';
export * from './correction';
export * from './ai';
export * from './aiProcesses';
export * from './print';
export * from './live';
