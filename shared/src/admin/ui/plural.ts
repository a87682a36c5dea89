/** "1 application", "2 applications", "1,204 e-mails": a count with its noun in the right number. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : pluralForm}`;
}
