// Where a key moves the focus in a data grid (WAI-ARIA Authoring Practices, "Data Grid"): arrows by one cell,
// Home/End to the row's first/last cell, Ctrl+Home/Ctrl+End to the grid's first/last cell, PageUp/PageDown by
// a page of rows. Movement stops at the edges (no wrapping), as the pattern asks.

export interface Cell {
  row: number;
  col: number;
}

export interface GridShape {
  rows: number;
  cols: number;
  /** Rows PageUp/PageDown move by. */
  pageRows: number;
}

export interface GridKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const clamp = (n: number, max: number) => Math.min(Math.max(n, 0), Math.max(max - 1, 0));

/** The cell the key moves to, or null when the key is not a grid movement key. */
export function moveCell(at: Cell, e: GridKey, shape: GridShape): Cell | null {
  const ctrl = !!(e.ctrlKey || e.metaKey);
  const row = (r: number) => clamp(r, shape.rows);
  const col = (c: number) => clamp(c, shape.cols);
  switch (e.key) {
    case 'ArrowRight':
      return { row: at.row, col: col(at.col + 1) };
    case 'ArrowLeft':
      return { row: at.row, col: col(at.col - 1) };
    case 'ArrowDown':
      return { row: row(at.row + 1), col: at.col };
    case 'ArrowUp':
      return { row: row(at.row - 1), col: at.col };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrl ? { row: row(shape.rows - 1), col: col(shape.cols - 1) } : { row: at.row, col: col(shape.cols - 1) };
    case 'PageDown':
      return { row: row(at.row + shape.pageRows), col: at.col };
    case 'PageUp':
      return { row: row(at.row - shape.pageRows), col: at.col };
    default:
      return null;
  }
}
