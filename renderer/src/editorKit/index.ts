// The editor kit (DESIGN.md "Content types plug into shared machinery"): what every content
// editor (articles and videos, slideshows, pages, cards, orphan pages, lives) reuses. See the
// README section "The article and video editor" for how a new content type plugs in.
export { ActionsMenu, ACTIONS_MENU_LABEL, type EditorAction } from './ActionsMenu';
export { apiErrorOf, type ApiError, type ApiErrorCode } from './apiError';
export { ConfirmDialog } from './ConfirmDialog';
export { ConflictDialog } from './ConflictDialog';
export {
  ContentEditorHeader,
  EditorHeader,
  type ContentEditorHeaderProps,
  type EditorHeaderProps,
} from './EditorHeader';
export type { EditorLive } from '../liveKit/EditorPresence';
export {
  DRAWER_TOGGLE_LABEL,
  DrawerSection,
  DrawerToggle,
  EditorLayout,
  useDrawerOpen,
  type EditorLayoutProps,
} from './EditorLayout';
export { EditorMessages } from './EditorMessages';
export { messagesOutside, refusedSaveErrors, withoutEdited, type FieldErrors } from './fieldErrors';
export { StatusDateDialog } from './StatusDateDialog';
export { StatusMenu, type StatusMenuProps } from './StatusMenu';
export { statusLabel, statusMenuItems, type StatusMenuItem } from './statusMenuModel';
export {
  useContentEditor,
  type ContentEditor,
  type ContentEditorAdapter,
  type ContentEditorOptions,
} from './useContentEditor';
export {
  LOCK_RETAIN_INTERVAL_MS,
  useContentLock,
  type ContentLock,
  type LockCalls,
  type LockLostWhen,
} from './useContentLock';
export { LockHandOff } from './LockHandOff';
export { LockTakenOverNotice } from './LockTakenOverNotice';
export { NewDraftRedirect, useNewDraftId } from './newDraftRoute';
export { TransitionMenu, type TransitionMenuProps } from './TransitionMenu';
export { useSaveShortcut } from './useSaveShortcut';
export { useStatusChange, type StatusChange, type StatusChangeOptions } from './useStatusChange';
export { useUnsavedChangesGuard, type UnsavedChangesGuardOptions } from './useUnsavedChangesGuard';
