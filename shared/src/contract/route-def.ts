/**
 * What one route of the table declares (`RouteDef`), and the types derived from a declaration:
 * its path parameters, query, body and answer. The route table (`routes.ts`, assembled from the
 * areas in `routes/`) is made of these; the API registers typed handlers from them
 * (api/src/routes/declared-routes.ts) and the clients call through them.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import type { Permission } from './roles';
import { pathWith } from './route-shape';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the public sees that a write can change: rendered pages, public reads, sitemap, feed. */
export type ContentKind = 'blog' | 'job';

export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: string;
  /** `admin`: the server refuses the call without an administrator's session (401). */
  readonly access: 'public' | 'admin';
  /** For `admin` calls: what the caller's role must allow, else 403 (see roles.ts). */
  readonly permission?: Permission;
  /**
   * How the body travels (absent: no body); `form`: urlencoded, as a mail client posts it; `raw`:
   * the bytes as sent (an e-mail, `message/rfc822`), read by the handler itself.
   */
  readonly body?: 'json' | 'multipart' | 'form' | 'raw';
  /** The body's schema (for multipart: its text fields). */
  readonly input?: z.ZodType;
  /** The query string's schema (each parameter once: a repeated one counts by its last value). */
  readonly query?: z.ZodType;
  /** The JSON answer's schema; `list` answers are arrays with `X-Total-Count`. */
  readonly output?: z.ZodType;
  readonly list?: true;
  /** The answer is a file (CSV, resume), not JSON. */
  readonly file?: true;
  /** An anonymous answer depends on the URL alone, so it may be kept until content changes. */
  readonly cacheable?: true;
  /** A successful call changes this public content (its rendered pages and reads go stale). */
  readonly invalidates?: readonly ContentKind[];
  /** The call starts or ends the caller's session (the desktop app keeps the token by this). */
  readonly session?: 'signs-in' | 'signs-out';
}

/** Declares a route, keeping its literal types (path, schemas) for the types below. */
export const route = <const R extends RouteDef>(definition: R): R => definition;

/** `{ message }`: the answer of calls that only confirm. */
export const message = z.object({ message: z.string() });

export const API_PREFIX = '/api';

/** Whether a request path is the API's (rather than a page, an upload or a file). */
export const isApiPath = (path: string): boolean =>
  path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

/** The parameter names of a path: `'/api/blogs/:id'` gives `'id'`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type ParamsOf<R extends RouteDef> = { [K in ParamNames<R['path']>]: string };

/** The parsed query of a route (what its handler reads); `{}` without a declared query. */
export type QueryOf<R extends RouteDef> = R['query'] extends z.ZodType
  ? z.output<R['query']>
  : Record<string, never>;

/** What a client may send as the query (before defaults and coercion). */
export type QueryInputOf<R extends RouteDef> = R['query'] extends z.ZodType
  ? z.input<R['query']>
  : Record<string, never>;

/** The parsed body of a route (what its handler reads); `undefined` without a declared input. */
export type BodyOf<R extends RouteDef> = R['input'] extends z.ZodType
  ? z.output<R['input']>
  : undefined;

/** What a client sends as the body. */
export type BodyInputOf<R extends RouteDef> = R['input'] extends z.ZodType
  ? z.input<R['input']>
  : undefined;

/** The checked answer of a route: its output, an array of it for lists, nothing without one. */
export type Answer<R extends RouteDef> = R['output'] extends z.ZodType
  ? R['list'] extends true
    ? Array<z.output<R['output']>>
    : z.output<R['output']>
  : void;

/** What a handler must produce for a route: what its output schema accepts. */
export type AnswerInput<R extends RouteDef> = R['output'] extends z.ZodType
  ? R['list'] extends true
    ? Array<z.input<R['output']>>
    : z.input<R['output']>
  : void;

/** The schema of a route's whole JSON answer (an array of the output for lists). */
export function answerSchema(definition: RouteDef): z.ZodType | undefined {
  if (!definition.output) return undefined;
  return definition.list ? z.array(definition.output) : definition.output;
}

/** The URL path of a call, its parameters encoded. */
export function pathOf<R extends RouteDef>(definition: R, params: ParamsOf<R>): string {
  return pathWith(definition.path, params);
}
