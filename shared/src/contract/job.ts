import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { DEFAULT_JOB_TYPE, JOB_TYPES, LIMITS } from './constants';
import { formBoolean, requiredLine, requiredText } from './fields';
import { SALARY_UNITS } from './job-terms';
import { jobOrderFields } from './job-order';

export {
  closesAt,
  formatSalary,
  JOB_CLOSED_MESSAGE,
  SALARY_UNIT_LABELS,
  SALARY_UNITS,
  type SalaryUnit,
} from './job-terms';

export const jobType = z.enum(JOB_TYPES, { error: `Type must be one of: ${JOB_TYPES.join(', ')}` });

/** Requirements arrive as a list (or as text, one per line); blank lines are dropped. */
export const requirementsField = z.preprocess(
  (value) => {
    const list = typeof value === 'string' ? value.split(/\r?\n/) : value;
    return Array.isArray(list)
      ? list
          .map((item) => (typeof item === 'string' ? item.trim() : item))
          .filter((item) => item !== '')
      : list;
  },
  z
    .array(
      z.string({ error: 'Each requirement must be text' }).max(LIMITS.requirement, {
        error: `Each requirement must be at most ${LIMITS.requirement} characters`,
      }),
      { error: 'Requirements are required' },
    )
    .min(1, { error: 'Requirements are required' })
    .max(LIMITS.requirements, { error: `At most ${LIMITS.requirements} requirements` }),
);

/** Splits the job form's requirements textarea into the list the API takes. */
export function splitRequirements(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const amount = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} must be 0 or more` })
    .max(100_000_000, { error: `${label} is too large` });

/** An optional salary range (Google for Jobs' baseSalary). */
export const salaryRange = z
  .object({
    currency: z
      .string({ error: 'Currency is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { error: 'Currency must be a 3-letter code such as USD' }),
    min: amount('Minimum salary'),
    max: amount('Maximum salary'),
    unit: z.enum(SALARY_UNITS, { error: 'Salary is per hour, month or year' }),
  })
  .refine((s) => s.min <= s.max, {
    error: 'Maximum salary must be at least the minimum',
    path: ['max'],
  });
export type SalaryRange = z.infer<typeof salaryRange>;

/** `YYYY-MM-DD`: applications are taken until the end of that day (UTC). */
export const closingDate = z.iso.date({ error: 'Closing date must be a date (YYYY-MM-DD)' });

/** POST /api/careers and PUT /api/careers/{id} */
export const jobInput = z.object({
  title: requiredLine('Title', LIMITS.jobTitle),
  description: requiredText('Description', LIMITS.jobDescription),
  requirements: requirementsField,
  location: requiredLine('Location', LIMITS.location),
  type: jobType.default(DEFAULT_JOB_TYPE),
  isActive: formBoolean.default(true),
  /** Optional; null or absent: not shown. */
  salary: salaryRange.nullable().optional(),
  /** Optional; null, '' or absent: open until deactivated. */
  closingDate: z.preprocess((v) => (v === '' ? null : v), closingDate.nullable().optional()),
  /** A job order's (issue 34), all optional: the spec's job form sends none. */
  ...jobOrderFields,
});
export type JobInput = z.input<typeof jobInput>;

export const job = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  location: z.string(),
  type: jobType,
  isActive: z.boolean(),
  postedDate: z.string(),
  salary: salaryRange.nullable().optional(),
  closingDate: z.string().nullable().optional(),
  /** Past its closing date: the page says so and takes no applications. */
  closed: z.boolean().optional(),
  /** The client it is for, when it is a job order whose client may be named (never if confidential). */
  clientName: z.string().optional(),
  /** For the team only: the job order's client, openings and whether it is confidential. */
  clientId: z.string().nullable().optional(),
  openings: z.number().nullable().optional(),
  confidential: z.boolean().optional(),
});
export type Job = z.infer<typeof job>;
