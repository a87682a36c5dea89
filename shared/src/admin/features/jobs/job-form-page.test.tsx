// @vitest-environment jsdom
/**
 * The job form page: create, edit and re-list a posting through the form kit, the contract's
 * messages before any call, the server's on the fields after one.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../../contract/job';
import { routes } from '../../../contract/routes';
import { fakeServer, listPage, ok, renderAdmin } from '../../testing/admin-test-host';
import { JobFormPage } from './job-form-page';

afterEach(cleanup);

const POSTED: Job = {
  _id: 'j1',
  title: 'Site Reliability Engineer',
  description: 'Keep the lights on.',
  requirements: ['Kubernetes', 'On call one week in six'],
  location: 'Remote',
  type: 'Contract',
  isActive: false,
  postedDate: '2026-10-01T12:00:00.000Z',
  salary: { currency: 'EUR', min: 80000, max: 95000, unit: 'YEAR' },
  closingDate: '2026-12-31',
};

function jobServer() {
  const server = fakeServer();
  server.on(routes.job.get, () => ok(POSTED));
  server.on(routes.jobs.create, ({ body }) =>
    ok({ ...(body as object), _id: 'j2', postedDate: '2026-11-26T12:00:00.000Z' }),
  );
  server.on(routes.job.update, ({ body }) => ok({ ...POSTED, ...(body as object) }));
  // The sections below an edited posting: nobody to suggest, no tracked links yet.
  server.on(routes.search.pastCandidates, () => ok({ candidates: [] }));
  server.on(routes.trackedLinks.list, () => listPage([]));
  return server;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

function open(at: string, server = jobServer()) {
  return { ...renderAdmin(<JobFormPage />, { server, at, path: '/admin/jobs/:id' }), server };
}

describe('the job form page', () => {
  it('creates a posting from what was typed, as the contract reads it', async () => {
    const { user, server } = open('/admin/jobs/new');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Create New Job Posting',
    );

    await user.type(field('Job Title'), 'Platform Engineer');
    await user.type(field('Description'), 'Build the platform.');
    await user.type(field('Requirements'), 'Terraform{Enter}{Enter}Go');
    await user.type(field('Location'), 'Berlin');
    await user.selectOptions(field('Job Type'), 'Part-time');
    await user.type(field('Minimum'), '70000');
    await user.clear(field('Currency'));
    await user.type(field('Currency'), 'eur');
    expect(field('Currency').value).toBe('EUR');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));

    expect((await screen.findByRole('status')).textContent).toBe('Job successfully created!');
    expect(server.callsTo(routes.jobs.create).map((c) => c.body)).toEqual([
      {
        title: 'Platform Engineer',
        description: 'Build the platform.',
        requirements: ['Terraform', 'Go'],
        location: 'Berlin',
        type: 'Part-time',
        isActive: true,
        // One amount given: the range is that amount.
        salary: { currency: 'EUR', min: 70000, max: 70000, unit: 'YEAR' },
        closingDate: null,
        // No client chosen in the job order section: the company's own posting.
        clientId: null,
      },
    ]);
    // Ready for the next one.
    expect(field('Job Title').value).toBe('');
  });

  it("shows the contract's messages on the fields and sends nothing", async () => {
    const { user, server } = open('/admin/jobs/new');
    await user.click(await screen.findByRole('button', { name: 'Create Job' }));
    expect(
      await screen.findByRole('textbox', { name: 'Job Title', description: 'Title is required' }),
    ).toBeTruthy();
    expect(field('Location').getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo(routes.jobs.create)).toEqual([]);
  });

  it('edits a posting: its values in the fields, the change sent to it', async () => {
    const { user, server } = open('/admin/jobs/j1');
    await waitFor(() => expect(field('Job Title').value).toBe('Site Reliability Engineer'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Job Posting');
    expect(field('Requirements').value).toBe('Kubernetes\nOn call one week in six');
    expect(field('Maximum').value).toBe('95000');
    expect(field('Closing date (optional)').value).toBe('2026-12-31');
    expect(field('Active (visible to public)').checked).toBe(false);

    await user.clear(field('Job Title'));
    await user.type(field('Job Title'), 'Senior SRE');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));

    expect((await screen.findByRole('status')).textContent).toBe('Job successfully updated!');
    const [update] = server.callsTo(routes.job.update);
    expect(update!.params).toEqual({ id: 'j1' });
    expect(update!.body).toMatchObject({
      title: 'Senior SRE',
      isActive: false,
      closingDate: '2026-12-31',
      salary: { currency: 'EUR', min: 80000, max: 95000, unit: 'YEAR' },
    });
    expect(server.callsTo(routes.jobs.create)).toEqual([]);
  });

  it("puts the server's field messages on the fields, with the banner", async () => {
    const server = jobServer();
    server.on(routes.job.update, () => ({
      status: 400,
      headers: {},
      body: { message: 'Validation failed', errors: { location: 'Location is not a city' } },
    }));
    const { user } = open('/admin/jobs/j1', server);
    await waitFor(() => expect(field('Location').value).toBe('Remote'));
    await user.click(screen.getByRole('button', { name: 'Update Job' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update job');
    expect(
      await screen.findByRole('textbox', {
        name: 'Location',
        description: 'Location is not a city',
      }),
    ).toBeTruthy();
  });

  it('re-lists a posting as a new one: active again, no closing date', async () => {
    const { user, server } = open('/admin/jobs/new?from=j1');
    await waitFor(() => expect(field('Job Title').value).toBe('Site Reliability Engineer'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Re-list Job Posting');
    expect(field('Active (visible to public)').checked).toBe(true);
    expect(field('Closing date (optional)').value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    await screen.findByText('Job successfully created!');
    expect(server.callsTo(routes.jobs.create).map((c) => c.body)).toEqual([
      expect.objectContaining({
        title: 'Site Reliability Engineer',
        isActive: true,
        closingDate: null,
      }),
    ]);
    expect(server.callsTo(routes.job.update)).toEqual([]);
  });
});
