/**
 * The dashboard's one list table: columns declared once per list (header, cell, class), rendered
 * through TanStack Table's headless row and column model, so that what lists need next (row
 * selection for bulk actions, sorting, column visibility) comes from the library, not each list.
 */
import type { ReactNode } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';

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
                {flexRender(header.column.columnDef.header, header.getContext())}
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
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
