/**
 * The dashboard's one list table: columns declared once per list (header, cell, class), rendered
 * through TanStack Table's headless row and column model, so that what lists need next (row
 * selection for bulk actions, sorting, column visibility) comes from the library, not each list.
 * On a phone the same rows and cells are laid out as cards (one per row; each column says where
 * it goes on the card), so nothing is declared twice and nothing scrolls sideways.
 */
import type { ReactNode } from 'react';
import {
  getCoreRowModel,
  useReactTable,
  type Cell,
  type ColumnDef,
  type ColumnDefTemplate,
} from '@tanstack/react-table';
import { usePhoneLayout } from '../use-media-query';

/**
 * Where a column's cell goes on a phone's card: `title` (the first line, bold: the name and its
 * link), `line` (a line of its own without a label: what it is about), `field` (its header as a
 * label, then the cell: the default), `actions` (the buttons at the card's foot), `select` (the
 * selection box beside the title) or `hidden` (left to the item's own page).
 */
export type CardPlace = 'title' | 'line' | 'field' | 'actions' | 'select' | 'hidden';

export interface ListColumn<T> {
  id: string;
  /** The column's name; shown, or read to screen readers only with `hideHeader`. */
  header: string;
  hideHeader?: boolean;
  /** The cell's class (`admin-nowrap`, `admin-table__wide`, …). */
  className?: string;
  cell: (item: T) => ReactNode;
  /** Its place on a phone's card (`field` unless said). */
  card?: CardPlace;
  /** What the card shows instead of `cell` (a date as its age). */
  cardCell?: (item: T) => ReactNode;
}

interface ColumnMeta {
  className?: string | undefined;
  header: string;
  card: CardPlace;
  cardCell?: ((item: never) => ReactNode) | undefined;
}

function toColumnDef<T>(column: ListColumn<T>): ColumnDef<T> {
  const meta: ColumnMeta = {
    className: column.className,
    header: column.header,
    card: column.card ?? 'field',
    cardCell: column.cardCell as ColumnMeta['cardCell'],
  };
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
function renderTemplate<C extends object>(
  template: ColumnDefTemplate<C> | undefined,
  context: C,
): ReactNode {
  return typeof template === 'function' ? (template(context) as ReactNode) : template;
}

const metaOf = <T,>(cell: Cell<T, unknown>) => cell.column.columnDef.meta as ColumnMeta;
const render = <T,>(cell: Cell<T, unknown>) =>
  renderTemplate(cell.column.columnDef.cell, cell.getContext());
/** A cell as its card shows it. */
const renderOnCard = <T,>(cell: Cell<T, unknown>) => {
  const own = metaOf(cell).cardCell as ((item: T) => ReactNode) | undefined;
  return own ? own(cell.row.original) : render(cell);
};

export function DataTable<T extends { _id: string }>({
  columns,
  rows,
  rowTestId,
}: {
  columns: ReadonlyArray<ListColumn<T>>;
  rows: T[];
  /** `data-testid` of each row (a table row, or a card on a phone). */
  rowTestId: string;
}) {
  const phone = usePhoneLayout();
  const table = useReactTable({
    data: rows,
    columns: columns.map(toColumnDef),
    getCoreRowModel: getCoreRowModel(),
    getRowId: (item) => item._id,
  });

  if (phone) {
    return (
      <ul className="admin-cardlist">
        {table.getRowModel().rows.map((row) => {
          const cells = row.getVisibleCells();
          const at = (place: CardPlace) => cells.filter((cell) => metaOf(cell).card === place);
          const actions = at('actions');
          return (
            <li key={row.id} className="admin-cardlist__card" data-testid={rowTestId}>
              <div className="admin-cardlist__head">
                {at('select').map((cell) => (
                  <div key={cell.id} className="admin-cardlist__select">
                    {renderOnCard(cell)}
                  </div>
                ))}
                <div className="admin-cardlist__title">
                  {at('title').map((cell) => (
                    <div key={cell.id}>{renderOnCard(cell)}</div>
                  ))}
                </div>
              </div>
              {cells.map((cell) => {
                const meta = metaOf(cell);
                if (meta.card === 'line') {
                  return (
                    <div key={cell.id} className="admin-cardlist__line">
                      {renderOnCard(cell)}
                    </div>
                  );
                }
                if (meta.card !== 'field') return null;
                return (
                  <div key={cell.id} className="admin-cardlist__field">
                    <span className="admin-cardlist__label">{meta.header}</span>
                    <div className="admin-cardlist__value">{renderOnCard(cell)}</div>
                  </div>
                );
              })}
              {actions.length > 0 && (
                <div className="admin-cardlist__actions">
                  {actions.map((cell) => (
                    <div key={cell.id}>{renderOnCard(cell)}</div>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <table className="admin-table">
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col">
                {renderTemplate(header.column.columnDef.header, header.getContext())}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} data-testid={rowTestId}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={metaOf(cell).className}>
                {render(cell)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
