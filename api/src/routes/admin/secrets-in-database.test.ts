/**
 * What the database holds of the two-factor and webhook signing secrets, read with SQL on
 * PGlite and PostgreSQL: only the encrypted form (v1:<keyId>:<iv>:<tag>:<ciphertext>), never the
 * secret; sign-in with a TOTP code computed by `otpauth` still works, and the webhook's secret
 * still opens (its hint).
 */
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { useSignedInServer } from '../../../test/signed-in-server';

const ctx = useSignedInServer();
const SEALED = /^v1:[0-9a-f]{8}:[\w-]{16}:[\w-]{22}:[\w-]+$/;

describe('secrets in the database', () => {
  it('two-factor secrets are stored encrypted; a code from the secret signs in', async () => {
    const person = await ctx.server.signIn({ role: 'editor' });
    const auth = { auth: { token: person.token } };
    const setup = await ctx.call('POST', '/api/admin/2fa/setup', auth);
    const secret = setup.body.secret as string;
    const pending = await ctx.server.db('staff').where({ id: person.staffId }).first();
    expect(pending?.totp_pending_secret).toMatch(SEALED);
    expect(pending?.totp_pending_secret).not.toContain(secret);

    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    const enabled = await ctx.call('POST', '/api/admin/2fa/enable', {
      ...auth,
      json: { code: totp.generate() },
    });
    expect(enabled.status).toBe(200);
    const row = await ctx.server.db('staff').where({ id: person.staffId }).first();
    expect(row?.totp_secret).toMatch(SEALED);
    expect(row?.totp_secret).not.toContain(secret);
    const raw = await ctx.server.db.raw('select totp_secret::text as t from staff where id = ?', [
      person.staffId,
    ]);
    expect(JSON.stringify(raw.rows)).not.toContain(secret);

    await ctx.server.db('staff').where({ id: person.staffId }).update({ totp_last_step: null });
    const login = await ctx.call('POST', '/api/admin/login', {
      json: { email: person.email, password: person.password, code: totp.generate() },
    });
    expect(login.status).toBe(200);
  });

  it('webhook signing secrets are stored encrypted; the admin still shows their hint', async () => {
    const created = await ctx.call('POST', '/api/admin/webhooks', {
      auth: { token: ctx.admin.token },
      json: {
        url: 'https://hooks.example.com/sealed',
        format: 'standard',
        description: '',
        enabled: true,
      },
    });
    expect(created.status).toBe(201);
    const secret = created.body.secret as string;
    const row = await ctx.server.db('webhook_endpoints').where({ id: created.body._id }).first();
    expect(row?.secret).toMatch(SEALED);
    expect(row?.secret).not.toContain(secret.replace(/^whsec_/, ''));
    const listed = await ctx.call('GET', '/api/admin/webhooks', {
      auth: { token: ctx.admin.token },
    });
    const hook = (listed.body as Array<{ _id: string; secretHint: string }>).find(
      (h) => h._id === created.body._id,
    );
    expect(hook!.secretHint).toBe(`…${secret.slice(-4)}`);
  });
});
