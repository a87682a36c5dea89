/**
 * Registers handlers at the method and path the route table (`shared/src/contract/routes.ts`)
 * declares, typed from the declaration, so a router never spells a path nor parses by hand:
 * - a route declared `admin` gets the staff check (session, CSRF, two-factor policy, permission)
 *   before its handler: the table, not each router's memory, decides who may call;
 * - the path's UUID parameters named in `uuid` are checked (404 with the given message, as an
 *   unknown id answers) and lower-cased; then the declared `query` and `input` are parsed with
 *   their schemas (400 with the contract's field errors);
 * - the handler gets them typed (`params`, `query`, `body`) and returns the answer, typed against
 *   the declared `output` (an array of it for `list` routes): a wrong field is a compile error.
 *
 * With `checkAnswers` (the test servers set it) every JSON answer is also checked against the
 * declared output schema at run time: a mismatch is recorded and answered 500, so the whole API
 * suite runs each answer it produces through its declaration.
 */
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import {
  answerSchema,
  type AnswerInput,
  type BodyOf,
  type ParamNames,
  type ParamsOf,
  type QueryOf,
  type RouteDef,
} from '@northbeam/shared/contract/routes';
import type { Actor, StaffActor } from '../http/actor';
import { notFound } from '../http/http-errors';
import { trustedOrigins } from '../middleware/csrf';
import { requestActor, requireAdmin } from '../middleware/require-admin';
import { isUuid, objectBody, parse, parseQuery } from '../middleware/validate';

/** An answer that did not match its route's declared output (recorded under `checkAnswers`). */
export interface AnswerMismatch {
  route: string;
  issue: string;
}

export interface DeclaredRoutesOptions {
  /** The origins a cookie-carrying admin call may come from (CSRF). */
  origins: readonly string[];
  /** Check every JSON answer against its declared output; mismatches are pushed here. */
  checkAnswers?: AnswerMismatch[] | undefined;
}

/** The options of `declaredRoutes`, from the app's configuration. */
export const declaredRouteOptions = (
  config: Parameters<typeof trustedOrigins>[0],
  checkAnswers?: AnswerMismatch[],
): DeclaredRoutesOptions => ({ origins: trustedOrigins(config), checkAnswers });

/** Returned by a handler that wrote its answer itself (an HTML page for a browser). */
export const answered: unique symbol = Symbol('answered');

export interface HandlerOptions<R extends RouteDef> {
  /** Middleware before the handler, e.g. the multipart reader that fills the body. */
  before?: Middleware[];
  /** Path parameters that are UUIDs, each with the 404 message of an unknown one. */
  uuid?: Partial<Record<ParamNames<R['path']>, string>>;
  /**
   * false: the handler validates the declared body itself (it must check something first, or
   * report the body's errors together with a file's); `body` is then the raw request body.
   */
  parseBody?: false;
}

export interface RouteRequest<R extends RouteDef, O extends HandlerOptions<R>> {
  ctx: Context;
  /** Who calls: the signed-in staff member of an admin route; of a public one, maybe a visitor. */
  actor: R['access'] extends 'admin' ? StaffActor : Actor;
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: O extends { parseBody: false } ? unknown : BodyOf<R>;
}

type Result<R extends RouteDef> = AnswerInput<R> | typeof answered;

export type RouteHandler<R extends RouteDef, O extends HandlerOptions<R> = HandlerOptions<R>> = (
  request: RouteRequest<R, O>,
) => Promise<Result<R>> | Result<R>;

/**
 * The first field of `sent` that the schema dropped (`parsed` is what it kept): an answer must not
 * carry what its declaration does not say (a client would never see it; a leak would go unseen).
 */
function undeclaredField(sent: unknown, parsed: unknown, path = ''): string | undefined {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    for (let i = 0; i < sent.length; i += 1) {
      const found = undeclaredField(sent[i], parsed[i], `${path}${i}.`);
      if (found) return found;
    }
    return undefined;
  }
  if (!sent || typeof sent !== 'object' || !parsed || typeof parsed !== 'object') return undefined;
  for (const [key, value] of Object.entries(sent)) {
    if (!(key in parsed)) return `${path}${key}`;
    const found = undeclaredField(
      value,
      (parsed as Record<string, unknown>)[key],
      `${path}${key}.`,
    );
    if (found) return found;
  }
  return undefined;
}

