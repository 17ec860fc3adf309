export {
  useLocalDraft,
  LOCAL_DRAFT_DELAY_MS,
  type LocalDraft,
  type RestoredDraft,
  type DraftValue,
  type DraftProblem,
} from './useLocalDraft';
export { SaveStatus, SAVE_STATUS_LABELS, type SaveStatusProps } from './SaveStatus';
export {
  RestoreDraftDialog,
  RESTORE_DRAFT_LABELS,
  restoreDraftSentences,
  type RestoreDraftDialogProps,
} from './RestoreDraftDialog';
export { sameDraftValue } from './sameDraftValue';
