/**
 * Page objects and data helpers for the browser admin's end-to-end tests. Data is created through
 * the real API (public endpoints for submissions, the shared ApiClient for admin data); every name
 * is unique, and lists are narrowed with the dashboard's own search box, so tests can run in
 * parallel on one database.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../support/api-process';
import { fixtureBytes } from '../../support/api-client';

export { E2E_ADMIN };

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

export class Dashboard {
  constructor(readonly page: Page) {}

  async open(tab?: 'contacts' | 'consultations' | 'jobs' | 'applications' | 'blogs') {
    await this.page.goto(tab ? `/admin/dashboard?tab=${tab}` : '/admin/dashboard');
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  get panel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  /** Narrows the current list with its search box. */
  async search(text: string) {
    await this.panel.getByRole('searchbox').fill(text);
  }

  row(text: string): Locator {
    return this.panel.getByRole('row').filter({ hasText: text });
  }

  banner(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}

/** A contact submission through the public endpoint. */
export async function submitContact(request: APIRequestContext, firstName: string) {
  const response = await request.post('/api/contact', {
    data: {
      firstName,
      lastName: 'Contact',
      email: `${firstName.replace(/\W+/g, '.').toLowerCase()}@example.com`,
      phone: '+1 614 555 0100',
      company: 'Acme Corp',
      message: `Hello from ${firstName}. We would like to talk about cloud migration.`,
    },
  });
  expect(response.ok()).toBeTruthy();
}

export async function submitConsultation(request: APIRequestContext, firstName: string) {
  const response = await request.post('/api/consultation', {
    data: {
      firstName,
      lastName: 'Consult',
      email: `${firstName.replace(/\W+/g, '.').toLowerCase()}@example.com`,
      company: 'Globex',
      message: 'We need a team of three engineers.',
    },
  });
  expect(response.ok()).toBeTruthy();
}

export async function applyToJob(request: APIRequestContext, jobId: string, fullName: string) {
  const response = await request.post(`/api/careers/${jobId}/apply`, {
    multipart: {
      fullName,
      email: `${fullName.replace(/\W+/g, '.').toLowerCase()}@example.com`,
      phone: '+1 614 555 0199',
      coverLetter: 'I would love to join the team.',
      resume: {
        name: 'resume.pdf',
        mimeType: 'application/pdf',
        buffer: fixtureBytes('resume.pdf'),
      },
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Makes every matching API call fail with a 500 and no message, once or always. */
export async function failApi(page: Page, pattern: string | RegExp, method?: string) {
  await page.route(pattern, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
}