/** A body a client reads as JSON (not a file, a stream, HTML or nothing). */
const isJsonBody = (body: unknown) =>
  body !== null &&
  typeof body === 'object' &&
  !Buffer.isBuffer(body) &&
  typeof (body as { pipe?: unknown }).pipe !== 'function';

export function declaredRoutes(router: Router, options: DeclaredRoutesOptions) {
  const { origins, checkAnswers } = options;

  function checkAnswer(definition: RouteDef, ctx: Context) {
    const schema = answerSchema(definition);
    if (!checkAnswers || !schema || ctx.status >= 300 || !isJsonBody(ctx.body)) return;
    // As the client reads it: through JSON (dates become strings, undefined fields go).
    const sent: unknown = JSON.parse(JSON.stringify(ctx.body));
    const checked = schema.safeParse(sent);
    let issue: string;
    if (checked.success) {
      const extra = undeclaredField(sent, checked.data);
      if (!extra) return;
      issue = `${extra}: not declared`;
    } else {
      const first = checked.error.issues[0];
      issue = first ? `${first.path.join('.') || '(body)'}: ${first.message}` : 'invalid';
    }
    const mismatch = { route: `${definition.method} ${definition.path}`, issue };
    checkAnswers.push(mismatch);
    throw new Error(
      `Answer does not match its declared output: ${mismatch.route} ${mismatch.issue}`,
    );
  }

  function on<R extends RouteDef>(definition: R, handler: RouteHandler<R>): void;
  function on<R extends RouteDef, const O extends HandlerOptions<R>>(
    definition: R,
    handlerOptions: O,
    handler: RouteHandler<R, O>,
  ): void;
  function on<R extends RouteDef>(
    definition: R,
    ...args: [RouteHandler<R>] | [HandlerOptions<R>, RouteHandler<R, HandlerOptions<R>>]
  ): void {
    const [handlerOptions, handler] = args.length === 1 ? [{}, args[0]] : args;
    if (definition.access === 'admin' && !definition.permission) {
      throw new Error(`${definition.method} ${definition.path}: an admin call needs a permission`);
    }
    const uuids = Object.entries(handlerOptions.uuid ?? {}) as Array<[string, string]>;
    const parseBody = handlerOptions.parseBody !== false && definition.input !== undefined;

    const handle: Middleware = async (ctx) => {
      const params = { ...(ctx as Context & { params?: Record<string, string> }).params };
      for (const [name, message] of uuids) {
        const value = params[name];
        if (!isUuid(value)) throw notFound(message);
        params[name] = value.toLowerCase();
      }
      const query = definition.query ? parseQuery(ctx, definition.query) : {};
      const body = parseBody ? parse(definition.input!, objectBody(ctx)) : ctx.request.body;
      const result = await handler({
        ctx,
        // Made when a handler asks (most public reads do not): the admin guard made the staff's.
        get actor() {
          return (ctx.state.actor ?? requestActor(ctx)) as StaffActor;
        },
        params: params as ParamsOf<R>,
        query: query as QueryOf<R>,
        body: body as BodyOf<R>,
      });
      if (result !== undefined && result !== answered) ctx.body = result;
      checkAnswer(definition, ctx);
    };

    const chain = [
      ...(definition.access === 'admin' ? [requireAdmin(origins, definition.permission!)] : []),
      ...(handlerOptions.before ?? []),
      handle,
    ];
    switch (definition.method) {
      case 'GET':
        router.get(definition.path, ...chain);
        break;
      case 'POST':
        router.post(definition.path, ...chain);
        break;
      case 'PUT':
        router.put(definition.path, ...chain);
        break;
      case 'PATCH':
        router.patch(definition.path, ...chain);
        break;
      case 'DELETE':
        router.delete(definition.path, ...chain);
        break;
    }
  }

  return on;
}
