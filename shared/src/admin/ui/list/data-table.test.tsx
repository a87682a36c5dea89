// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type ListColumn } from './data-table';

afterEach(cleanup);

interface Person {
  _id: string;
  name: string;
  note: string;
}

const PEOPLE: Person[] = [
  { _id: 'p1', name: 'Ada', note: 'First programmer' },
  { _id: 'p2', name: 'Grace', note: 'COBOL' },
];

/** A list as the dashboard's are: columns declared afresh on every render, state above them. */
function People({ rows = PEOPLE }: { rows?: Person[] }) {
  const [starred, setStarred] = useState<ReadonlySet<string>>(new Set());
  const columns: Array<ListColumn<Person>> = [
    { id: 'name', header: 'Name', className: 'admin-strong', cell: (p) => p.name },
    {
      id: 'note',
      header: 'Note',
      cell: (p) => (
        <details>
          <summary>{`About ${p.name}`}</summary>
          {p.note}
        </details>
      ),
    },
    {
      id: 'star',
      header: 'Star',
      hideHeader: true,
      cell: (p) => (
        <button
          type="button"
          aria-pressed={starred.has(p._id)}
          onClick={() => setStarred((s) => new Set(s).add(p._id))}
        >
          {`Star ${p.name}`}
        </button>
      ),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowTestId="person-row" />;
}

describe('DataTable', () => {
  it('shows a row per item under the column headers, with the cells of each column', () => {
    render(<People />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Note', 'Star']);
    // A hidden header is still the column's name for screen readers.
    expect(headers[2]!.querySelector('.admin-visually-hidden')!.textContent).toBe('Star');
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);

    const rows = screen.getAllByTestId('person-row');
    expect(rows).toHaveLength(2);
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Grace', 'About GraceCOBOL', 'Star Grace']);
    expect(cells[0]!.className).toBe('admin-strong');
  });

  it('shows the headers alone when there is nothing to list', () => {
    render(<People rows={[]} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.queryAllByTestId('person-row')).toEqual([]);
  });

  it('keeps its cells when the list re-renders: focus and opened details stay', async () => {
    const user = userEvent.setup();
    render(<People />);
    await user.click(screen.getByText('About Ada'));
    const details = screen.getByText('About Ada').closest('details')!;
    expect(details.open).toBe(true);

    // A change in the list's state re-renders every row with new column declarations.
    const star = screen.getByRole('button', { name: 'Star Grace' });
    await user.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(star.isConnected).toBe(true);
    expect(document.activeElement).toBe(star);
    expect(details.isConnected).toBe(true);
    expect(details.open).toBe(true);
  });
});
