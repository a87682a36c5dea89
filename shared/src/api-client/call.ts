/**
 * Calls through the route table: method and path come from the route's declaration, the answer is
 * checked against its output schema (a server that answers something else is an error here, not
 * a silent `undefined` three components later).
 */
import type { z } from 'zod';
import { TOTAL_COUNT_HEADER } from '../contract/constants';
import type { Page } from '../contract/pagination';
// The route's declaration alone, not the whole table: the public client stays free of admin schemas.
import {
  answerSchema,
  pathOf,
  type Answer,
  type ParamsOf,
  type RouteDef,
} from '../contract/route-def';
import {
  unwrap,
  type ApiRequest,
  type ApiResponse,
  type RequestBody,
  type Transport,
} from './transport';

type ParamArg<R extends RouteDef> = [keyof ParamsOf<R>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<R> };

export type CallOptions<R extends RouteDef> = ParamArg<R> & {
  query?: ApiRequest['query'] | undefined;
  body?: RequestBody | undefined;
  ifMatch?: string | undefined;
};

export type { Answer };

type Item<R extends RouteDef> = R['output'] extends z.ZodType ? z.output<R['output']> : never;

/** The server's answer did not have the shape the contract declares. */
export class UnexpectedAnswerError extends Error {
  constructor(definition: RouteDef, detail: string) {
    super(`Unexpected answer from ${definition.method} ${definition.path}: ${detail}`);
    this.name = 'UnexpectedAnswerError';
  }
}

/** The plain-data request of a call (what a transport carries). */
export function requestFor<R extends RouteDef>(definition: R, options: CallOptions<R>): ApiRequest {
  const request: ApiRequest = {
    method: definition.method,
    path: pathOf(definition, (options.params ?? {}) as ParamsOf<R>),
  };
  if (options.query) request.query = options.query;
  if (options.body) request.body = options.body;
  if (options.ifMatch) request.ifMatch = options.ifMatch;
  return request;
}

/** Throws ApiError for an error status; otherwise the body, checked against the route's output. */
export function answerOf<R extends RouteDef>(definition: R, response: ApiResponse): Answer<R> {
  const body = unwrap(response);
  const schema = answerSchema(definition);
  if (!schema) return undefined as Answer<R>;
  const checked = schema.safeParse(body);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new UnexpectedAnswerError(
      definition,
      issue ? `${issue.path.join('.') || '(body)'}: ${issue.message}` : 'invalid',
    );
  }
  return checked.data as Answer<R>;
}

export interface ListOptions {
  page?: number;
  limit?: number;
}

/** A list call's checked items with the total from `X-Total-Count` and the page asked for. */
export function pageOf<R extends RouteDef>(
  definition: R,
  response: ApiResponse,
  paging: { page?: number | undefined; limit?: number | undefined },
): Page<Item<R>> {
  const answer: unknown = answerOf(definition, response);
  const items = (Array.isArray(answer) ? answer : []) as Array<Item<R>>;
  const total = Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()] ?? items.length);
  return { items, total, page: paging.page ?? 1, limit: paging.limit ?? items.length };
}

export function createCaller(transport: Transport) {
  const send = <R extends RouteDef>(definition: R, options: CallOptions<R>) =>
    transport(requestFor(definition, options));

  return {
    /** One call; its checked answer. */
    async call<R extends RouteDef>(
      definition: R,
      ...[options]: keyof ParamsOf<R> extends never ? [CallOptions<R>?] : [CallOptions<R>]
    ): Promise<Answer<R>> {
      const opts = (options ?? {}) as CallOptions<R>;
      return answerOf(definition, await send(definition, opts));
    },
    /** A list call with its paging: the items and the total from `X-Total-Count`. */
    async page<R extends RouteDef & { list: true }>(
      definition: R,
      options: CallOptions<R> & { paging: ListOptions },
    ): Promise<Page<Item<R>>> {
      return pageOf(definition, await send(definition, options), options.paging);
    },
  };
}
