/** CSV exports: RFC 4180 cells, streamed, safe to open in a spreadsheet. */
import { Readable } from 'node:stream';
import type { Context } from 'koa';

/**
 * One CSV cell: always quoted (RFC 4180). A cell a spreadsheet would read as a formula
 * (= + - @, tab, carriage return) gets a leading single quote, so opening the export runs nothing.
 */
export function csvCell(value: unknown): string {
  let text =
    value == null
      ? ''
      : typeof value === 'string'
        ? value
        : value instanceof Date
          ? value.toISOString()
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Answers a CSV file streamed from `rows` (no-store; a dated file name). */
export function sendCsv(
  ctx: Context,
  name: string,
  header: readonly string[],
  rows: AsyncIterable<unknown[]>,
) {
  async function* lines() {
    yield csvLine([...header]);
    for await (const row of rows) yield csvLine(row);
  }
  const day = new Date().toISOString().slice(0, 10);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Content-Disposition', `attachment; filename="${name}-${day}.csv"`);
  ctx.body = Readable.from(lines());
}
