// @vitest-environment jsdom
/**
 * "Submit to client" on an application: after the blind resume has been looked at, the submit
 * goes to the server with the job order, the hiring manager and the summary, and the banner says
 * where the review link went: e-mailed to the contact, or, without a mail server, waiting in the
 * outbox with the link to copy and send by hand (it said "e-mailed" either way before).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../../contract/routes';
import { fakeServer, ok, renderAdmin } from '../../testing/admin-test-host';
import { CLIENT_ID as CLIENT, clientDetail } from '../../testing/staffing-fixtures';
import { SubmitToClientPanel } from './submit-to-client-panel';

afterEach(cleanup);

const APPLICATION = '22222222-2222-4222-8222-222222222222';
const JOB = '33333333-3333-4333-8333-333333333333';
const CONTACT = '44444444-4444-4444-8444-444444444444';
const client = clientDetail(CONTACT);

function deskServer(emailed: boolean) {
  const server = fakeServer();
  server.on(routes.submittals.listForApplication, () => ok([]));
  server.on(routes.desk.openJobOrders, () =>
    ok([
      {
        clientId: CLIENT,
        clientName: client.name,
        jobOrders: [
          {
            _id: JOB,
            title: 'Platform Engineer',
            openings: 1,
            ageDays: 3,
            submittals: 0,
            interviews: 0,
            placed: 0,
          },
        ],
      },
    ]),
  );
  server.on(routes.clients.get, () => ok(client));
  server.on(routes.submittals.create, () =>
    ok({
      id: 's1',
      reviewUrl: 'https://northbeam.example/review/abc',
      resumeUrl: 'https://northbeam.example/api/submittals/s1/resume',
      emailed,
    }),
  );
  return server;
}

async function submit(server: ReturnType<typeof deskServer>) {
  const { user } = renderAdmin(<SubmitToClientPanel />, {
    server,
    at: `/applications/${APPLICATION}`,
    path: '/applications/:id',
    // The browser without a file reader: the preview is downloaded.
    platform: { readFile: undefined },
  });
  await waitFor(() =>
    expect(screen.getByRole('option', { name: 'Platform Engineer' })).toBeTruthy(),
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Job order' }), JOB);
  await waitFor(() => expect(screen.getByRole('option', { name: 'Nora Hiring' })).toBeTruthy());
  await user.selectOptions(screen.getByRole('combobox', { name: 'Hiring manager' }), CONTACT);
  await user.type(
    screen.getByLabelText(/Your summary for the client/),
    'Strong platform engineer.',
  );
  await user.click(screen.getByRole('button', { name: 'Preview the blind resume' }));
  await user.click(screen.getByRole('button', { name: 'Submit to client' }));
  await waitFor(() => expect(screen.getByText(/^Submitted\./)).toBeTruthy());
  expect(server.callsTo(routes.submittals.create)).toEqual([
    {
      params: { id: APPLICATION },
      query: {},
      body: { jobId: JOB, contactId: CONTACT, summary: 'Strong platform engineer.' },
    },
  ]);
  return screen.getByText(/^Submitted\./);
}

describe('Submit to client', () => {
  it('says the review link was e-mailed to the hiring manager when it was', async () => {
    const banner = await submit(deskServer(true));
    expect(banner.textContent).toContain(
      'Submitted. The review link was e-mailed to Nora Hiring (nora@acme.example).',
    );
    expect(screen.getByRole('button', { name: 'Copy the review link' })).toBeTruthy();
  });

  it('without a mail server, says the e-mail waits in the outbox and offers the link to copy', async () => {
    const banner = await submit(deskServer(false));
    expect(banner.textContent).toContain(
      'No mail server is set up, so the e-mail to Nora Hiring (nora@acme.example) waits in the outbox',
    );
    expect(banner.textContent).not.toContain('e-mailed');
    expect(screen.getByRole('button', { name: 'Copy the review link' })).toBeTruthy();
  });
});
