/**
 * What the conversation specs share: the admin's typed client signed in as the e2e owner (to read
 * the Outbox as a mail server would have received it), a candidate with an address of their own,
 * and the page checks at phone width.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createAdminApi, type AdminApi } from '@northbeam/shared/api-client/admin-api';
import { createFetchTransport } from '@northbeam/shared/api-client/transport';
import type { EmailContent } from '@northbeam/shared/contract/notifications';
import { E2E_ADMIN } from '../../support/api-process';
import { fixtureBytes } from '../../support/api-client';

/** The admin client as the e2e owner (bearer token). */
export async function ownerApi(baseUrl: string): Promise<AdminApi> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  const { token } = (await login.json()) as { token: string };
  return createAdminApi(
    createFetchTransport({ baseUrl, headers: () => ({ Authorization: `Bearer ${token}` }) }),
  );
}

/** The e-mail an item sent with this subject, as it went (or would have gone) out. */
export async function sentEmail(
  api: AdminApi,
  itemId: string,
  subject: string | RegExp,
): Promise<EmailContent> {
  let found: EmailContent | undefined;
  await expect(async () => {
    const { items } = await api.listOutbox({ channel: 'email', limit: 100 });
    const summary = items.find(
      (m) =>
        m.sourceId === itemId &&
        (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
    );
    expect(summary, `an e-mail "${String(subject)}" of ${itemId}`).toBeDefined();
    found = (await api.getOutboxMessage(summary!._id)).email;
  }).toPass({ timeout: 10_000 });
  return found!;
}

/** An application through the public form: its id. */
export async function applyAs(
  request: APIRequestContext,
  jobId: string,
  fullName: string,
  email: string,
): Promise<string> {
  const response = await request.post(`/api/careers/${jobId}/apply`, {
    multipart: {
      fullName,
      email,
      phone: '+1 614 555 0199',
      coverLetter: 'I would love to join the team.',
      resume: {
        name: 'resume.pdf',
        mimeType: 'application/pdf',
        buffer: fixtureBytes('resume.pdf'),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** The page is no wider than the window: nothing to scroll sideways (names what is too wide). */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const wide = [...document.querySelectorAll('body *')].find(
      (e) =>
        e.getBoundingClientRect().right > window.innerWidth + 1 &&
        ![...e.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1),
    );
    return {
      path: location.pathname,
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
      wide: wide
        ? `${wide.tagName.toLowerCase()}.${String(wide.className)}: ${wide.textContent?.slice(0, 60)}`
        : '',
    };
  });
  expect(widths.page, JSON.stringify(widths)).toBeLessThanOrEqual(widths.window);
}
