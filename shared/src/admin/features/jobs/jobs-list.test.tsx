// @vitest-environment jsdom
/**
 * The job postings list's row actions (RowActions with the ConfirmDialog): Edit and Re-list lead
 * to the form, Delete asks first and removes the row only once the server has.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../../contract/job';
import { routes } from '../../../contract/routes';
import { fail, fakeServer, listPage, noContent, renderAdmin } from '../../testing/admin-test-host';
import { DELETE_JOB_CONFIRM, JobsList } from './jobs-list';

afterEach(cleanup);

const job = (id: string, title: string, isActive = true): Job => ({
  _id: id,
  title,
  description: `${title}: ${'Build and run things. '.repeat(8)}`,
  requirements: ['Kubernetes'],
  location: 'Remote',
  type: 'Full-time',
  isActive,
  postedDate: '2026-10-01T12:00:00.000Z',
});

function jobsServer(jobs: Job[]) {
  const server = fakeServer();
  let stored = [...jobs];
  server.on(routes.jobs.list, () => listPage(stored));
  server.on(routes.job.remove, ({ params }) => {
    stored = stored.filter((j) => j._id !== params.id);
    return noContent();
  });
  return server;
}

const titles = () =>
  screen.queryAllByTestId('job-row').map((row) => row.querySelector('.admin-strong')!.textContent);
const dialog = () => document.querySelector('dialog')!;

describe('the job postings list', () => {
  it('shows each posting with its description cut short, visibility, Edit and Re-list', async () => {
    renderAdmin(<JobsList />, {
      server: jobsServer([job('j1', 'SRE'), job('j2', 'Designer', false)]),
    });
    await waitFor(() => expect(titles()).toEqual(['SRE', 'Designer']));
    const [sre, designer] = screen.getAllByTestId('job-row');
    expect(within(sre!).getByText('Active')).toBeTruthy();
    expect(within(designer!).getByText('Inactive')).toBeTruthy();
    expect(within(sre!).getAllByRole('cell')[1]!.textContent).toMatch(/^SRE: Build.{90}\.\.\.$/);
    expect(within(sre!).getByRole('link', { name: 'Edit SRE' }).getAttribute('href')).toBe(
      '/admin/jobs/j1',
    );
    expect(within(sre!).getByRole('link', { name: 'Re-list SRE' }).getAttribute('href')).toBe(
      '/admin/jobs/new?from=j1',
    );
    expect(dialog().open).toBe(false);
  });

  it('asks before deleting; Cancel keeps the posting', async () => {
    const server = jobsServer([job('j1', 'SRE')]);
    const { user } = renderAdmin(<JobsList />, { server });
    await waitFor(() => expect(titles()).toEqual(['SRE']));

    await user.click(screen.getByRole('button', { name: 'Delete SRE' }));
    expect(dialog().open).toBe(true);
    expect(within(dialog()).getByRole('heading').textContent).toBe('Delete job posting');
    expect(within(dialog()).getByText(DELETE_JOB_CONFIRM)).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(dialog().open).toBe(false);
    expect(titles()).toEqual(['SRE']);
    expect(server.callsTo(routes.job.remove)).toEqual([]);
  });

  it('deletes on confirmation: the server first, then the row', async () => {
    const server = jobsServer([job('j1', 'SRE'), job('j2', 'Designer')]);
    const { user } = renderAdmin(<JobsList />, { server });
    await waitFor(() => expect(titles()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Delete Designer' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(titles()).toEqual(['SRE']));
    expect(server.callsTo(routes.job.remove)).toEqual([
      { params: { id: 'j2' }, query: {}, body: undefined },
    ]);
    expect(dialog().open).toBe(false);
    expect(screen.getByText('1–1 of 1')).toBeTruthy();
  });

  it('keeps the row and says so when the server refuses', async () => {
    const server = jobsServer([job('j1', 'SRE')]);
    server.on(routes.job.remove, () => fail(500, 'Internal error'));
    const { user } = renderAdmin(<JobsList />, { server });
    await waitFor(() => expect(titles()).toEqual(['SRE']));

    await user.click(screen.getByRole('button', { name: 'Delete SRE' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to delete job');
    expect(titles()).toEqual(['SRE']);
    expect(dialog().open).toBe(false);
  });

  it('says there are none yet when there are none', async () => {
    renderAdmin(<JobsList />, { server: jobsServer([]) });
    expect(await screen.findByText('No job postings yet.')).toBeTruthy();
  });
});
