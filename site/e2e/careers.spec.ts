/** Careers: the list of active jobs, a job's page and the application form with real files. */
import { expect, test } from '@playwright/test';
import type { Job } from '@northbeam/shared/contract/job';
import { ApiClient, fixturePath, unique } from './support/api-client';
import { slowNetwork, waitForHydration } from './support/browser';
import { ApplicationForm } from './support/forms';

test.describe('careers', () => {
  let job: Job;
  let inactive: Job;

  test.beforeAll(async ({ baseURL }) => {
    const api = new ApiClient(baseURL!);
    job = await api.createJob({
      title: unique('Senior Cloud Engineer'),
      description: 'Design and run AWS platforms for our clients.\nLead migrations end to end.',
      requirements: ['5+ years with AWS or Azure', 'Terraform', 'Clear written communication'],
      location: 'Columbus, OH (hybrid)',
      type: 'Contract',
    });
    inactive = await api.createJob({ title: unique('Retired Role'), isActive: false });
  });

  test('lists active jobs with title, type, location, date and View Details', async ({ page }) => {
    await page.goto('/careers');
    const card = page.getByTestId('job-list').getByRole('listitem').filter({ hasText: job.title });
    await expect(card.getByRole('heading', { name: job.title })).toBeVisible();
    await expect(card.getByText('Contract', { exact: true })).toBeVisible();
    await expect(card.getByText('Columbus, OH (hybrid)')).toBeVisible();
    await expect(card.locator('time')).toHaveText(/\w+ \d{1,2}, \d{4}/);
    await expect(page.getByText(inactive.title)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Why join/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/${job._id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(page.getByText('Lead migrations end to end.')).toBeVisible();
    await expect(page.getByTestId('requirements').getByRole('listitem')).toHaveText(
      job.requirements,
    );
  });

  test('applying without a resume, with bad fields and with a wrong file type is refused in the browser', async ({
    page,
  }) => {
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().includes('/apply')) posted++;
    });
    await page.goto(`/careers/${job._id}`);
    // The app's own messages (before it runs, the browser's `required` checks stop the post).
    await waitForHydration(page);
    const form = new ApplicationForm(page);
    await expect(form.form.getByText('Accepted formats: PDF, DOC, DOCX (max 5MB)')).toBeVisible();
    await form.submit.click();
    await expect(form.form.getByText('Full name is required')).toBeVisible();
    await expect(form.form.getByText('Please upload your resume')).toBeVisible();
    await form.fill({ fullName: 'Ken Thompson', email: 'ken@example.com', phone: '614-555-0111' });
    await form.submit.click();
    await expect(form.form.getByText('Please upload your resume')).toBeVisible();
    await expect(form.resume).toBeFocused();
    await form.resume.setInputFiles(fixturePath('image.png'));
    await expect(
      form.form.getByText('The resume must be a PDF or Word document (.pdf, .doc, .docx)'),
    ).toBeVisible();
    await form.resume.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
    });
    await expect(form.form.getByText('The resume must be 5 MB or smaller')).toBeVisible();
    expect(posted).toBe(0);
  });

  test('applying with a real PDF succeeds', async ({ page, baseURL }) => {
    await page.goto(`/careers/${job._id}`);
    // The sending states are under test here (the page before the app: progressive.spec.ts).
    await waitForHydration(page);
    const form = new ApplicationForm(page);
    const fullName = unique('Barbara Liskov');
    await form.fill({
      fullName,
      email: 'barbara@example.com',
      phone: '+1 614 555 0123',
      coverLetter: 'I have run cloud migrations for ten years.',
    });
    await form.resume.setInputFiles(fixturePath('resume.pdf'));
    const restore = await slowNetwork(page, 600);
    await form.submit.click();
    await expect(form.submit).toHaveText('Submitting...');
    await expect(form.submit).toBeDisabled();
    const success = page.getByTestId('application-success');
    await expect(success.getByText('Application submitted successfully!')).toBeVisible();
    await restore();
    await expect(
      success.getByText(
        'Thank you for applying. We will review your application and contact you soon.',
      ),
    ).toBeVisible();
    const applications = await new ApiClient(baseURL!).listApplications();
    const mine = applications.find((a) => a.fullName === fullName);
    expect(mine?.resumeName).toMatch(/\.pdf$/);
    await success.getByRole('link', { name: 'Browse other job openings' }).click();
    await expect(page).toHaveURL(/\/careers$/);
  });

  test('a Word resume is accepted too', async ({ page }) => {
    await page.goto(`/careers/${job._id}`);
    const form = new ApplicationForm(page);
    await form.fill({
      fullName: unique('Word User'),
      email: 'word@example.com',
      phone: '6145550124',
    });
    await form.resume.setInputFiles(fixturePath('resume.docx'));
    await form.submit.click();
    await expect(page.getByText('Application submitted successfully!')).toBeVisible();
  });

  test('the server’s own message shows when it refuses the file (a disguised executable)', async ({
    page,
  }) => {
    await page.goto(`/careers/${job._id}`);
    const form = new ApplicationForm(page);
    await form.fill({ fullName: 'Mallory', email: 'mallory@example.com', phone: '6145550199' });
    await form.resume.setInputFiles(fixturePath('fake-resume.pdf'));
    await form.submit.click();
    await expect(form.form.getByRole('alert')).toHaveText(/Resume must be a PDF, DOC or DOCX file/);
  });

  test('the server’s message shows when the job closed while the visitor was applying', async ({
    page,
    baseURL,
  }) => {
    const api = new ApiClient(baseURL!);
    const closing = await api.createJob({ title: unique('Closing Soon Role') });
    await page.goto(`/careers/${closing._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(closing.title);
    // Sent by the app (posted natively, the answer is the job page, which now says "Job not found").
    await waitForHydration(page);
    await api.updateJob(closing._id, {
      title: closing.title,
      description: closing.description,
      requirements: closing.requirements,
      location: closing.location,
      type: closing.type,
      isActive: false,
    });
    const form = new ApplicationForm(page);
    await form.fill({ fullName: 'Late Applicant', email: 'late@example.com', phone: '6145550155' });
    await form.resume.setInputFiles(fixturePath('resume.pdf'));
    await form.submit.click();
    await expect(form.form.getByRole('alert')).toHaveText('Job not found');
  });

  test('a missing or inactive job shows Job not found with Back to all jobs', async ({ page }) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', inactive._id, 'not-an-id']) {
      await page.goto(`/careers/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    }
    await page.getByRole('link', { name: /Back to all jobs/ }).click();
    await expect(page).toHaveURL(/\/careers$/);
  });
});
