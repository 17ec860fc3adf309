// The comparison of two versions of a content, field by field, as words (the `diff` package's
// diffWords): each side shows its own words, those the other side does not have marked.
import { diffWords } from 'diff';

export interface ComparedField {
  label: string;
  mine: string;
  theirs: string;
}

export interface DiffPiece {
  text: string;
  /** Only on this side (added by this version, or missing from the other). */
  changed: boolean;
}

export interface FieldComparison {
  label: string;
  same: boolean;
  mine: DiffPiece[];
  theirs: DiffPiece[];
}

export function compareField({ label, mine, theirs }: ComparedField): FieldComparison {
  const parts = diffWords(theirs, mine);
  return {
    label,
    same: parts.every((part) => !part.added && !part.removed),
    mine: parts.filter((p) => !p.removed).map((p) => ({ text: p.value, changed: p.added })),
    theirs: parts.filter((p) => !p.added).map((p) => ({ text: p.value, changed: p.removed })),
  };
}
