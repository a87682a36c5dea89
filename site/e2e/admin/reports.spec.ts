/**
 * The admin's Reports (issue 32) in Chromium: in the menu, each report with its charts and the
 * table under each (CSV download), axe-clean, and fitting 360 px without sideways scrolling; an
 * application's page shows where the person came from; a job's page makes tracked apply links.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ApiClient, fixtureBytes, unique } from '../support/api-client';
import { expectNoAxeViolations } from '../support/browser';
import { signIn } from './support/admin';

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function fitsTheWindow(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page, JSON.stringify(widths)).toBeLessThanOrEqual(widths.window);
}

test('Reports: the three reports, their tables and CSV, axe-clean at desktop and 360 px', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = new ApiClient(baseURL!);
  const job = await api.createJob({ title: unique('Reports job') });
  const source = unique('e2e-source').replace(/\s+/g, '-');
  const fullName = unique('Reported Applicant');
  const applied = await request.post(`/api/careers/${job._id}/apply`, {
    multipart: {
      fullName,
      email: 'reported@example.com',
      phone: '+1 614 555 0199',
      utmSource: source,
      utmCampaign: 'e2e-campaign',
      referrer: 'www.example.org',
      pagesSeen: '3',
      resume: {
        name: 'resume.pdf',
        mimeType: 'application/pdf',
        buffer: fixtureBytes('resume.pdf'),
      },
    },
  });
  expect(applied.status()).toBe(201);
  const application = (await applied.json()) as { _id: string };
  const contact = await request.post('/api/contact', {
    data: {
      firstName: 'Lead',
      lastName: unique('Reported'),
      email: 'lead@example.com',
      phone: '+1 614 555 0100',
      attribution: { utmSource: source, utmCampaign: 'e2e-campaign' },
    },
  });
  expect(contact.status()).toBe(201);
  const beacon = await request.post('/api/events', {
    data: {
      path: '/careers?utm_source=e2e&utm_campaign=e2e-campaign',
      referrer: 'https://www.example.org/',
    },
    headers: { 'User-Agent': CHROME_UA },
  });
  expect(beacon.status()).toBe(202);

  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByTestId('report-period')).toContainText('compared with');

  // Recruiting: the applicant's source in the table under the chart.
  const bySource = page.getByRole('region', { name: 'Applications per source, table' });
  await expect(bySource.getByRole('row', { name: new RegExp(source) })).toContainText('1');
  await expect(page.getByRole('img', { name: /Applications per source/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The table's CSV.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Applications per source as CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Source,Applications,Period before');
  expect(csv).toContain(`${source},1,0`);

  const reports = page.getByRole('navigation', { name: 'Reports' });
  await reports.getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('region', { name: 'Leads per campaign, table' })).toContainText(
    'e2e-campaign',
  );
  await expect(page.getByRole('region', { name: 'First response, table' })).toContainText(
    'Everyone',
  );
  await expectNoAxeViolations(page);

  await reports.getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('region', { name: 'Top referring sites, table' })).toContainText(
    'www.example.org',
    { timeout: 15_000 },
  );
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  for (const name of ['Recruiting', 'Leads', 'Content']) {
    await reports.getByRole('link', { name }).click();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Download .* as CSV/ }).first()).toBeVisible();
    await fitsTheWindow(page);
  }
  await expectNoAxeViolations(page);

  // The application's page says where the person came from.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/applications/${application._id}`);
  const where = page.getByRole('region', { name: 'Where they came from' });
  await expect(where.getByTestId('attribution')).toContainText(source);
  await expect(where).toContainText('e2e-campaign');
  await expect(where).toContainText('www.example.org');
});

test('a job’s page makes a tracked apply link that leads to the job', async ({ page, baseURL }) => {
  const api = new ApiClient(baseURL!);
  const job = await api.createJob({ title: unique('Linked job') });
  await signIn(page);
  await page.goto(`/admin/jobs/${job._id}`);
  const links = page.getByRole('region', { name: 'Tracked apply links' });
  await expect(links.getByText('No tracked links yet.')).toBeVisible();
  await links.getByLabel('Source').fill('LinkedIn');
  await links.getByRole('button', { name: 'Create link' }).click();
  const item = links.getByRole('listitem').filter({ hasText: 'LinkedIn' });
  await expect(item).toContainText('0 clicks · 0 applications · 0 hires');
  const url = (await item.locator('code').textContent())!;
  expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{8}$/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await fitsTheWindow(page);

  const visitor = await page.context().browser()!.newPage({ userAgent: CHROME_UA });
  await visitor.goto(url);
  await expect(visitor).toHaveURL(new RegExp(`/careers/${job._id}\\?ref=`));
  await visitor.close();
  await page.reload();
  await expect(links.getByRole('listitem').filter({ hasText: 'LinkedIn' })).toContainText(
    '1 click ·',
  );
});
