/**
 * What the conversation spec needs beside its server: signing in there, a candidate or a lead
 * with an address of their own (through the public forms), and the page check at phone width.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../support/api-process';
import { fixtureBytes } from '../../support/api-client';

/** Signs in through the login form of the server at `baseUrl`. */
export async function signInAt(
  page: Page,
  baseUrl: string,
  who: { email: string; password: string } = E2E_ADMIN,
) {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

/** An application through the public form: its id. */
export async function applyAs(
  request: APIRequestContext,
  baseUrl: string,
  jobId: string,
  fullName: string,
  email: string,
): Promise<string> {
  const response = await request.post(`${baseUrl}/api/careers/${jobId}/apply`, {
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

/** A contact message (a lead) through the public form: its id. */
export async function writeAsLead(
  request: APIRequestContext,
  baseUrl: string,
  firstName: string,
  lastName: string,
  email: string,
): Promise<string> {
  const response = await request.post(`${baseUrl}/api/contact`, {
    data: {
      firstName,
      lastName,
      email,
      phone: '+1 614 555 0100',
      company: 'Acme Corp',
      message: 'We would like to talk about a cloud migration.',
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
