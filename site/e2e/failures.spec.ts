/**
 * Real failures: a second API process with a fresh database behind a front server (see
 * support/gateway.ts). The API process is stopped for real, so the front server answers 502 to
 * every API call; then the front server is stopped too, so the browser's fetch itself fails.
 */
import { expect, test, type Page } from '@playwright/test';
import { ApiClient, fixturePath } from './support/api-client';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { startGateway, type Gateway } from './support/gateway';
import { ApplicationForm, ConsultationForm, ContactForm } from './support/forms';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('empty database, then API down (502), then no server at all', async ({ browser }) => {
  let api: ApiProcess | undefined;
  let gateway: Gateway | undefined;
  try {
    api = await startApiProcess();
    gateway = await startGateway(api.url);
    const context = await browser.newContext({ baseURL: gateway.url });
    const open = async (path: string): Promise<Page> => {
      const page = await context.newPage();
      await page.goto(path);
      return page;
    };

    await test.step('no posts yet: Latest Insights says so', async () => {
      const home = await open('/');
      await expect(home.getByText('No blog posts available at the moment.')).toBeVisible();
      await home.close();
    });

    const client = new ApiClient(api.url);
    const job = await client.createJob({ title: 'Failure Test Engineer' });
    const post = await client.createBlog({ title: 'Failure test post', category: 'DevOps' });

    // Pages loaded while the API is up: the forms are ready to submit.
    const home = await open('/');
    await expect(home.getByRole('heading', { name: 'Failure test post' })).toBeVisible();
    const contact = await open('/contact');
    const jobPage = await open(`/careers/${job._id}`);
    await expect(jobPage.getByRole('heading', { level: 1 })).toHaveText(job.title);

    await api.stop();

    await test.step('consultation: a non-success answer shows the spec message', async () => {
      const form = new ConsultationForm(home);
      await form.fill({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
      await form.submit.click();
      await expect(form.form.getByRole('alert')).toHaveText(
        'Failed to submit consultation request',
      );
      await expect(form.submit).toHaveText('Send');
      await expect(form.field(/^First name/)).toHaveValue('Ada');
    });

    await test.step('contact: Failed to submit form', async () => {
      const form = new ContactForm(contact);
      await form.fill({
        firstName: 'Alan',
        lastName: 'Turing',
        email: 'alan@example.com',
        phone: '614 555 0100',
      });
      await form.submit.click();
      await expect(form.form.getByRole('alert')).toHaveText('Failed to submit form');
    });

    await test.step('application: Failed to submit application', async () => {
      const form = new ApplicationForm(jobPage);
      await form.fill({
        fullName: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '6145550101',
      });
      await form.resume.setInputFiles(fixturePath('resume.pdf'));
      await form.submit.click();
      await expect(form.form.getByRole('alert')).toHaveText('Failed to submit application');
    });

    await test.step('lists and details cannot load', async () => {
      const page = await open('/blog');
      await expect(
        page.getByText('Failed to fetch blog posts. Please try again later.'),
      ).toBeVisible();
      await page.goto(`/blog/${post.slug}`);
      await expect(
        page.getByText('Failed to load blog post. Please try again later.'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /Back to Blog/ })).toBeVisible();
      await page.goto('/careers');
      await expect(
        page.getByText('Unable to load job postings. Please try again later.'),
      ).toBeVisible();
      await page.goto(`/careers/${job._id}`);
      await expect(
        page.getByText('Unable to load job details. Please try again later.'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /Back to all jobs/ })).toBeVisible();
      await page.goto('/');
      await expect(
        page
          .locator('[data-section="latest-insights"]')
          .getByText('Failed to fetch blog posts. Please try again later.'),
      ).toBeVisible();
      await page.close();
    });

    await gateway.close();
    gateway = undefined;

    await test.step('consultation: a network error shows its own message; cleared at each submit', async () => {
      const form = new ConsultationForm(home);
      await expect(form.form.getByRole('alert')).toHaveText(
        'Failed to submit consultation request',
      );
      await form.form.evaluate((node) => {
        const flags = window as unknown as { alertRemoved?: boolean };
        new MutationObserver((records) => {
          for (const record of records)
            for (const removed of record.removedNodes)
              if ((removed as Element).getAttribute?.('role') === 'alert')
                flags.alertRemoved = true;
        }).observe(node, { childList: true });
      });
      await form.submit.click();
      const alert = form.form.getByRole('alert');
      // The previous error is cleared as the new submit starts, then the new one shows.
      await expect(alert).toHaveText('Failed to fetch');
      expect(
        await home.evaluate(() => (window as unknown as { alertRemoved?: boolean }).alertRemoved),
      ).toBe(true);
    });
    await test.step('a crash (a page module that cannot load) shows the router fallback', async () => {
      await home.getByRole('contentinfo').getByRole('link', { name: 'Our Mission' }).click();
      await expect(home.getByRole('heading', { level: 1 })).toHaveText(
        'Unexpected Application Error!',
      );
      await expect(home.locator('.error-page__detail')).toContainText(
        'Failed to fetch dynamically imported module',
      );
    });
    await context.close();
  } finally {
    await gateway?.close();
    await api?.stop();
  }
});
