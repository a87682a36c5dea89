/**
 * The cached-response lane. An anonymous GET or HEAD whose answer is already in memory (a rendered
 * page, a public API read) is answered straight from Node's request, before Koa: the same headers
 * (security headers from the same list, request id, ETag, Vary, cache headers), the same 304 and
 * the same content negotiation as the Koa path, without building a Koa context and running the
 * middleware stack for a response that is a prepared buffer. Everything else, and anything this
 * lane is unsure of, goes to Koa.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import accepts from 'accepts';
import type { Logger } from 'pino';
import vary from 'vary';
import { requestIdFor } from '../http/request-id';
import { securityHeaderList } from '../http/security-header-list';
import { preparedAnswer, type CachedResponse } from './prepared-response';

export interface LaneHit {
  response: CachedResponse;
  kind: 'page' | 'api';
  /** Headers of this kind of answer (X-Render-Cache, an API list's paging headers...). */
  headers: Array<[string, string]>;
  /** The metrics' route label: the route table's path of an API read, a group for pages. */
  route: string;
}

export interface LaneRequest {
  path: string;
  querystring: string;
  /** As Koa computes them (ctx.protocol, ctx.host). */
  protocol: string;
  host: string;
  anonymous: boolean;
  url: string;
}

export type LaneLookup = (request: LaneRequest) => LaneHit | undefined;

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',', 1)[0]?.trim() ?? '';

/** ctx.protocol and ctx.host of Koa 3, from the bare request. */
function protocolAndHost(request: IncomingMessage, trustProxy: boolean) {
  const encrypted = (request.socket as TLSSocket).encrypted === true;
  const protocol = encrypted
    ? 'https'
    : trustProxy
      ? first(request.headers['x-forwarded-proto']) || 'http'
      : 'http';
  const host =
    (trustProxy && first(request.headers['x-forwarded-host'])) || first(request.headers.host);
  return { protocol, host };
}

export interface LaneOptions {
  trustProxy: boolean;
  logger: Logger;
  /** Told of each answer given here (the metrics: a cache hit, a request and its duration). */
  answered?: (hit: LaneHit, method: string | undefined, status: number, seconds: number) => void;
}

export function withCachedResponseLane(
  koa: RequestListener,
  lookups: LaneLookup[],
  options: LaneOptions,
): RequestListener {
  const { trustProxy, logger, answered } = options;

  const serve = (
    request: IncomingMessage,
    response: ServerResponse,
    hit: LaneHit,
    secure: boolean,
  ) => {
    const started = performance.now();
    const id = requestIdFor(first(request.headers['x-request-id']) || undefined);
    const cached = hit.response;
    const headers: string[] = ['X-Request-Id', id];
    for (const [name, value] of securityHeaderList(hit.kind, secure)) headers.push(name, value);
    let varyHeader = 'Accept-Encoding';
    for (const [name, value] of hit.headers) {
      if (name.toLowerCase() === 'vary') varyHeader = vary.append(value, 'Accept-Encoding');
      else headers.push(name, value);
    }
    headers.push('Vary', varyHeader, 'Cache-Control', cached.cacheControl, 'ETag', cached.etag);

    const { status, body, encoding } = preparedAnswer(
      cached,
      request.headers['if-none-match'],
      accepts(request).encoding(['br', 'gzip', 'identity']),
    );
    if (body) {
      headers.push('Content-Type', cached.type, 'Content-Length', String(body.length));
      if (encoding) headers.push('Content-Encoding', encoding);
    }
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
    const ms = performance.now() - started;
    answered?.(hit, request.method, status, ms / 1000);
    if (logger.isLevelEnabled('info')) {
      logger.info(
        {
          reqId: id,
          method: request.method,
          path: request.url,
          status,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    }
  };

  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return koa(request, response);
    let hit: LaneHit | undefined;
    let secure = false;
    try {
      const url = request.url ?? '/';
      const mark = url.indexOf('?');
      const { protocol, host } = protocolAndHost(request, trustProxy);
      secure = protocol === 'https';
      const laneRequest: LaneRequest = {
        url,
        path: mark < 0 ? url : url.slice(0, mark),
        querystring: mark < 0 ? '' : url.slice(mark + 1),
        protocol,
        host,
        anonymous: !request.headers.cookie && !request.headers.authorization,
      };
      if (!host) return koa(request, response);
      for (const lookup of lookups) {
        hit = lookup(laneRequest);
        if (hit) break;
      }
    } catch {
      hit = undefined;
    }
    if (!hit) return koa(request, response);
    serve(request, response, hit, secure);
  };
}
