/**
 * `POST /api/events`, the page-view beacon, answered before Koa (like the cached-response lane):
 * the body (at most 2 KB of JSON, whatever the Content-Type: `navigator.sendBeacon` sends text
 * or JSON) is checked with the contract's schema, handed to the page-views service in memory and
 * answered 202 at once; the database is written a second later, in one statement for everything
 * that arrived (services/page-views.service.ts). The client's address and user agent go to the
 * service for the day's visitor hash and are never stored; `Sec-GPC: 1` and `DNT: 1` views are
 * counted without them. Limited per address (in memory, per process, beacon-limiter.ts): past the
 * limit, 429.
 *
 * Pages first: a beacon's work (its headers, body, count and answer) runs in the event loop's
 * check phase (`setImmediate`), after the I/O of the same turn, so a page whose request came in
 * the same turn as beacons is answered before them rather than after. Node parses each request as
 * its socket is read; only that stays in turn. Nobody waits on a beacon's answer (the browser
 * sends it and moves on). With every beacon answered in turn, `GET /` at 1,000/s beside 2,000
 * beacons/s had a p90 +36–44 % of alone; deferred, +2–3 % (scripts/bench-beacons.mjs, README).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Logger } from 'pino';
import { pageViewInput } from '@northbeam/shared/contract/attribution';
import { routes } from '@northbeam/shared/contract/routes';
import { requestIdFor } from '../../http/request-id';
import { HSTS, securityHeaderList } from '../../http/security-header-list';
import type { PageViews } from '../../services/page-views.service';
import { createBeaconLimiter } from './beacon-limiter';

const BODY_MAX = 2048;
/** Beacons one address may send per window (a reader sees a page every few seconds at most). */
export const BEACONS_PER_WINDOW = 120;
const WINDOW_MS = 60_000;

/** What a beacon's request has read of its body, kept on the request itself. */
interface BeaconRead {
  response: ServerResponse;
  headers: BeaconHeaders;
  ip: string;
  size: number;
  refused: boolean;
  raw: Buffer | undefined;
  more: Buffer[] | undefined;
}
const READ = Symbol('beacon body');
type BeaconRequest = IncomingMessage & { [READ]?: BeaconRead };
const ignore = () => undefined;

/** A header's first value of a list (most have one: no array made for them). */
const first = (value: string) => {
  const comma = value.indexOf(',');
  return (comma < 0 ? value : value.slice(0, comma)).trim();
};

/** The headers a beacon reads. */
interface BeaconHeaders {
  host: string;
  userAgent: string;
  requestId: string;
  optedOut: boolean;
  forwardedFor: string;
  forwardedHost: string;
  forwardedProto: string;
}

/**
 * The beacon's headers, read from `rawHeaders` in one pass: `request.headers` builds an object of
 * every header on first use, which at 2,000 beacons a second was a good part of what they cost and
 * of the garbage they left. As Node reads them: the first `Host`, `User-Agent` and id, every
 * `X-Forwarded-For` joined.
 */
function beaconHeaders(raw: string[]): BeaconHeaders {
  const read: BeaconHeaders = {
    host: '',
    userAgent: '',
    requestId: '',
    optedOut: false,
    forwardedFor: '',
    forwardedHost: '',
    forwardedProto: '',
  };
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    // Only the names of the lengths wanted are lowered and compared.
    if (name.length < 3 || name.length > 17) continue;
    const value = raw[i + 1]!;
    switch (name.toLowerCase()) {
      case 'host':
        read.host ||= value;
        break;
      case 'user-agent':
        read.userAgent ||= value;
        break;
      case 'x-request-id':
        read.requestId ||= value;
        break;
      case 'sec-gpc':
      case 'dnt':
        read.optedOut ||= value === '1';
        break;
      case 'x-forwarded-for':
        read.forwardedFor = read.forwardedFor ? `${read.forwardedFor},${value}` : value;
        break;
      case 'x-forwarded-host':
        read.forwardedHost ||= value;
        break;
      case 'x-forwarded-proto':
        read.forwardedProto ||= value;
        break;
    }
  }
  return read;
}

