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
import { requestLineLogger } from '../logger';
import { securityHeaderList } from '../http/security-header-list';
import { preparedAnswer, type CachedResponse } from './prepared-response';

export interface LaneHit {
  response: CachedResponse;
  kind: 'page' | 'api';
  /**
   * The answer's own headers (an API list's paging headers...): the same on every hit on this
   * response, since the lane makes the response's header block once and keeps it with it.
   */
  headers: ReadonlyArray<readonly [string, string]>;
  /** Sent as `hit` after them. */
  cacheHeader: 'X-Api-Cache' | 'X-Render-Cache';
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

type Encoding = 'br' | 'gzip' | 'identity';
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

/**
 * A response's header blocks, flat name/value lists for `writeHead`, each starting with the
 * X-Request-Id pair whose value is filled in per request: one per negotiated encoding, and the
 * 304's (no body headers).
 */
interface HeaderBlocks {
  br: string[];
  gzip: string[];
  identity: string[];
  notModified: string[];
}

function headerBlocks(hit: LaneHit, secure: boolean): HeaderBlocks {
  const cached = hit.response;
  const common: string[] = ['X-Request-Id', ''];
  for (const [name, value] of securityHeaderList(hit.kind, secure)) common.push(name, value);
  let varyHeader = 'Accept-Encoding';
  for (const [name, value] of hit.headers) {
    if (name.toLowerCase() === 'vary') varyHeader = vary.append(value, 'Accept-Encoding');
    else common.push(name, value);
  }
  common.push(hit.cacheHeader, 'hit');
  common.push('Vary', varyHeader, 'Cache-Control', cached.cacheControl, 'ETag', cached.etag);
  const withBody = (body: Buffer, encoding?: 'br' | 'gzip') => {
    const block = [...common, 'Content-Type', cached.type, 'Content-Length', String(body.length)];
    if (encoding) block.push('Content-Encoding', encoding);
    return block;
  };
  return {
    br: withBody(cached.br, 'br'),
    gzip: withBody(cached.gzip, 'gzip'),
    identity: withBody(cached.body),
    notModified: common,
  };
}

/** Distinct Accept-Encoding values whose negotiation is remembered (browsers send a handful). */
const NEGOTIATED_MAX = 64;
const NEGOTIATED_MAX_LENGTH = 256;

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
  const { trustProxy, answered } = options;
  const lines = requestLineLogger(options.logger);
  // Per server: each cached response's header blocks (plain and over TLS), made on its first hit
  // and dropped with it; and the encoding each Accept-Encoding value negotiates.
  const blocks = new WeakMap<CachedResponse, { plain?: HeaderBlocks; secure?: HeaderBlocks }>();
  const negotiated = new Map<string, Encoding | false>();

  const blocksOf = (hit: LaneHit, secure: boolean) => {
    let entry = blocks.get(hit.response);
    if (!entry) blocks.set(hit.response, (entry = {}));
    return secure
      ? (entry.secure ??= headerBlocks(hit, secure))
      : (entry.plain ??= headerBlocks(hit, secure));
  };

  const encodingOf = (request: IncomingMessage): Encoding | false => {
    const header = request.headers['accept-encoding'];
    if (header === undefined || header.length > NEGOTIATED_MAX_LENGTH)
      return accepts(request).encoding(ENCODINGS) as Encoding | false;
    let encoding = negotiated.get(header);
    if (encoding === undefined) {
      encoding = accepts(request).encoding(ENCODINGS) as Encoding | false;
      if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
      negotiated.set(header, encoding);
    }
    return encoding;
  };

  const serve = (
    request: IncomingMessage,
    response: ServerResponse,
    hit: LaneHit,
    secure: boolean,
  ) => {
    const logging = lines.isLevelEnabled('info');
    // The clock is read only when someone takes the time (the log line, the metrics).
    const timed = logging || answered !== undefined;
    const started = timed ? performance.now() : 0;
    const id = requestIdFor(first(request.headers['x-request-id']) || undefined);
    const { status, body, encoding } = preparedAnswer(
      hit.response,
      request.headers['if-none-match'],
      encodingOf(request),
    );
    const block = blocksOf(hit, secure);
    // A copy: the kept block is never handed out.
    const headers = (body ? block[encoding ?? 'identity'] : block.notModified).slice();
    headers[1] = id;
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
    const ms = timed ? performance.now() - started : 0;
    answered?.(hit, request.method, status, ms / 1000);
    if (logging) {
      lines.info(
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
