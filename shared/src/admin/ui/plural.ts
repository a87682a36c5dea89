/**
 * A whole number with US thousands separators ("4,312"), as `toLocaleString('en-US')` writes it,
 * without loading the browser's locale data for it (see format-date.ts).
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return count < 0 ? `-${digits}` : digits;
}

/** "1 application", "2 applications", "1,204 e-mails": a count with its noun in the right number. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}
