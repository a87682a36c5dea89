/**
 * The dashboard's one list table: columns declared once per list (header, cell, class), rendered
 * through TanStack Table's headless row and column model, so that what lists need next (row
 * selection for bulk actions, sorting, column visibility) comes from the library, not each list.
 */
import type { ReactNode } from 'react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnDefTemplate,
} from '@tanstack/react-table';

export interface ListColumn<T> {
  id: string;
  /** The column's name; shown, or read to screen readers only with `hideHeader`. */
  header: string;
  hideHeader?: boolean;
  /** The cell's class (`admin-nowrap`, `admin-table__wide`, …). */
  className?: string;
  cell: (item: T) => ReactNode;
}

interface ColumnMeta {
  className?: string | undefined;
}

function toColumnDef<T>(column: ListColumn<T>): ColumnDef<T> {
  const meta: ColumnMeta = { className: column.className };
  return {
    id: column.id,
    header: () =>
      column.hideHeader ? (
        <span className="admin-visually-hidden">{column.header}</span>
      ) : (
        column.header
      ),
    cell: ({ row }) => column.cell(row.original),
    meta,
  };
}

/**
 * A header or cell, called in place. Not `flexRender`: it mounts a function as a component, and
 * the lists declare their columns afresh on every render, so every cell would be a new component
 * type each time and be rebuilt: the status select just changed would lose focus, an opened
 * message would close, whenever anything in the list changed.
 */
function render<C extends object>(
  template: ColumnDefTemplate<C> | undefined,
  context: C,
): ReactNode {
  return typeof template === 'function' ? (template(context) as ReactNode) : template;
}

export function DataTable<T extends { _id: string }>({
  columns,
  rows,
  rowTestId,
}: {
  columns: ReadonlyArray<ListColumn<T>>;
  rows: T[];
  /** `data-testid` of each row. */
  rowTestId: string;
}) {
  const table = useReactTable({
    data: rows,
    columns: columns.map(toColumnDef),
    getCoreRowModel: getCoreRowModel(),
    getRowId: (item) => item._id,
  });
  return (
    <table className="admin-table">
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col">
                {render(header.column.columnDef.header, header.getContext())}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} data-testid={rowTestId}>
            {row.getVisibleCells().map((cell) => (
              <td
                key={cell.id}
                className={(cell.column.columnDef.meta as ColumnMeta | undefined)?.className}
              >
                {render(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
