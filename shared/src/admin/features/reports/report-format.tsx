/** What the three reports share: how numbers read, the headline figures, a CSV file's name. */
import type { ReactNode } from 'react';
import type { ReportRange } from '../../../contract/reports';

export const pct = (n: number | null) => (n === null ? '—' : `${Math.round(n * 100)}%`);
export const rate = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)}%` : '—';
export const days = (n: number | null) => (n === null ? '—' : `${n} days`);
export const hours = (n: number | null) => (n === null ? '—' : `${n} h`);
export const change = (now: number, before: number) =>
  before === 0
    ? now === 0
      ? ''
      : ' (new)'
    : ` (${now >= before ? '+' : ''}${Math.round(((now - before) / before) * 100)}%)`;

export function Headline({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="report-headline">
      {items.map(([label, value]) => (
        <div key={label} className="report-headline__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const fileOf = (range: ReportRange, name: string) => `${name}-${range.from}-to-${range.to}`;
