/**
 * One JSON line per request, from the Koa path and from the cached-response lane alike, with the
 * request's id; redaction still applies to everything else logged.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { withCachedResponseLane } from './cache/cached-response-lane';
import { prepareResponse } from './cache/prepared-response';
import { createLogger } from './logger';
import { requestLog } from './middleware/request-log';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  return {
    lines,
    write(line: string) {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  };
}

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function listen(listener: Parameters<typeof createServer>[1]) {
  server = createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('request log', () => {
  it('logs one line per request, from Koa and from the lane, with the same fields', async () => {
    const out = capture();
    const logger = createLogger('info', { destination: out });
    const app = new Koa();
    app.use(requestLog(logger));
    app.use((ctx) => {
      ctx.log.info({ password: 'hunter2', user: { password: 'hunter3' } }, 'signing in');
      ctx.body = { ok: true };
    });
    const cached = prepareResponse(200, 'text/html; charset=utf-8', '<p>hi</p>', 'no-cache');
    const url = await listen(
      withCachedResponseLane(
        (req, res) => void app.callback()(req, res),
        [
          ({ path }) =>
            path === '/cached'
              ? {
                  kind: 'page',
                  response: cached,
                  headers: [],
                  cacheHeader: 'X-Render-Cache',
                  route: 'site:page',
                }
              : undefined,
        ],
        { trustProxy: false, logger },
      ),
    );

    const fromKoa = await fetch(`${url}/api/thing?x=1`);
    const fromLane = await fetch(`${url}/cached`, { headers: { 'x-request-id': 'proxy-id-1234' } });
    expect(fromLane.headers.get('x-render-cache')).toBe('hit');

    const requests = out.lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(2);
    const [koaLine, laneLine] = requests;
    for (const line of [koaLine, laneLine]) {
      expect(Object.keys(line!)).toEqual([
        'level',
        'time',
        'service',
        'reqId',
        'method',
        'path',
        'status',
        'ms',
        'msg',
      ]);
      expect(line).toMatchObject({
        level: 30,
        service: 'northbeam-api',
        method: 'GET',
        status: 200,
      });
    }
    expect(koaLine).toMatchObject({
      reqId: fromKoa.headers.get('x-request-id'),
      path: '/api/thing',
    });
    expect(laneLine).toMatchObject({ reqId: 'proxy-id-1234', path: '/cached' });

    // What a handler logs is still redacted, and carries the request's id.
    const signingIn = out.lines.find((line) => line.msg === 'signing in');
    expect(signingIn).toMatchObject({
      reqId: fromKoa.headers.get('x-request-id'),
      password: '[Redacted]',
      user: { password: '[Redacted]' },
    });
  });

  it('logs no request line below its level', async () => {
    const out = capture();
    const logger = createLogger('warn', { destination: out });
    const app = new Koa();
    app.use(requestLog(logger));
    app.use((ctx) => {
      ctx.body = 'ok';
    });
    const url = await listen(
      withCachedResponseLane((req, res) => void app.callback()(req, res), [], {
        trustProxy: false,
        logger,
      }),
    );
    expect((await fetch(`${url}/`)).status).toBe(200);
    expect(out.lines).toEqual([]);
  });
});
