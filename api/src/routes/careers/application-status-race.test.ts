/**
 * Twenty identical status changes of one application sent at once (real HTTP; on PostgreSQL
 * their transactions really run side by side) announce the change once: one webhook event in the
 * outbox, one delivery to the receiver, one audit entry. The row is locked while the old status
 * is read, as for contacts and consultations.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../../test/factories';
import { fixture, formData, http } from '../../../test/http';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';

let receiver: Server;
const deliveries: Array<{ type: string; id: string; status: string }> = [];
let server: TestServer;
let call: ReturnType<typeof http>;
let admin: SignedIn;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const event = JSON.parse(body) as { type: string; data: { id: string; status?: string } };
      deliveries.push({ type: event.type, id: event.data.id, status: event.data.status ?? '' });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  server = await startTestServer({
    notifications: {
      webhook: {
        url: `http://127.0.0.1:${port}/hook`,
        secret: `whsec_${randomBytes(32).toString('base64')}`,
      },
      outbox: { retryBaseSeconds: 0.1, maxAttempts: 3, leaseSeconds: 30, pollSeconds: 0.2 },
    },
  });
  call = http(server.url);
  admin = await server.signIn();
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

describe('concurrent identical status changes of an application', () => {
  it('announce and audit the change once', async () => {
    const job = await createJob(server.db);
    const applied = await call('POST', `/api/careers/${job.id}/apply`, {
      form: formData(
        { fullName: 'Ada Racer', email: 'ada.racer@example.com', phone: '+1 555 0102' },
        { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
      ),
    });
    expect(applied.status).toBe(201);
    const id = applied.body._id as string;

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('PUT', `/api/careers/applications/${id}`, {
          json: { status: 'interviewed' },
          auth: { token: admin.token },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));

    const events = await server
      .db('outbox')
      .where({ source_id: id, channel: 'webhook' })
      .whereRaw("payload::text like '%status_changed%'");
    expect(events).toHaveLength(1);
    const audits = await server
      .db('audit_log')
      .where({ action: 'application.status', entity_id: id });
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toEqual({ status: 'interviewed' });

    // Delivered once (the submission's own event arrives too).
    const until = Date.now() + 15_000;
    const statusDeliveries = () =>
      deliveries.filter((d) => d.id === id && d.type === 'application.status_changed');
    while (statusDeliveries().length < 1 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 1_000));
    expect(statusDeliveries()).toHaveLength(1);
  });
});
