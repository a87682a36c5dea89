// First: before this module builds a schema (see browser-zod.ts).
import './browser-zod';
import { z } from 'zod';

/** Every error the API answers: `{ message, errors?: { field: message } }`. */
export const apiErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
