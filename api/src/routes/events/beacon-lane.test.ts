/**
 * Pages first: the beacon lane answers a beacon in the event loop's check phase, so that a page
 * whose request is read in the same turn is answered before the beacon, not after it. The turn is
 * played as Node plays it: each socket's request is handed over in its own callback, and the
 * process's ticks run between two callbacks.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { routes } from '@northbeam/shared/contract/routes';
import type { PageViewHit, PageViews } from '../../services/page-views.service';
import { withBeaconLane } from './beacon-lane';

function request(method: string, url: string, body?: string) {
  const message = new IncomingMessage(new Socket());
  message.method = method;
  message.url = url;
  message.rawHeaders = ['Host', 'example.com', 'User-Agent', 'Mozilla/5.0 (X11; Linux x86_64)'];
  if (body !== undefined) message.push(Buffer.from(body));
  message.push(null);
  return message;
}

/** A response that says when its head is written, and with what status. */
function response(message: IncomingMessage, events: string[], name: string) {
  const answer = new ServerResponse(message);
  answer.writeHead = ((status: number) => {
    events.push(`${name} ${status}`);
    return answer;
  }) as ServerResponse['writeHead'];
  answer.end = (() => answer) as ServerResponse['end'];
  return answer;
}

/** One I/O callback of the poll phase, and the process's ticks after it. */
const callback = async (run: () => void) => {
  run();
  await new Promise<void>((resolve) => process.nextTick(resolve));
};

describe('the beacon lane', () => {
  it('answers a page read in the same turn before the beacon read ahead of it', async () => {
    const events: string[] = [];
    const hits: PageViewHit[] = [];
    const pageViews = {
      record: (hit: PageViewHit) => {
        events.push('beacon counted');
        hits.push(hit);
        return 'accepted';
      },
    } as unknown as PageViews;
    const lane = withBeaconLane((_, res) => res.writeHead(200), pageViews, {
      trustProxy: false,
      logger: pino({ level: 'silent' }),
    });
    const beacon = request('POST', routes.events.pageView.path, '{"path":"/careers"}');
    const page = request('GET', '/');
    await callback(() => lane(beacon, response(beacon, events, 'beacon')));
    await callback(() => lane(page, response(page, events, 'page')));
    expect(events).toEqual(['page 200']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['page 200', 'beacon counted', 'beacon 202']);
    expect(hits).toMatchObject([{ path: '/careers', host: 'example.com', optedOut: false }]);
  });
});
