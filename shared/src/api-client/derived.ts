/**
 * A client derived from a route table: the same shape as the table, a typed function per route.
 * `api.applications.updateStatus({ params: { id }, body: { status } })` sends the route's method
 * and path, with the body and query its declaration types (a wrong field is a compile error), and
 * answers its checked output; a list route answers a page (its items and `X-Total-Count`). No
 * method is written by hand: a route added to the table is a call of the client.
 *
 * Left out: routes whose answer is a file (an `href`, not a call) and bodies that only the outside
 * sends (`raw` e-mail, a mail client's `form` unsubscribe).
 */
import type { z } from 'zod';
import type { Page } from '../contract/pagination';
import type { Answer, ParamsOf, RouteDef } from '../contract/route-def';
import { isShape, pathWith, type RouteShape, type ShapeTable } from '../contract/route-shape';
import type * as CallChecks from './call';
import type { ApiRequest, FilePart, RequestBody, Transport } from './transport';

/** The answer checks (call.ts), loaded with the schemas. */
type CallModule = typeof CallChecks;

export interface RouteTable {
  readonly [key: string]: RouteDef | RouteTable;
}

type Schema<S> = S extends z.ZodType ? S : never;

type ParamsPart<R extends RouteDef> = [keyof ParamsOf<R>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<R> };

type QueryPart<R extends RouteDef> = R['query'] extends z.ZodType
  ? object extends z.input<Schema<R['query']>>
    ? { query?: z.input<Schema<R['query']>> }
    : { query: z.input<Schema<R['query']>> }
  : { query?: undefined };

/**
 * JSON routes take `body`; multipart routes take their text fields as `body` and their files as
 * `files`, or a JSON `json` where the route also takes one (a post's Publish/Unpublish).
 */
type BodyPart<R extends RouteDef> = R['input'] extends z.ZodType
  ? R['body'] extends 'multipart'
    ? | {
          body: z.input<Schema<R['input']>>;
          files?: Record<string, FilePart | undefined>;
          json?: undefined;
        }
      | { json: z.input<Schema<R['input']>>; body?: undefined; files?: undefined }
    : { body: z.input<Schema<R['input']>> }
  : R['body'] extends 'multipart'
    ? { files: Record<string, FilePart | undefined>; body?: undefined }
    : { body?: undefined };

export type RouteOptions<R extends RouteDef> = ParamsPart<R> &
  QueryPart<R> &
  BodyPart<R> & {
    /** `If-Match`: write only over this version (a stale one answers 409). */
    ifMatch?: string | undefined;
  };

type Item<R extends RouteDef> = R['output'] extends z.ZodType ? z.output<R['output']> : never;

export type RouteResult<R extends RouteDef> = R['list'] extends true ? Page<Item<R>> : Answer<R>;

export type RouteCall<R extends RouteDef> =
  object extends RouteOptions<R>
    ? (options?: RouteOptions<R>) => Promise<RouteResult<R>>
    : (options: RouteOptions<R>) => Promise<RouteResult<R>>;

/** Whether the client calls a route (files are links; raw and form bodies come from outside). */
type Callable<R> = R extends RouteDef
  ? R['file'] extends true
    ? false
    : R['body'] extends 'raw' | 'form'
      ? false
      : true
  : true;

export type DerivedClient<T extends RouteTable> = {
  readonly [K in keyof T as Callable<T[K]> extends true ? K : never]: T[K] extends RouteDef
    ? RouteCall<T[K]>
    : T[K] extends RouteTable
      ? DerivedClient<T[K]>
      : never;
};

/** A multipart text field: arrays (a post's tags) travel as the comma-separated text of a form. */
function fieldText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
}

interface LooseOptions {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  json?: unknown;
  files?: Record<string, FilePart | undefined>;
  ifMatch?: string;
}

function bodyOf(shape: RouteShape, options: LooseOptions): RequestBody | undefined {
  if (options.json !== undefined) return { kind: 'json', data: options.json };
  if (shape.body === 'multipart') {
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries((options.body ?? {}) as Record<string, unknown>)) {
      const text = fieldText(value);
      if (text !== undefined) fields[key] = text;
    }
    const files: Record<string, FilePart> = {};
    for (const [key, file] of Object.entries(options.files ?? {})) if (file) files[key] = file;
    return { kind: 'multipart', fields, files };
  }
  return options.body === undefined ? undefined : { kind: 'json', data: options.body };
}

function queryOf(query: Record<string, unknown> | undefined): ApiRequest['query'] {
  if (!query) return undefined;
  const out: NonNullable<ApiRequest['query']> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    out[key] = typeof value === 'number' ? value : String(value as string);
  }
  return out;
}

/** The plain request of a call: everything comes from the route's shape and the options. */
function requestOf(shape: RouteShape, options: LooseOptions): ApiRequest {
  const request: ApiRequest = {
    method: shape.method,
    path: pathWith(shape.path, options.params ?? {}),
  };
  const query = queryOf(options.query);
  const body = bodyOf(shape, options);
  if (query) request.query = query;
  if (body) request.body = body;
  if (options.ifMatch) request.ifMatch = options.ifMatch;
  return request;
}

/**
 * The client of a route table, sending by the table's shapes. A call goes out at once; its answer
 * is checked with the route's schemas, which `definitionOf` gives (the admin loads them beside the
 * call's answer, by the route's area: its first bundle builds no schema).
 */
export function deriveClientOnShapes<T extends RouteTable>(
  shapes: ShapeTable,
  transport: Transport,
  definitionOf: (keys: readonly string[], shape: RouteShape) => Promise<RouteDef>,
): DerivedClient<T> {
  let checks: Promise<CallModule> | undefined;
  const build = (table: ShapeTable, keys: readonly string[]): Record<string, unknown> => {
    const client: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(table)) {
      const path = [...keys, key];
      client[key] = isShape(value)
        ? async (options: LooseOptions = {}) => {
            const request = requestOf(value, options);
            const [response, definition, { answerOf, pageOf }] = await Promise.all([
              transport(request),
              definitionOf(path, value),
              (checks ??= import('./call')),
            ]);
            if (!definition.list) return answerOf(definition, response);
            const { page, limit } = request.query ?? {};
            return pageOf(definition, response, {
              page: page === undefined ? undefined : Number(page),
              limit: limit === undefined ? undefined : Number(limit),
            });
          }
        : build(value, path);
    }
    return client;
  };
  return build(shapes, []) as DerivedClient<T>;
}
