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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are UUIDs: anything else names nothing (and must not reach a uuid column). */
export const isUuid = (value: string | undefined): value is string => !!value && UUID.test(value);
