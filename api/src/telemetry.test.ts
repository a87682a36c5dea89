/**
 * Tracing with the real start script (src/server.ts in a child process, as `npm start` runs it):
 * with OTEL_EXPORTER_OTLP_ENDPOINT set, an OTLP/HTTP receiver on loopback gets a server span
 * named by the route template with http.route, and the request's log line carries the request
 * id and that span's trace id. On PostgreSQL (TEST_DATABASE_URL) the queries are spans too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@northbeam/shared/contract/routes';
import { startApi, type ApiProcess } from '../test/fault/api-process';
import { attribute, otlpReceiver, type OtlpReceiver } from '../test/otlp-receiver';

async function until<T>(find: () => T | undefined, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('traces (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  let receiver: OtlpReceiver;
  let api: ApiProcess;
  beforeAll(async () => {
    receiver = await otlpReceiver();
    api = await startApi({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'northbeam-test',
      // Spans are sent in batches; a short delay keeps the test short.
      OTEL_BSP_SCHEDULE_DELAY: '100',
      LOG_LEVEL: 'info',
      ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    });
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
    await receiver?.close();
  });

  it('sends a server span named by the route template; the log line has its trace id', async () => {
    const requestId = `trace-test-${Date.now()}`;
    const response = await fetch(`${api.url}/api/blogs/no-such-post-here`, {
      headers: { 'x-request-id': requestId },
    });
    expect(response.status).toBe(404);

    const template = routes.blogs.get.path; // '/api/blogs/:slugOrId'
    const span = await until(() =>
      receiver.spans().find((s) => s.kind === 2 && attribute(s, 'http.route') === template),
    );
    expect(span.name).toBe(`GET ${template}`);
    expect(
      attribute(span, 'http.response.status_code') ?? attribute(span, 'http.status_code'),
    ).toBe(404);
    expect(span.resource.attributes).toContainEqual({
      key: 'service.name',
      value: { stringValue: 'northbeam-test' },
    });
    // OTLP/HTTP with a JSON body (the exporter's JSON encoding: ids as hex strings).
    expect(receiver.contentTypes[0]).toBe('application/json');
    expect(span.traceId).toMatch(/^[0-9a-f]{32}$/);
    // The raw URL is an attribute of the span, never its name.
    expect(span.name).not.toContain('no-such-post-here');

    const line = await until(() =>
      api
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.reqId === requestId && l.msg === 'request'),
    );
    expect(line.trace_id).toBe(span.traceId);
    expect(line.span_id).toMatch(/^[0-9a-f]{16}$/);

    // Probes are not traced.
    expect(receiver.spans().some((s) => attribute(s, 'url.path') === '/healthz')).toBe(false);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('traces PostgreSQL queries as child spans', async () => {
    await fetch(`${api.url}/api/careers`);
    const query = await until(() =>
      receiver.spans().find((s) => s.scope.includes('instrumentation-pg') && s.kind === 3),
    );
    expect(attribute(query, 'db.system') ?? attribute(query, 'db.system.name')).toBe('postgresql');
  });
});