/** The client's address as Koa gives it (app.ts: the right-most X-Forwarded-For with TRUST_PROXY). */
function clientAddress(
  request: IncomingMessage,
  headers: BeaconHeaders,
  trustProxy: boolean,
): string {
  let ip = request.socket.remoteAddress ?? '';
  if (trustProxy && headers.forwardedFor) {
    const list = headers.forwardedFor.split(',');
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
  // Beacons per address in the current window, in memory (beacon-limiter.ts).
  const limiter = createBeaconLimiter({ perWindow: BEACONS_PER_WINDOW, windowMs: WINDOW_MS });

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

  const isSecure = (request: IncomingMessage, sent: BeaconHeaders) =>
    (request.socket as TLSSocket).encrypted === true ||
    (trustProxy && first(sent.forwardedProto) === 'https');

  const acceptedAnswer = (
    request: IncomingMessage,
    response: ServerResponse,
    sent: BeaconHeaders,
  ) => {
    const headers = isSecure(request, sent) ? acceptedHeaders.secure : acceptedHeaders.plain;
    headers[1] = requestIdFor(first(sent.requestId) || undefined);
    response.writeHead(202, headers);
    response.end();
  };

  const answer = (
    request: IncomingMessage,
    response: ServerResponse,
    sent: BeaconHeaders,
    status: number,
    message?: string,
  ) => {
    const headers = [
      'X-Request-Id',
      requestIdFor(first(sent.requestId) || undefined),
      ...(isSecure(request, sent) ? fixedHeaders.secure : fixedHeaders.plain),
    ];
    const body = message ? JSON.stringify({ message }) : '';
    if (body) headers.push('Content-Type', 'application/json; charset=utf-8');
    if (status === 429) headers.push('Retry-After', String(Math.ceil(WINDOW_MS / 1000)));
    headers.push('Content-Length', String(Buffer.byteLength(body)));
    response.writeHead(status, headers);
    response.end(body);
  };

  const counted = (request: IncomingMessage, read: BeaconRead, text: string) => {
    const { response, headers: sent } = read;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      answer(request, response, sent, 400, 'Malformed JSON body');
      return;
    }
    const parsed = pageViewInput.safeParse(body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Invalid page view';
      answer(request, response, sent, 400, message);
      return;
    }
    const verdict = pageViews.record({
      path: parsed.data.path,
      referrer: parsed.data.referrer,
      ip: read.ip,
      userAgent: sent.userAgent,
      optedOut: sent.optedOut,
      host: (trustProxy && first(sent.forwardedHost)) || first(sent.host),
    });
    if (verdict === 'invalid') {
      answer(request, response, sent, 400, 'path is not a page of this site');
    } else if (verdict === 'full') {
      answer(request, response, sent, 503, 'Busy: the view was not counted');
    }
    // A bot's view is answered like any other and not counted.
    else acceptedAnswer(request, response, sent);
  };

  // The body's listeners are the same three functions for every beacon, with the beacon's state
  // on the request: 2,000 a second, three closures each would be garbage to collect.
  function onData(this: BeaconRequest, chunk: Buffer) {
    const read = this[READ]!;
    if (read.refused) return;
    read.size += chunk.length;
    if (read.size > BODY_MAX) {
      read.refused = true;
      answer(this, read.response, read.headers, 413, 'Request body too large');
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
    // Deferred again: a body read with its headers ends in `begin`'s own ticks, so its count and
    // answer go to the next turn's check phase (as measured); one read in a later turn than its
    // headers ends in that turn's poll phase, and waits for its check phase.
    setImmediate(counted, this, read, text);
  }

  const handle = (request: BeaconRequest, response: ServerResponse, headers: BeaconHeaders) => {
    const ip = clientAddress(request, headers, trustProxy);
    if (limiter.over(ip)) {
      request.resume();
      answer(request, response, headers, 429, 'Too many page views from your network.');
      return;
    }
    request[READ] = {
      response,
      headers,
      ip,
      size: 0,
      refused: false,
      raw: undefined,
      more: undefined,
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', ignore);
  };

  /** A beacon, in the check phase (its body waits, paused, in the request until then). */
  function begin(request: BeaconRequest, response: ServerResponse) {
    const headers = beaconHeaders(request.rawHeaders);
    try {
      handle(request, response, headers);
    } catch (error) {
      logger.warn({ err: error }, 'page view beacon failed');
      if (!response.headersSent) acceptedAnswer(request, response, headers);
    }
  }

  return (request, response) => {
    const url = request.url ?? '';
    if (request.method !== 'POST' || (url !== path && !url.startsWith(`${path}?`))) {
      return next(request, response);
    }
    setImmediate(begin, request, response);
  };
}
