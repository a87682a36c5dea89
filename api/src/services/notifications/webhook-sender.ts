/** Webhook delivery: a POST signed as the Standard Webhooks specification says. */
import { Webhook } from 'standardwebhooks';
import type { WebhookContent } from '@northbeam/shared/contract/notifications';

const TIMEOUT_MS = 10_000;

/** Answers nothing on a 2xx; throws with the status and the start of the answer otherwise. */
export async function sendWebhook(content: WebhookContent, secret: string): Promise<void> {
  const timestamp = new Date();
  const signature = new Webhook(secret).sign(content.webhookId, timestamp, content.body);
  const response = await fetch(content.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'Northbeam-Webhooks/1.0',
      'webhook-id': content.webhookId,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': signature,
    },
    body: content.body,
    // A redirect could carry the event somewhere the administrator did not configure.
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status >= 200 && response.status < 300) {
    await response.body?.cancel();
    return;
  }
  const text = (await response.text().catch(() => '')).slice(0, 200);
  throw new Error(`HTTP ${response.status}${text ? `: ${text}` : ''}`);
}
