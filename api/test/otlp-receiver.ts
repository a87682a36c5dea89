/**
 * A tiny OTLP/HTTP trace receiver on loopback for tests: what an exporter POSTs to /v1/traces, with
 * the JSON encoding (ids as hex strings), flattened to spans with their scope and resource.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OtlpSpan {
  traceId: string;
  spanId: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: number | string } }>;
}
interface OtlpExport {
  resourceSpans: Array<{
    resource: { attributes: OtlpSpan['attributes'] };
    scopeSpans: Array<{ scope: { name: string }; spans: OtlpSpan[] }>;
  }>;
}

export const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

/** A tiny OTLP/HTTP receiver: what the exporter POSTs to /v1/traces, as JSON. */
export async function otlpReceiver() {
  const received: OtlpExport[] = [];
  const contentTypes: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        contentTypes.push(request.headers['content-type'] ?? '');
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    contentTypes,
    spans: () =>
      received.flatMap((body) =>
        body.resourceSpans.flatMap((r) =>
          r.scopeSpans.flatMap((s) =>
            s.spans.map((span) => ({ ...span, scope: s.scope.name, resource: r.resource })),
          ),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OtlpReceiver = Awaited<ReturnType<typeof otlpReceiver>>;
