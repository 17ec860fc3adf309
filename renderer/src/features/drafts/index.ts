export { useLocalDraft, LOCAL_DRAFT_DELAY_MS, type LocalDraft, type RestoredDraft, type DraftValue } from './useLocalDraft';
export { SaveStatus, SAVE_STATUS_LABELS, type SaveStatusProps } from './SaveStatus';
