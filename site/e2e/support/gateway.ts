/**
 * A minimal front server, like an nginx in front of the API: it serves the built site's files
 * itself and forwards /api and /uploads to the API process. When the API process is down, it
 * answers 502 Bad Gateway, as a real reverse proxy does. Tests use it to produce real failures.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { SITE_DIST, freePort } from './api-process';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

export interface Gateway {
  url: string;
  close(): Promise<void>;
}

export async function startGateway(upstream: string): Promise<Gateway> {
  const target = new URL(upstream);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) {
      const forward = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => {
        if (res.headersSent) return res.destroy();
        res.writeHead(502, { 'Content-Type': 'text/html' });
        res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      });
      req.pipe(forward);
      return;
    }
    const relative = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(SITE_DIST, relative);
    if (!file.startsWith(SITE_DIST) || !existsSync(file) || statSync(file).isDirectory())
      file = join(SITE_DIST, 'index.html');
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
