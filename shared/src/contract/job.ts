import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { DEFAULT_JOB_TYPE, JOB_TYPES, LIMITS } from './constants';
import { formBoolean, requiredText } from './fields';

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

/** POST /api/careers and PUT /api/careers/{id} */
export const jobInput = z.object({
  title: requiredText('Title', LIMITS.jobTitle),
  description: requiredText('Description', LIMITS.jobDescription),
  requirements: requirementsField,
  location: requiredText('Location', LIMITS.location),
  type: jobType.default(DEFAULT_JOB_TYPE),
  isActive: formBoolean.default(true),
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
});
export type Job = z.infer<typeof job>;
