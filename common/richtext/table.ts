// The table element (spec 000 §4 "Table plugin block"; §5 "rows and columns can be added or
// removed, never below 1"). Pure operations over the stored JSON so the dialog, the toolbar
// commands and the tests share one rule.

import { NODE } from './names';
import type { RichTextNode } from './types';

export interface Accentuation {
  top: boolean;
  bottom: boolean;
  left: boolean;
  right: boolean;
}

export interface TableSettings {
  title: string;
  source: string;
  accentuation: Accentuation;
}

/** Top accentuation is on by default (spec 000 §4). */
export const DEFAULT_ACCENTUATION: Accentuation = {
  top: true,
  bottom: false,
  left: false,
  right: false,
};

export const MIN_TABLE_DIMENSION = 1;

export function readAccentuation(value: unknown): Accentuation {
  if (typeof value !== 'object' || value === null) return { ...DEFAULT_ACCENTUATION };
  const o = value as Record<string, unknown>;
  return {
    top: o.top === true,
    bottom: o.bottom === true,
    left: o.left === true,
    right: o.right === true,
  };
}

export function canRemoveRow(rows: number): boolean {
  return rows > MIN_TABLE_DIMENSION;
}

export function canRemoveColumn(columns: number): boolean {
  return columns > MIN_TABLE_DIMENSION;
}

/** A dimension typed or computed by the dialog, kept within 1…max. */
export function clampDimension(n: number, max = 50): number {
  if (!Number.isFinite(n)) return MIN_TABLE_DIMENSION;
  return Math.min(max, Math.max(MIN_TABLE_DIMENSION, Math.trunc(n)));
}

export function emptyCell(): RichTextNode {
  return {
    type: NODE.tableCell,
    attrs: { colspan: 1, rowspan: 1, colwidth: null },
    content: [{ type: NODE.paragraph }],
  };
}

export function createTable(rows: number, columns: number, settings: TableSettings): RichTextNode {
  const r = clampDimension(rows);
  const c = clampDimension(columns);
  return {
    type: NODE.table,
    attrs: {
      title: settings.title,
      source: settings.source,
      accentuation: { ...settings.accentuation },
    },
    content: Array.from({ length: r }, () => ({
      type: NODE.tableRow,
      content: Array.from({ length: c }, emptyCell),
    })),
  };
}

export function tableDimensions(table: RichTextNode): { rows: number; columns: number } {
  const rows = table.content ?? [];
  let columns = 0;
  for (const row of rows) {
    const width = (row.content ?? []).reduce((sum, cell) => sum + spanOf(cell), 0);
    columns = Math.max(columns, width);
  }
  return { rows: rows.length, columns };
}

function spanOf(cell: RichTextNode): number {
  const span = cell.attrs?.colspan;
  return typeof span === 'number' && span > 0 ? span : 1;
}

/**
 * Resizes a table to rows × columns (each at least 1), keeping existing cells and appending or
 * dropping rows and columns at the end. Cells spanning several columns are treated as one column
 * each when trimming, which never leaves a row empty.
 */
export function resizeTable(table: RichTextNode, rows: number, columns: number): RichTextNode {
  const r = clampDimension(rows);
  const c = clampDimension(columns);
  const current = table.content ?? [];
  const resizedRows: RichTextNode[] = [];
  for (let i = 0; i < r; i++) {
    const cells = [...(current[i]?.content ?? [])];
    let width = cells.reduce((sum, cell) => sum + spanOf(cell), 0);
    while (width > c && cells.length > 1) {
      const removed = cells.pop();
      width -= removed ? spanOf(removed) : 0;
    }
    while (width < c) {
      cells.push(emptyCell());
      width += 1;
    }
    resizedRows.push({ type: NODE.tableRow, content: cells });
  }
  return { ...table, content: resizedRows };
}

export function tableSettings(table: RichTextNode): TableSettings {
  const title = table.attrs?.title;
  const source = table.attrs?.source;
  return {
    title: typeof title === 'string' ? title : '',
    source: typeof source === 'string' ? source : '',
    accentuation: readAccentuation(table.attrs?.accentuation),
  };
}
