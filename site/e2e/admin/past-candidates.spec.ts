/**
 * Past candidates, found again, in the browser admin: a job's page lists "People who may fit"
 * (a past applicant whose PDF resume matches the job, with the words) and invites one to apply by
 * e-mail; an application's page flags a possible duplicate (the same phone under another address)
 * and merges it: the other application stays, now listed among this person's.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { pdfWith } from '../../../api/test/resume-files';
import { ApiClient, unique } from '../support/api-client';
import { expectNoAxeViolations } from '../support/browser';
import { signIn } from './support/admin';

const word = (stem: string) =>
  `${stem}${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function apply(
  request: APIRequestContext,
  jobId: string,
  person: { name: string; email: string; phone: string },
  text: string,
) {
  const answer = await request.post(`/api/careers/${jobId}/apply`, {
    multipart: {
      fullName: person.name,
      email: person.email,
      phone: person.phone,
      coverLetter: '',
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfWith([text]) },
    },
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return ((await answer.json()) as { _id: string })._id;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a job’s page shows the people who may fit, and invites one to apply', async ({
  page,
  request,
  baseURL,
}) => {
  const api = new ApiClient(baseURL!);
  const skill = word('gravelstack');
  const oldJob = await api.createJob({ title: unique('Earlier Role') });
  const name = unique('Petra Pastfit');
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
  const past = await apply(
    request,
    oldJob._id,
    { name, email, phone: '+1 614 555 0110' },
    `Years of ${skill} and Terraform.`,
  );
  const job = await api.createJob({
    title: unique(`Senior ${skill} lead`),
    requirements: ['Terraform'],
  });

  await expect
    .poll(
      async () => {
        await page.goto(`/admin/jobs/${job._id}`);
        const section = page.getByRole('region', { name: 'People who may fit' });
        await expect(section.getByText(/Looking through past resumes/)).toHaveCount(0);
        return section.getByRole('link', { name }).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  const section = page.getByRole('region', { name: 'People who may fit' });
  const item = section.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText(`Matches: ${skill}, Terraform`);
  await expect(item).toContainText(oldJob.title);
  await expectNoAxeViolations(page);

  await item.getByRole('button', { name: 'Invite to apply' }).click();
  await expect(item.getByLabel('Subject')).toHaveValue(`A role that may suit you: ${job.title}`);
  await expect(item.getByLabel('Message')).toHaveValue(new RegExp(`/careers/${job._id}`));
  await item.getByRole('button', { name: 'Send invitation' }).click();
  await expect(item.getByRole('status')).toHaveText(
    'No mail server is configured: the invitation waits in the Outbox.',
  );
  // Recorded on their application.
  await page.goto(`/admin/applications/${past}`);
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText(
    `A role that may suit you: ${job.title}`,
  );
});

test('an application’s page flags a possible duplicate and merges it, keeping everything', async ({
  page,
  request,
  baseURL,
}) => {
  const api = new ApiClient(baseURL!);
  const job = await api.createJob({ title: unique('Duplicate Check Role') });
  const otherJob = await api.createJob({ title: unique('Other Role') });
  const phone = `+1 614 555 ${String(1000 + Math.floor(Math.random() * 8999))}`;
  const name = unique('Dana Double');
  const first = await apply(
    request,
    job._id,
    { name, email: `${name.replace(/\W+/g, '.').toLowerCase()}@first.example`, phone },
    'Resume one',
  );
  const second = await apply(
    request,
    otherJob._id,
    {
      name: `${name} B`,
      email: `${name.replace(/\W+/g, '.').toLowerCase()}@second.example`,
      phone: phone.replace(/^\+1 /, '').replace(/ /g, '-'),
    },
    'Resume two',
  );

  await page.goto(`/admin/applications/${first}`);
  const duplicates = page.getByRole('region', { name: 'Possible duplicate' });
  await expect(duplicates).toContainText('same phone number');
  await expect(duplicates.getByRole('link', { name: `${name} B` })).toHaveAttribute(
    'href',
    `/admin/applications/${second}`,
  );
  await duplicates.getByRole('button', { name: 'Merge into this person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge into this person?' });
  await expect(dialog).toContainText('Nothing is deleted.');
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Merged: 1 application moved' }),
  ).toBeVisible();
  await expect(duplicates.getByRole('listitem')).toHaveCount(0);
  // The other application is kept, and listed among this person's.
  await expect(page.getByRole('link', { name: otherJob.title })).toHaveAttribute(
    'href',
    `/admin/applications/${second}`,
  );
  await page.goto(`/admin/applications/${second}`);
  await expect(page.getByRole('heading', { level: 1, name: `${name} B` })).toBeVisible();
});
