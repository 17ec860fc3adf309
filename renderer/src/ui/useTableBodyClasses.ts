// Fluent's own classes for the body rows and cells of a native (<table>) Fluent Table, to put on
// plain <tr> and <td> elements. A long virtualised list mounts rows at every few wheel steps: each
// Fluent TableRow sets up two focus polyfills (focus-visible, focus-within) and reads two contexts,
// each TableCell its context and style hooks — most of a row's cost for what is, in the page, a
// <tr> and <td>s with these classes. The FluentProvider's own focus-visible polyfill still marks a
// row focused from the keyboard, so the classes' focus outline shows as on a TableRow.
import {
  useTableCellStyles_unstable,
  useTableRowStyles_unstable,
  type TableCellState,
  type TableRowState,
} from '@fluentui/react-components';

export interface TableBodyClasses {
  /** A body row's classes (border, hover and pressed backgrounds, focus outline). */
  row: string;
  /** A cell's classes (padding, height, vertical alignment). */
  cell: string;
}

/** The classes of a medium Table's body TableRow and TableCell, computed once per render. */
export function useTableBodyClasses(): TableBodyClasses {
  // The style hooks only read these fields of the state and write root.className.
  const row = useTableRowStyles_unstable({
    root: {},
    size: 'medium',
    noNativeElements: false,
    appearance: 'none',
    isHeaderRow: false,
  } as unknown as TableRowState);
  const cell = useTableCellStyles_unstable({
    root: {},
    size: 'medium',
    noNativeElements: false,
  } as unknown as TableCellState);
  return { row: row.root.className ?? '', cell: cell.root.className ?? '' };
}
