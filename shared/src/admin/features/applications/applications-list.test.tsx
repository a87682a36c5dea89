// @vitest-environment jsdom
/**
 * The job applications list: rows picked with their checkboxes and rejected together (with the
 * saved rejection e-mail, or none), and a resume downloaded through the platform.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobApplication } from '../../../contract/application';
import type { ApplicationStatus } from '../../../contract/constants';
import { routes } from '../../../contract/routes';
import { fakeServer, listPage, ok, renderAdmin } from '../../testing/admin-test-host';
import { ApplicationsList } from './applications-list';

afterEach(cleanup);

const id = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;
const application = (n: number, fullName: string): JobApplication => ({
  _id: id(n),
  fullName,
  email: `candidate${n}@example.com`,
  phone: '+1 555 0100',
  coverLetter: '',
  resumeUrl: `/api/careers/applications/${id(n)}/resume`,
  resumeName: `${fullName.split(' ')[0]}-resume.pdf`,
  job: { _id: 'j1', title: 'SRE' },
  status: 'received',
  appliedAt: '2026-11-02T12:00:00.000Z',
  spam: null,
});

const SAVED_REJECTION = {
  key: 'candidate-rejection',
  label: 'Rejection',
  subject: 'About {jobTitle}',
  body: 'Hello {firstName}, not this time.',
};

function applicationsServer() {
  const server = fakeServer();
  let stored = [
    application(1, 'Ada Lovelace'),
    application(2, 'Alan Turing'),
    application(3, 'Grace Hopper'),
  ];
  server.on(routes.applications.list, () => listPage(stored));
  server.on(routes.notifications.candidateTemplates, () => ok([SAVED_REJECTION]));
  server.on(routes.applications.bulkStatus, ({ body }) => {
    const { ids, status, email } = body as {
      ids: string[];
      status: ApplicationStatus;
      email?: unknown;
    };
    stored = stored.map((a) => (ids.includes(a._id) ? { ...a, status } : a));
    return ok({ updated: ids.length, emailed: email ? ids.length : 0 });
  });
  return server;
}

const statusOf = (name: string) =>
  (screen.getByLabelText(`Status of ${name}`) as HTMLSelectElement).value;
const dialog = () => document.querySelector('dialog')!;

describe('the job applications list', () => {
  it('rejects the selected applications together, each sent the saved rejection e-mail', async () => {
    const server = applicationsServer();
    const { user } = renderAdmin(<ApplicationsList />, { server });
    await waitFor(() => expect(screen.getAllByTestId('application-row')).toHaveLength(3));
    expect(screen.queryByRole('group', { name: 'Selected applications' })).toBeNull();

    await user.click(screen.getByLabelText('Select Ada Lovelace'));
    await user.click(screen.getByLabelText('Select Grace Hopper'));
    const bar = within(screen.getByRole('group', { name: 'Selected applications' }));
    expect(bar.getByText('2 selected')).toBeTruthy();

    await user.click(bar.getByRole('button', { name: 'Reject selected' }));
    expect(dialog().open).toBe(true);
    expect(within(dialog()).getByRole('heading').textContent).toBe('Reject 2 applications?');
    expect(within(dialog()).getByText('Each selected application moves to Rejected.')).toBeTruthy();
    const emailEach = within(dialog()).getByRole('checkbox', { name: /E-mail each candidate/ });
    expect((emailEach as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('2 applications rejected, 2 e-mails queued.')).toBeTruthy();
    expect(server.callsTo(routes.applications.bulkStatus).map((c) => c.body)).toEqual([
      {
        ids: [id(1), id(3)],
        status: 'rejected',
        email: { subject: SAVED_REJECTION.subject, body: SAVED_REJECTION.body },
      },
    ]);
    // The list is read again; the selection is gone.
    await waitFor(() => expect(statusOf('Ada Lovelace')).toBe('rejected'));
    expect(statusOf('Alan Turing')).toBe('received');
    expect(statusOf('Grace Hopper')).toBe('rejected');
    expect(screen.queryByRole('group', { name: 'Selected applications' })).toBeNull();
    expect((screen.getByLabelText('Select Ada Lovelace') as HTMLInputElement).checked).toBe(false);
  });

  it('rejects without e-mails when asked not to send them', async () => {
    const server = applicationsServer();
    const { user } = renderAdmin(<ApplicationsList />, { server });
    await waitFor(() => expect(screen.getAllByTestId('application-row')).toHaveLength(3));

    await user.click(screen.getByLabelText('Select Alan Turing'));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Reject 1 application?');
    await user.click(within(dialog()).getByRole('checkbox', { name: /E-mail each candidate/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('1 application rejected.')).toBeTruthy();
    expect(server.callsTo(routes.applications.bulkStatus).map((c) => c.body)).toEqual([
      { ids: [id(2)], status: 'rejected' },
    ]);
  });

  it('Cancel and Clear selection change nothing', async () => {
    const server = applicationsServer();
    const { user } = renderAdmin(<ApplicationsList />, { server });
    await waitFor(() => expect(screen.getAllByTestId('application-row')).toHaveLength(3));

    await user.click(screen.getByLabelText('Select Alan Turing'));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(dialog().open).toBe(false);
    expect(screen.getByText('1 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('group', { name: 'Selected applications' })).toBeNull();
    expect(server.callsTo(routes.applications.bulkStatus)).toEqual([]);
  });

  it("downloads a row's resume through the platform, and says when it can't", async () => {
    const download = vi.fn(async () => {});
    const { user } = renderAdmin(<ApplicationsList />, {
      server: applicationsServer(),
      platform: { download },
    });
    await waitFor(() => expect(screen.getAllByTestId('application-row')).toHaveLength(3));
    const row = screen.getAllByTestId('application-row')[1]!;
    await user.click(within(row).getByRole('button', { name: 'Download resume' }));
    expect(download).toHaveBeenCalledWith(
      `/api/careers/applications/${id(2)}/resume`,
      'Alan-resume.pdf',
    );

    download.mockRejectedValueOnce(new Error('offline'));
    await user.click(within(row).getByRole('button', { name: 'Download resume' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to download resume');
  });
});
