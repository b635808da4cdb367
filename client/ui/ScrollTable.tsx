type Props = {
  /** Column headings; with `rowHeads`, the first heading stands over the row headings (may be empty). */
  columns: readonly string[]
  /** Cells row by row; with `rowHeads`, each row's first cell is its heading. */
  rows: readonly (readonly string[])[]
  rowHeads?: boolean
  /** Classes of the scrolling box and of the table, from the block that draws it. */
  boxClass: string
  tableClass: string
}

/**
 * A table of terms or figures that scrolls sideways on a narrow phone. The box takes the keyboard's focus so it
 * can be scrolled without a pointer, and the back swipe leaves it alone.
 */
export function ScrollTable({ columns, rows, rowHeads = false, boxClass, tableClass }: Props) {
  return (
    <div className={boxClass} data-no-back-swipe="" tabIndex={0}>
      <table className={tableClass}>
        <thead>
          <tr>
            {columns.map((column, i) =>
              rowHeads && i === 0 && column === '' ? (
                <td key={i} />
              ) : (
                <th key={i} scope="col">
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, i) =>
                rowHeads && i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
