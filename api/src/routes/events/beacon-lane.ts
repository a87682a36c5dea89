/**
 * `POST /api/events`, the page-view beacon, answered before Koa (like the cached-response lane):
 * the body (at most 2 KB of JSON, whatever the Content-Type: `navigator.sendBeacon` sends text
 * or JSON) is checked with the contract's schema, handed to the page-views service in memory and
 * answered 202 at once; the database is written a second later, in one transaction for everything
 * that arrived (services/page-views.service.ts). The client's address and user agent go to the
 * service for the day's visitor hash and are never stored; `Sec-GPC: 1` and `DNT: 1` views are
 * counted without them. Limited per address (in memory, per process): past the limit, 429.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Logger } from 'pino';
import { pageViewInput } from '@northbeam/shared/contract/attribution';
import { routes } from '@northbeam/shared/contract/routes';
import { requestIdFor } from '../../http/request-id';
import { HSTS, securityHeaderList } from '../../http/security-header-list';
import type { PageViews } from '../../services/page-views.service';

const BODY_MAX = 2048;
/** Beacons one address may send per window (a reader sees a page every few seconds at most). */
export const BEACONS_PER_WINDOW = 120;
const WINDOW_MS = 60_000;

/** What a beacon's request has read of its body, kept on the request itself. */
interface BeaconRead {
  response: ServerResponse;
  ip: string;
  size: number;
  refused: boolean;
  raw: Buffer | undefined;
  more: Buffer[] | undefined;
}
const READ = Symbol('beacon body');
type BeaconRequest = IncomingMessage & { [READ]?: BeaconRead };
const ignore = () => undefined;

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',', 1)[0]?.trim() ?? '';

/** The client's address as Koa gives it (app.ts: the right-most X-Forwarded-For with TRUST_PROXY). */
function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  let ip = request.socket.remoteAddress ?? '';
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
    for (let i = list.length - 1; i >= 0; i--) {
      const address = list[i]!.trim();
      if (address) {
        ip = address;
        break;
      }
    }
  }
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip;
}

export function withBeaconLane(
  next: RequestListener,
  pageViews: PageViews,
  options: { trustProxy: boolean; logger: Logger },
): RequestListener {
  const { trustProxy, logger } = options;
  const path = routes.events.pageView.path;
  // Beacons per address in the current window (memory only; a new window starts empty).
  let window = { started: Date.now(), counts: new Map<string, number>() };

  // The headers of an answer with a message (400, 413, 429, 503): the API's security headers,
  // flattened once.
  const fixed = (secure: boolean) => [
    ...securityHeaderList('api', secure).flat(),
    'Cache-Control',
    'no-store',
  ];
  const fixedHeaders = { plain: fixed(false), secure: fixed(true) };
  // The 202 (2,000 a second) is empty: nothing in it is rendered, framed or run, so the headers
  // that govern a document (CSP, framing, referrer, opener, permissions) say nothing there. It
  // keeps nosniff, no-store and, over TLS, HSTS. One array per kind, its id slot set per answer
  // (writeHead copies it at once): no allocation per beacon.
  const accepted = (secure: boolean) => [
    'X-Request-Id',
    '',
    'X-Content-Type-Options',
    'nosniff',
    'Cache-Control',
    'no-store',
    ...(secure ? ['Strict-Transport-Security', HSTS] : []),
    'Content-Length',
    '0',
  ];
  const acceptedHeaders = { plain: accepted(false), secure: accepted(true) };

  const overLimit = (ip: string) => {
    const at = Date.now();
    if (at - window.started >= WINDOW_MS) window = { started: at, counts: new Map() };
    const n = (window.counts.get(ip) ?? 0) + 1;
    window.counts.set(ip, n);
    return n > BEACONS_PER_WINDOW;
  };

  const isSecure = (request: IncomingMessage) =>
    (request.socket as TLSSocket).encrypted === true ||
    (trustProxy && first(request.headers['x-forwarded-proto']) === 'https');

  const acceptedAnswer = (request: IncomingMessage, response: ServerResponse) => {
    const headers = isSecure(request) ? acceptedHeaders.secure : acceptedHeaders.plain;
    headers[1] = requestIdFor(first(request.headers['x-request-id']) || undefined);
    response.writeHead(202, headers);
    response.end();
  };

  const answer = (
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    message?: string,
  ) => {
    const secure = isSecure(request);
    const headers = [
      'X-Request-Id',
      requestIdFor(first(request.headers['x-request-id']) || undefined),
      ...(secure ? fixedHeaders.secure : fixedHeaders.plain),
    ];
    const body = message ? JSON.stringify({ message }) : '';
    if (body) headers.push('Content-Type', 'application/json; charset=utf-8');
    if (status === 429) headers.push('Retry-After', String(Math.ceil(WINDOW_MS / 1000)));
    headers.push('Content-Length', String(Buffer.byteLength(body)));
    response.writeHead(status, headers);
    response.end(body);
  };

  const counted = (
    request: IncomingMessage,
    response: ServerResponse,
    ip: string,
    text: string,
  ) => {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      answer(request, response, 400, 'Malformed JSON body');
      return;
    }
    const parsed = pageViewInput.safeParse(body);
    if (!parsed.success) {
      answer(request, response, 400, parsed.error.issues[0]?.message ?? 'Invalid page view');
      return;
    }
    const verdict = pageViews.record({
      path: parsed.data.path,
      referrer: parsed.data.referrer,
      ip,
      userAgent: request.headers['user-agent'] ?? '',
      optedOut: request.headers['sec-gpc'] === '1' || request.headers.dnt === '1',
      host:
        (trustProxy && first(request.headers['x-forwarded-host'])) || first(request.headers.host),
    });
    if (verdict === 'invalid') answer(request, response, 400, 'path is not a page of this site');
    else if (verdict === 'full') answer(request, response, 503, 'Busy: the view was not counted');
    // A bot's view is answered like any other and not counted.
    else acceptedAnswer(request, response);
  };

  // The body's listeners are the same three functions for every beacon, with the beacon's state
  // on the request: 2,000 a second, three closures each would be garbage to collect.
  function onData(this: BeaconRequest, chunk: Buffer) {
    const read = this[READ]!;
    if (read.refused) return;
    read.size += chunk.length;
    if (read.size > BODY_MAX) {
      read.refused = true;
      answer(this, read.response, 413, 'Request body too large');
      return;
    }
    // A beacon's body (a hundred bytes) comes in one chunk: kept as it is, joined only if not.
    if (!read.raw) read.raw = chunk;
    else (read.more ??= [read.raw]).push(chunk);
  }
  function onEnd(this: BeaconRequest) {
    const read = this[READ]!;
    if (read.refused) return;
    const text = read.more
      ? Buffer.concat(read.more).toString('utf8')
      : (read.raw?.toString('utf8') ?? '');
    counted(this, read.response, read.ip, text);
  }

  const handle = (request: BeaconRequest, response: ServerResponse) => {
    const ip = clientAddress(request, trustProxy);
    if (overLimit(ip)) {
      request.resume();
      answer(request, response, 429, 'Too many page views from your network.');
      return;
    }
    request[READ] = { response, ip, size: 0, refused: false, raw: undefined, more: undefined };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', ignore);
  };

  return (request, response) => {
    const url = request.url ?? '';
    if (request.method !== 'POST' || (url !== path && !url.startsWith(`${path}?`))) {
      return next(request, response);
    }
    try {
      handle(request, response);
    } catch (error) {
      logger.warn({ err: error }, 'page view beacon failed');
      if (!response.headersSent) acceptedAnswer(request, response);
    }
  };
}
