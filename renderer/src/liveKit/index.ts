// The live kit (issue 39): the newsroom's events and who has what open, as main carries them
// (README "A live newsroom (issue 39, app)"). Editors show presence through the editor kit's
// header; lists through `useListPresence` / `RowPresence` and `useLiveList`.
export { EditorPresence, presenceSentence, type EditorLive } from './EditorPresence';
export { followLive, onLiveEvent, useLiveState } from './liveStore';
export { RowPresence } from './RowPresence';
export { useAnnouncePresence } from './useAnnouncePresence';
export { LockFreedBar, useLockFreed, type LockFreed } from './useLockFreed';
export { useLiveList, type LiveList, type LiveListOptions } from './useLiveList';
export { useListPresence, usePresence } from './usePresence';
