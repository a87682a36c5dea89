/**
 * What a job page says about a job beyond its text: its salary in words and when it closes. No zod
 * here (job.ts has the schemas and re-exports these), so the site's job and post pages can use it
 * without building the contract's schemas while they hydrate.
 */
export const SALARY_UNITS = ['HOUR', 'MONTH', 'YEAR'] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];
export const SALARY_UNIT_LABELS: Record<SalaryUnit, string> = {
  HOUR: 'per hour',
  MONTH: 'per month',
  YEAR: 'per year',
};

export const JOB_CLOSED_MESSAGE = 'This position is closed: applications are no longer accepted.';

/** The moment a job with this closing date stops taking applications. */
export const closesAt = (date: string) => new Date(`${date}T23:59:59.999Z`);

/** "USD 120,000–150,000 per year" */
export function formatSalary(salary: {
  currency: string;
  min: number;
  max: number;
  unit: SalaryUnit;
}): string {
  const n = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 2 });
  const range = salary.min === salary.max ? n(salary.min) : `${n(salary.min)}–${n(salary.max)}`;
  return `${salary.currency} ${range} ${SALARY_UNIT_LABELS[salary.unit]}`;
}
