// The route table lives in common/ (common/domain/routeTable.ts) so that main checks deep links
// against the same definitions the router mounts; the renderer's imports stay as they were.
export * from '../../../common/domain/routeTable';
