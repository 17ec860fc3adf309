// Table plugin minimums (000 §4, 001 §9): rows and columns never go below 1, validation is
// disabled when there are none; the top edge is accentuated by default.
import { LIMITS } from '../limits';

export const DEFAULT_TABLE_ACCENTUATION = {
  top: true,
  bottom: false,
  left: false,
  right: false,
} as const;

export function canRemoveTableRow(rows: number): boolean {
  return rows > LIMITS.table.minRows;
}
export function canRemoveTableColumn(columns: number): boolean {
  return columns > LIMITS.table.minColumns;
}
export function canValidateTable(rows: number, columns: number): boolean {
  return rows >= LIMITS.table.minRows && columns >= LIMITS.table.minColumns;
}
