/**
 * Webhooks and the outbox without a mail server. A real HTTP receiver on loopback checks every
 * signature with the `standardwebhooks` package; one that answers 500 three times gets the event
 * on the fourth try, with the same webhook-id each time. On the embedded default without
 * SMTP_URL, e-mails are kept in the outbox, rendered, as "not sent: no mail server configured".
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_MAIL_SERVER } from '@northbeam/shared/contract/notifications';
import { http } from '../../../test/http';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';

interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** Records every POST; `failures[path]` requests to that path are answered 500 first. */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  const failures: Record<string, number> = {};
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const fail = (failures[path] ?? 0) > 0;
      if (fail) failures[path]! -= 1;
      const answered = fail ? 500 : 204;
      deliveries.push({ path, headers: req.headers, body, answered });
      res.statusCode = answered;
      res.end(fail ? 'receiver is down' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    deliveries,
    failures,
    at: (path: string) => deliveries.filter((d) => d.path === path),
    async waitFor(predicate: () => boolean, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > until) throw new Error(`timed out; deliveries: ${deliveries.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const envSecret = `whsec_${randomBytes(32).toString('base64')}`;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let server: TestServer;
let call: ReturnType<typeof http>;
let admin: SignedIn;
const auth = () => ({ token: admin.token });

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({
    notifications: {
      // No SMTP_URL: the laptop default.
      webhook: { url: `${receiver.base}/env`, secret: envSecret },
      outbox: { retryBaseSeconds: 0.1, maxAttempts: 5, leaseSeconds: 30, pollSeconds: 0.2 },
    },
  });
  call = http(server.url);
  admin = await server.signIn();
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const contact = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  phone: '+1 555 0100',
  company: 'Analytical Engines',
  message: 'Hello there',
});

describe('webhooks', () => {
  let endpoint: { _id: string; secret: string };

  it('an endpoint is created with a Standard Webhooks secret shown once; the list shows only a hint', async () => {
    const created = await call('POST', '/api/admin/webhooks', {
      auth: auth(),
      json: { url: `${receiver.base}/hook`, description: 'CRM' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ format: 'standard', enabled: true, description: 'CRM' });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    endpoint = created.body;

    const list = await call('GET', '/api/admin/webhooks', { auth: auth() });
    expect(list.status).toBe(200);
    const mine = (list.body as Array<Record<string, unknown>>).find((w) => w._id === endpoint._id)!;
    expect(mine.secret).toBeUndefined();
    expect(mine.secretHint).toBe(`…${endpoint.secret.slice(-4)}`);
    expect(list.text).not.toContain(endpoint.secret);
    expect(list.text).not.toContain(envSecret);
    // The environment's endpoint is listed, not editable.
    expect(list.body).toContainEqual(
      expect.objectContaining({
        _id: 'environment',
        fromEnvironment: true,
        url: `${receiver.base}/env`,
      }),
    );
  });

  it('refuses addresses it must not post to, with a clear 400', async () => {
    for (const url of [
      'http://example.com/hook',
      'ftp://example.com/x',
      'https://user:pw@example.com/x',
      'not a url',
    ]) {
      const res = await call('POST', '/api/admin/webhooks', { auth: auth(), json: { url } });
      expect(res.status, url).toBe(400);
      expect(res.body.message).toMatch(/https:\/\//);
    }
    const unknown = await call(
      'PUT',
      `/api/admin/webhooks/${'0'.repeat(8)}-0000-4000-8000-000000000000`,
      {
        auth: auth(),
        json: { url: 'https://example.com/hook' },
      },
    );
    expect(unknown.status).toBe(404);
  });

  it('a receiver that answers 500 three times gets the event on the fourth try, signed, same webhook-id', async () => {
    receiver.failures['/hook'] = 3;
    const email = `hook-${Date.now()}@visitor.test`;
    const res = await call('POST', '/api/contact', { json: contact(email) });
    expect(res.status).toBe(201);
    await receiver.waitFor(() => receiver.at('/hook').some((d) => d.answered === 204));
    const tries = receiver.at('/hook').filter((d) => d.body.includes(email));
    expect(tries.map((d) => d.answered)).toEqual([500, 500, 500, 204]);
    expect(new Set(tries.map((d) => d.headers['webhook-id'])).size).toBe(1);

    const last = tries[3]!;
    const event = new Webhook(endpoint.secret).verify(last.body, {
      'webhook-id': String(last.headers['webhook-id']),
      'webhook-timestamp': String(last.headers['webhook-timestamp']),
      'webhook-signature': String(last.headers['webhook-signature']),
    }) as { type: string; data: Record<string, unknown> };
    expect(event.type).toBe('contact.created');
    expect(event.data).toMatchObject({
      id: res.body._id,
      email,
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
    });
    // The message's own page in the admin.
    expect(new URL(String(event.data.adminUrl)).pathname).toBe(`/admin/contacts/${res.body._id}`);
    // Signed with another secret, it does not verify.
    expect(() =>
      new Webhook(envSecret).verify(last.body, {
        'webhook-id': String(last.headers['webhook-id']),
        'webhook-timestamp': String(last.headers['webhook-timestamp']),
        'webhook-signature': String(last.headers['webhook-signature']),
      }),
    ).toThrow();

    // The environment's endpoint got it too, signed with WEBHOOK_SECRET.
    await receiver.waitFor(() => receiver.at('/env').some((d) => d.body.includes(email)));
    const env = receiver.at('/env').find((d) => d.body.includes(email))!;
    expect(
      new Webhook(envSecret).verify(env.body, env.headers as Record<string, string>),
    ).toMatchObject({ type: 'contact.created' });

    // The delivery log: the endpoint's messages in the outbox, with the attempts.
    const log = await call('GET', `/api/admin/outbox?endpointId=${endpoint._id}`, { auth: auth() });
    const delivered = (
      log.body as Array<{ sourceId: string; state: string; attempts: number }>
    ).find((m) => m.sourceId === res.body._id)!;
    expect(delivered).toMatchObject({ state: 'sent', attempts: 4 });
  });

  it('a status change is an event; the same status again is not', async () => {
    const email = `status-${Date.now()}@visitor.test`;
    const { body } = await call('POST', '/api/consultation', {
      json: { firstName: 'Grace', lastName: 'Hopper', email, company: 'Navy' },
    });
    for (const status of ['in-progress', 'in-progress', 'completed']) {
      const res = await call('PUT', `/api/consultation/${body._id}`, {
        auth: auth(),
        json: { status },
      });
      expect(res.status).toBe(200);
    }
    const events = () =>
      receiver
        .at('/hook')
        .filter((d) => d.answered === 204 && d.body.includes(body._id))
        .map((d) => JSON.parse(d.body) as { type: string; data: { status?: string } });
    await receiver.waitFor(() => events().length >= 3);
    await new Promise((r) => setTimeout(r, 400));
    expect(events().map((e) => `${e.type} ${e.data.status ?? ''}`.trim())).toEqual([
      'consultation.created',
      'consultation.status_changed in-progress',
      'consultation.status_changed completed',
    ]);
  });

  it('"Send test event" queues a signed webhook.test; Slack endpoints get Slack\'s format', async () => {
    const test = await call('POST', `/api/admin/webhooks/${endpoint._id}/test`, { auth: auth() });
    expect(test.status).toBe(202);
    expect(test.body).toMatchObject({
      topic: 'test',
      channel: 'webhook',
      webhook: { event: 'webhook.test' },
    });
    await receiver.waitFor(() => receiver.at('/hook').some((d) => d.body.includes('webhook.test')));

    const slack = await call('POST', '/api/admin/webhooks', {
      auth: auth(),
      json: { url: `${receiver.base}/slack`, format: 'slack' },
    });
    const email = `slack-${Date.now()}@visitor.test`;
    await call('POST', '/api/contact', { json: contact(email) });
    await receiver.waitFor(() => receiver.at('/slack').length > 0);
    const body = JSON.parse(receiver.at('/slack')[0]!.body) as { text: string };
    expect(body.text).toMatch(
      /^New contact message from Ada Lovelace\. <http:\/\/127\.0\.0\.1:\d+\/admin\/contacts\/[0-9a-f-]{36}\|Open in the admin>$/,
    );

    // Disabled: nothing more goes there. Deleted: gone from the list.
    const off = await call('PUT', `/api/admin/webhooks/${slack.body._id}`, {
      auth: auth(),
      json: { url: `${receiver.base}/slack`, format: 'slack', enabled: false },
    });
    expect(off.body.enabled).toBe(false);
    await call('POST', '/api/contact', { json: contact(`after-${email}`) });
    await receiver.waitFor(() =>
      receiver.at('/env').some((d) => d.body.includes(`after-${email}`)),
    );
    expect(receiver.at('/slack')).toHaveLength(1);
    expect(
      (await call('DELETE', `/api/admin/webhooks/${slack.body._id}`, { auth: auth() })).status,
    ).toBe(204);
    const audit = await call('GET', '/api/admin/audit?action=webhook.delete', { auth: auth() });
    expect((audit.body as Array<{ entityId: string }>)[0]?.entityId).toBe(slack.body._id);
  });

  it('a message that keeps failing ends "failed" with its last error; Retry delivers it', async () => {
    const created = await call('POST', '/api/admin/webhooks', {
      auth: auth(),
      json: { url: `${receiver.base}/flaky` },
    });
    receiver.failures['/flaky'] = 1000;
    const test = await call('POST', `/api/admin/webhooks/${created.body._id}/test`, {
      auth: auth(),
    });
    const id = test.body._id as string;
    let message: { state: string; attempts: number; lastError: string | null } = test.body;
    const until = Date.now() + 15_000;
    while (message.state !== 'failed' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      message = (await call('GET', `/api/admin/outbox/${id}`, { auth: auth() })).body;
    }
    expect(message).toMatchObject({
      state: 'failed',
      attempts: 5,
      lastError: 'HTTP 500: receiver is down',
    });

    receiver.failures['/flaky'] = 0;
    const retried = await call('POST', `/api/admin/outbox/${id}/retry`, { auth: auth() });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ state: 'queued', attempts: 0 });
    await receiver.waitFor(() => receiver.at('/flaky').some((d) => d.answered === 204));
    await receiver.waitFor(() => receiver.at('/flaky').length >= 6);
    const after = (await call('GET', `/api/admin/outbox/${id}`, { auth: auth() })).body;
    expect(after).toMatchObject({ state: 'sent', lastError: null });
    // A sent message is not retried again.
    expect((await call('POST', `/api/admin/outbox/${id}/retry`, { auth: auth() })).status).toBe(
      409,
    );
  });
});

describe('without a mail server (the embedded default)', () => {
  it('keeps each e-mail in the outbox as "not sent", rendered, and says why', async () => {
    const email = `laptop-${Date.now()}@visitor.test`;
    const res = await call('POST', '/api/contact', { json: contact(email) });
    expect(res.status).toBe(201);
    const list = await call('GET', '/api/admin/outbox?channel=email&state=not-sent&limit=100', {
      auth: auth(),
    });
    expect(list.status).toBe(200);
    const ack = (list.body as Array<{ _id: string; recipient: string; lastError: string }>).find(
      (m) => m.recipient === email,
    )!;
    expect(ack.lastError).toBe(NO_MAIL_SERVER);
    const message = await call('GET', `/api/admin/outbox/${ack._id}`, { auth: auth() });
    expect(message.body.email).toMatchObject({ to: email, subject: 'We received your message' });
    expect(message.body.email.html).toContain('Hello Ada,');
    expect(message.body.email.text).toContain('Hello Ada,');

    // It cannot be retried until SMTP_URL is set (a clear 409), but it can be cancelled.
    const retry = await call('POST', `/api/admin/outbox/${ack._id}/retry`, { auth: auth() });
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe(`Cannot retry: ${NO_MAIL_SERVER} (set SMTP_URL)`);
    const cancel = await call('POST', `/api/admin/outbox/${ack._id}/cancel`, { auth: auth() });
    expect(cancel.body.state).toBe('cancelled');
    const audit = await call('GET', '/api/admin/audit?action=outbox.cancel', { auth: auth() });
    expect((audit.body as Array<{ entityId: string }>)[0]?.entityId).toBe(ack._id);
  });

  it('answers bad input with clear 400s and unknown ids with 404s', async () => {
    const cases: Array<[string, string, unknown, number]> = [
      ['GET', '/api/admin/outbox?state=lost', undefined, 400],
      ['GET', '/api/admin/outbox/not-an-id', undefined, 404],
      ['PUT', '/api/admin/notifications/templates/ack-nothing', { subject: 'a', body: 'b' }, 404],
      ['PUT', '/api/admin/notifications/templates/ack-contact', { subject: '', body: 'b' }, 400],
      ['POST', '/api/admin/notifications/templates/ack-contact/preview', { subject: 's' }, 400],
      ['PUT', '/api/admin/notifications/preferences', { contact: 'hourly' }, 400],
    ];
    for (const [method, path, json, status] of cases) {
      const res = await call(method, path, { auth: auth(), ...(json ? { json } : {}) });
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(typeof res.body.message, `${method} ${path}`).toBe('string');
    }
    const preview = await call(
      'POST',
      '/api/admin/notifications/templates/ack-application/preview',
      {
        auth: auth(),
        json: { subject: 'About {jobTitle}', body: 'Hi {fullName} <b>not html</b>' },
      },
    );
    expect(preview.body.subject).toBe('About Senior Cloud Engineer');
    // What an editor types is text: markup in it is shown, never interpreted.
    expect(preview.body.html).toContain('Hi Ada Lovelace &lt;b&gt;not html&lt;/b&gt;');
  });
});
