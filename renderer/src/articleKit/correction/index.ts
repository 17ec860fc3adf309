// « Correction - Prolexis » (issue 33): the dialog and what editors need to open it.
export {
  CorrectionDialog,
  CORRECTION_LABELS,
  type CorrectionDialogProps,
} from './CorrectionDialog';
export { ERROR_LABELS } from './CorrectionErrorList';
export { TextsCorrectionDialog, type TextsCorrectionDialogProps } from './TextsCorrectionDialog';
export {
  applyCorrection,
  dialogSegmentsOf,
  fieldsOf,
  type CorrectableTexts,
  type CorrectionTarget,
} from './correctionTexts';
export type { CorrectionContent } from './useCorrectionSession';
