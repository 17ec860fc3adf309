// Between an editor's fields and the correction dialog (issue 33): the dialog's texts at opening,
// and its corrected texts written back — into the live lead and body editors as one undoable
// transaction each (editor/correctionCommands), else into the stored documents; the title as a
// plain field change. Nothing is saved here: the editor saves as for any other edit.
import type { EditorView } from 'prosemirror-view';
import {
  TITLE_KEY,
  applySegments,
  docSegments,
  fieldOfSegment,
  type RichTextField,
} from '../../../../common/correction/segments';
import type { CorrectionField, CorrectionSegment } from '../../../../common/correction/types';
import type { RichTextDoc } from '../../../../common/richtext';
import { applyCorrectedTexts } from '../../editor/correctionCommands';

export interface CorrectableTexts {
  title?: string;
  lead?: RichTextDoc | null;
  body?: RichTextDoc | null;
}

/** The dialog's texts: the title (even empty: it is required), then the lead's and body's blocks. */
export function dialogSegmentsOf(texts: CorrectableTexts): CorrectionSegment[] {
  return [
    ...(texts.title !== undefined ? [{ key: TITLE_KEY, text: texts.title }] : []),
    ...(texts.lead !== undefined ? docSegments('lead', texts.lead) : []),
    ...(texts.body !== undefined ? docSegments('body', texts.body) : []),
  ];
}

/** The fields a content offers the dialog (those its texts have). */
export function fieldsOf(texts: CorrectableTexts): CorrectionField[] {
  return (['title', 'lead', 'body'] as const).filter((field) => texts[field] !== undefined);
}

function textsOfField(segments: readonly CorrectionSegment[], field: CorrectionField) {
  return new Map(
    segments.filter((s) => fieldOfSegment(s.key) === field).map((s) => [s.key, s.text]),
  );
}

export interface CorrectionTarget {
  texts: CorrectableTexts;
  /** The live editors, when mounted: the change goes through them (one undo step each). */
  views: Partial<Record<RichTextField, EditorView | null>>;
  /** A field change of the form (the title, or a document when no editor is mounted). */
  update: (change: CorrectableTexts) => void;
}

/** Writes the dialog's texts back into the editor's fields; only what changed is touched. */
export function applyCorrection(segments: readonly CorrectionSegment[], target: CorrectionTarget) {
  const change: CorrectableTexts = {};
  const title = textsOfField(segments, 'title').get(TITLE_KEY);
  if (title !== undefined && title !== target.texts.title) change.title = title;
  for (const field of ['lead', 'body'] as const) {
    const doc = target.texts[field];
    if (doc === undefined || doc === null) continue;
    const texts = textsOfField(segments, field);
    const view = target.views[field];
    if (view) applyCorrectedTexts(field, texts)(view.state, view.dispatch);
    else {
      const next = applySegments(field, doc, texts);
      if (next !== doc) change[field] = next;
    }
  }
  if (Object.keys(change).length > 0) target.update(change);
}
