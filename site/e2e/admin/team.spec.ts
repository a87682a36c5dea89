/**
 * The team in the browser admin, against an API of its own with a real SMTP server: an owner
 * invites a recruiter, the recruiter accepts from the e-mail's link, sees only Job Postings and
 * Job Applications and is refused elsewhere; two-factor sign-in is set up on the account page and
 * asked for after the password. The pages pass axe.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { startTestSmtp, type TestSmtp } from '../../../api/test/smtp';
import { expectNoAxeViolations } from '../support/browser';
import { E2E_ADMIN, startApiProcess, type ApiProcess } from '../support/api-process';

let smtp: TestSmtp;
let api: ApiProcess;
let n = 0;
const unique = (name: string) => `${name}-${Date.now()}-${++n}@staff.example`;
const PASSWORD = 'a long enough password 1';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  smtp = await startTestSmtp();
  api = await startApiProcess({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Northbeam Technologies" <no-reply@northbeam.test>',
      OUTBOX_POLL_SECONDS: '0.5',
    },
  });
});
test.afterAll(async () => {
  await api?.stop();
  await smtp?.stop();
});

async function signInAs(page: Page, email: string, password: string) {
  await page.goto(`${api.url}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The invitation link of the last e-mail to `to`. */
async function invitationLink(to: string): Promise<string> {
  await smtp.waitFor(() => smtp.to(to).length > 0, 15_000);
  const text = smtp.to(to).at(-1)!.text;
  const link = /https?:\/\/\S+\/admin\/accept-invitation\?token=[\w-]+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  return link!;
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('an owner invites a recruiter, who accepts from the e-mail and sees only their part', async ({
  page,
  browser,
}) => {
  const email = unique('rita');
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('recruiter');
  await expect(
    page.getByText('Job postings and job applications, with their resumes.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toHaveText(`Invitation e-mailed to ${email}.`);
  await expect(page.getByTestId('invitation-row').filter({ hasText: email })).toContainText(
    'Pending',
  );

  // The recruiter, in a browser of their own, from the e-mail.
  const link = await invitationLink(email);
  const { context, page: recruiter } = await freshPage(browser);
  await recruiter.goto(link);
  await expect(recruiter.getByRole('heading', { name: 'Join the team' })).toBeVisible();
  await expect(recruiter.getByText('Recruiter', { exact: true })).toBeVisible();
  await expect(recruiter.getByLabel('Email')).toHaveValue(email);
  await expectNoAxeViolations(recruiter);
  await recruiter.getByLabel('Your name').fill('Rita Recruiter');
  await recruiter.getByLabel('Password', { exact: true }).fill('short');
  await recruiter.getByLabel('Repeat the password').fill('short');
  await recruiter.getByRole('button', { name: 'Create my account' }).click();
  await expect(recruiter.getByText('Password must be at least 12 characters')).toBeVisible();
  await recruiter.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await recruiter.getByLabel('Repeat the password').fill(PASSWORD);
  await recruiter.getByRole('button', { name: 'Create my account' }).click();
  await expect(recruiter).toHaveURL(/\/admin\/dashboard/);

  const tabs = recruiter.getByRole('tab');
  await expect(tabs).toHaveText(['Job Postings', 'Job Applications']);
  await expect(recruiter.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expect(recruiter.getByRole('link', { name: 'Outbox', exact: true })).toHaveCount(0);
  // Refused elsewhere: the pages say why, and so does the server.
  await recruiter.goto(`${api.url}/admin/team`);
  await expect(recruiter.getByRole('alert')).toHaveText(
    'Only owners and administrators manage the team.',
  );
  await recruiter.goto(`${api.url}/admin/blogs/new`);
  await expect(recruiter.getByRole('alert')).toHaveText('Your role does not include blog posts.');
  const refused = await recruiter.request.get(`${api.url}/api/contact`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    message: 'Your role does not include contact messages and consultation requests.',
  });
  await context.close();

  // The owner sees the new person and the invitation gone.
  await page.reload();
  await expect(page.getByTestId('team-row').filter({ hasText: email })).toContainText('Recruiter');
  await expect(page.getByTestId('invitation-row').filter({ hasText: email })).toHaveCount(0);
});

test('two-factor sign-in: set up on the account page, asked for after the password', async ({
  page,
  browser,
}) => {
  // Someone new, invited through the API by the owner.
  const email = unique('tess');
  const owner = await page.request.post(`${api.url}/api/admin/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const token = ((await owner.json()) as { token: string }).token;
  await page.request.post(`${api.url}/api/admin/invitations`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, role: 'editor' },
  });
  const link = new URL(await invitationLink(email));
  const accepted = await page.request.post(`${api.url}/api/admin/invitations/accept`, {
    data: { token: link.searchParams.get('token'), name: 'Tess Editor', password: PASSWORD },
  });
  expect(accepted.status()).toBe(201);

  const { context, page: tess } = await freshPage(browser);
  await signInAs(tess, email, PASSWORD);
  await expect(tess).toHaveURL(/\/admin\/dashboard/);
  await tess.getByRole('link', { name: 'Account' }).click();
  await tess.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(tess.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectNoAxeViolations(tess);
  const secret = (await tess.getByTestId('totp-secret').textContent())!;
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await tess.getByLabel('Code from your app').fill(totp.generate());
  await tess.getByRole('button', { name: 'Turn on' }).click();
  await expect(tess.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await expect(tess.getByRole('status').first()).toHaveText('Two-factor sign-in is on.');
  await tess.getByRole('button', { name: 'Logout' }).click();
  await expect(tess).toHaveURL(/\/admin\/login/);

  await signInAs(tess, email, PASSWORD);
  const code = tess.getByLabel('Two-factor code');
  await expect(code).toBeVisible();
  await expect(tess).toHaveURL(/\/admin\/login/);
  await code.fill('000000' === totp.generate() ? '111111' : '000000');
  await tess.getByRole('button', { name: 'Verify' }).click();
  await expect(tess.getByRole('alert')).toHaveText('That code is not valid. Try the current one.');
  // The step of the enabling code is used up: the next one, as the app shows it half a minute on.
  await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await tess.getByRole('button', { name: 'Verify' }).click();
  await expect(tess).toHaveURL(/\/admin\/dashboard/);
  await expect(tess.getByRole('tab')).toHaveText(['Blog Posts']);
  await context.close();
});

test('a forgotten password: the e-mailed link sets a new one', async ({ page }) => {
  await page.goto(`${api.url}/admin/login`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText('If an account exists for this address')).toBeVisible();
  await expectNoAxeViolations(page);
  await smtp.waitFor(() => smtp.to(E2E_ADMIN.email).some((m) => m.text.includes('reset-password')));
  const text = smtp
    .to(E2E_ADMIN.email)
    .filter((m) => m.text.includes('reset-password'))
    .at(-1)!.text;
  const link = /https?:\/\/\S+\/admin\/reset-password\?token=[\w-]+/.exec(text)![0];
  await page.goto(link);
  const next = `${E2E_ADMIN.password}-2`;
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Repeat the new password').fill(next);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByText('Your password is set. Sign in with it.')).toBeVisible();
  await signInAs(page, E2E_ADMIN.email, next);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
});
