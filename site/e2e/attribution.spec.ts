/**
 * Where hires and clients come from (issue 32), in Chromium: a visitor who lands with UTM
 * parameters from another site, reads a post and applies appears with that source, campaign and
 * post on the application and in the reports; a tracked apply link records its source through a
 * native post made before the app has loaded; the page views reach the content report; and the
 * public site sets no cookie.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ApiClient, fixturePath, unique } from './support/api-client';
import { waitForHydration } from './support/browser';
import { ApplicationForm } from './support/forms';

/** A desktop Chrome's user agent: headless Chromium's own says "HeadlessChrome", a bot's. */
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function adminGet<T>(api: ApiClient, baseURL: string, path: string): Promise<T> {
  const token = await api.login();
  const response = await fetch(`${baseURL}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

async function adminPost<T>(
  api: ApiClient,
  baseURL: string,
  path: string,
  body: unknown,
): Promise<T> {
  const token = await api.login();
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

interface Detail {
  attribution: {
    source: string;
    landingPage: string | null;
    referrer: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    ref: string | null;
    lastPost: { slug: string; title: string | null } | null;
    pagesSeen: number | null;
    trackedLink: { code: string; source: string } | null;
  } | null;
}

async function applicationOf(api: ApiClient, baseURL: string, fullName: string) {
  const found = (await api.listApplications()).find((a) => a.fullName === fullName);
  if (!found) throw new Error(`no application from ${fullName}`);
  return adminGet<Detail>(api, baseURL, `/api/careers/applications/${found._id}`);
}

async function apply(page: Page, fullName: string) {
  const form = new ApplicationForm(page);
  await form.fill({ fullName, email: 'visitor@example.com', phone: '+1 555 0142' });
  await form.resume.setInputFiles(fixturePath('resume.pdf'));
  await form.submit.click();
  await expect(page.getByText('Application submitted successfully!')).toBeVisible();
}

const noCookies = async (context: BrowserContext) => expect(await context.cookies()).toEqual([]);

test.describe('attribution', () => {
  test('lands with UTM parameters, reads a post, applies: source, campaign and post everywhere', async ({
    browser,
    baseURL,
  }) => {
    const api = new ApiClient(baseURL!);
    const job = await api.createJob({ title: unique('Platform engineer') });
    const post = await api.createBlog({ title: unique('Hiring cloud engineers') });
    const campaign = unique('spring-hiring').replace(/\s+/g, '-');
    const context = await browser.newContext({ userAgent: CHROME_UA });
    const page = await context.newPage();

    await page.goto(
      `/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}&email=x@y.z`,
      {
        referer: 'https://news.example.org/issue/42',
      },
    );
    // The landing page's view is sent by the app (at idle, or when the page is left): a visitor
    // who leaves before the app has started is not counted, so the test waits for it.
    await waitForHydration(page);
    // Read a post (a page load of its own), then the job (the app's own navigation).
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await waitForHydration(page);
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'to the job';
      document.querySelector('main')!.append(link);
    }, `/careers/${job._id}`);
    await page.getByRole('link', { name: 'to the job' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    const remembered = await page.evaluate(() => sessionStorage.getItem('northbeam:landing'));
    expect(JSON.parse(remembered!)).toMatchObject({
      landingPage: `/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`,
      referrer: 'news.example.org',
      lastPost: post.slug,
      pagesSeen: 3,
    });

    const fullName = unique('Ada Visitor');
    await apply(page, fullName);
    await noCookies(context);

    const detail = await applicationOf(api, baseURL!, fullName);
    expect(detail.attribution).toMatchObject({
      source: 'newsletter',
      referrer: 'news.example.org',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: campaign,
      lastPost: { slug: post.slug, title: post.title },
      pagesSeen: 3,
    });

    // The reports: the application's source, and the post with its view and application.
    const recruiting = await adminGet<{
      bySource: Array<{ source: string; applications: number }>;
    }>(api, baseURL!, '/api/admin/reports/recruiting');
    expect(
      recruiting.bySource.find((s) => s.source === 'newsletter')?.applications,
    ).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => {
        const content = await adminGet<{
          posts: Array<{ slug: string; views: number; applications: number }>;
          campaigns: Array<{ campaign: string; views: number }>;
          referrers: Array<{ host: string; views: number }>;
        }>(api, baseURL!, '/api/admin/reports/content');
        return {
          post: content.posts.find((p) => p.slug === post.slug),
          campaign: content.campaigns.find((c) => c.campaign === campaign)?.views,
          referrer: (content.referrers.find((r) => r.host === 'news.example.org')?.views ?? 0) > 0,
        };
      })
      .toEqual({
        post: expect.objectContaining({ views: 1, applications: 1 }),
        campaign: 1,
        referrer: true,
      });
    await context.close();
  });

  test('a tracked link records its source through a native post, before the app has loaded', async ({
    browser,
    baseURL,
  }) => {
    const api = new ApiClient(baseURL!);
    const job = await api.createJob({ title: unique('Data engineer') });
    const link = await adminPost<{ code: string; path: string }>(
      api,
      baseURL!,
      `/api/careers/${job._id}/links`,
      { source: 'Referral: Jane Smith' },
    );
    const context = await browser.newContext({ userAgent: CHROME_UA });
    const page = await context.newPage();
    // The app never starts: the form is posted by the browser itself.
    await page.route('**/assets/start-app-*.js', (route) => route.abort());

    await page.goto(link.path);
    await expect(page).toHaveURL(new RegExp(`/careers/${job._id}\\?ref=${link.code}$`));
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('northbeam:landing')))
      .toContain(link.code);
    const fullName = unique('Linus Referred');
    await apply(page, fullName);
    await expect(page).toHaveURL(/\?sent=application/);
    await noCookies(context);

    const detail = await applicationOf(api, baseURL!, fullName);
    expect(detail.attribution).toMatchObject({
      source: 'Referral: Jane Smith',
      ref: link.code,
      trackedLink: { code: link.code, source: 'Referral: Jane Smith' },
      landingPage: `/careers/${job._id}?ref=${link.code}`,
    });
    const links = await adminGet<Array<{ code: string; clicks: number; applications: number }>>(
      api,
      baseURL!,
      `/api/careers/${job._id}/links`,
    );
    expect(links).toEqual([
      expect.objectContaining({ code: link.code, clicks: 1, applications: 1 }),
    ]);
    await context.close();
  });
});
