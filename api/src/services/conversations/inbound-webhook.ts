/**
 * POST /api/inbound/email from a mail relay service: the raw message, signed as Standard Webhooks
 * (`webhook-id`, `webhook-timestamp`, `webhook-signature`) with INBOUND_WEBHOOK_SECRET, checked by
 * the `standardwebhooks` library (timestamp within five minutes, constant-time comparison). The
 * body is not JSON, so it is not parsed as such (`jsonParse: false`).
 */
import { Webhook } from 'standardwebhooks';

export function verifyInboundWebhook(
  secret: string,
  body: Buffer,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  const flat: Record<string, string> = {};
  for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
    const value = headers[name];
    if (typeof value === 'string') flat[name] = value;
  }
  try {
    new Webhook(secret).verify(body, flat, { jsonParse: false });
    return true;
  } catch {
    return false;
  }
}
