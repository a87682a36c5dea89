// A bare node:http server that answers each recorded URL with the exact status, headers and body
// the real server gave (`npm run bench` measures it beside the real server: the same bytes, no
// work, so it is the most the load tool can take of that answer on this machine).
// Started with fork(): receives { port, answers: [[url, { status, headers, body (base64) }]] } and
// sends 'listening'.
import { createServer } from 'node:http';

process.once('message', ({ port, answers }) => {
  const byUrl = new Map(
    answers.map(([url, answer]) => [url, { ...answer, body: Buffer.from(answer.body, 'base64') }]),
  );
  createServer((request, response) => {
    const answer = byUrl.get(request.url);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  }).listen(port, '127.0.0.1', () => process.send('listening'));
});
