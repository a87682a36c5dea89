/** The request's body, query and id parameters, parsed with the contract's schemas (400 or 404). */
import type { Context } from 'koa';
import type { z } from 'zod';
import { badRequest, notFound } from '../http/http-errors';
import { isUuid, parse } from '../http/parse';

export { isUuid, parse };

/** The request's body, which must be an object (JSON or a form). */
export function objectBody(ctx: Context): Record<string, unknown> {
  const body = ctx.request.body;
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Expected a JSON object body');
  }
  return body as Record<string, unknown>;
}

export function parseBody<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  return parse(schema, objectBody(ctx));
}

export function parseQuery<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  // Repeated parameters: the last one wins, like most frameworks.
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ctx.query)) {
    query[key] = Array.isArray(value) ? value[value.length - 1] : value;
  }
  return parse(schema, query);
}

/** A path id that is not a UUID cannot exist: answer the same 404 as an unknown one. */
export function idParam(
  ctx: { params?: Record<string, string | undefined> },
  message: string,
  name = 'id',
): string {
  const value = ctx.params?.[name];
  if (!isUuid(value)) throw notFound(message);
  return value.toLowerCase();
}
