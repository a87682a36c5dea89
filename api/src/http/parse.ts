/** zod → typed input, or a 400 whose `errors` come from the contract's fieldErrors(). */
import type { z } from 'zod';
import { fieldErrors } from '@northbeam/shared/contract/fields';
import { badRequest } from './http-errors';

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const first = Object.values(errors)[0] ?? 'Invalid input';
  throw badRequest(first, errors);
}
