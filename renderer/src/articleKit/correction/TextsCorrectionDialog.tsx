// The correction dialog over an editor's texts (issue 33): what an editor mounts when its
// « Correction » is chosen. The texts are read once, at opening (the dialog is modal: nothing else
// edits them meanwhile); « Appliquer » writes the corrected ones back (correctionTexts.ts).
import { useState } from 'react';
import { CorrectionDialog } from './CorrectionDialog';
import {
  applyCorrection,
  dialogSegmentsOf,
  fieldsOf,
  type CorrectableTexts,
  type CorrectionTarget,
} from './correctionTexts';
import type { CorrectionContent } from './useCorrectionSession';

export interface TextsCorrectionDialogProps {
  content: CorrectionContent;
  /** Reads the editor's texts now (the live editors' documents, not a debounced copy). */
  readTexts: () => CorrectableTexts;
  views: CorrectionTarget['views'];
  update: CorrectionTarget['update'];
  onClose: () => void;
}

export function TextsCorrectionDialog(props: TextsCorrectionDialogProps) {
  const { content, readTexts, views, update, onClose } = props;
  const [texts] = useState(readTexts);
  const [segments] = useState(() => dialogSegmentsOf(texts));
  return (
    <CorrectionDialog
      content={content}
      segments={segments}
      fields={fieldsOf(texts)}
      onApply={(corrected) => {
        applyCorrection(corrected, { texts, views, update });
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
