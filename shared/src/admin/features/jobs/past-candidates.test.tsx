// @vitest-environment jsdom
/**
 * "Invite to apply" on a job's "People who may fit": the invitation is written before it is sent,
 * checked with the contract's personalEmailInput (its messages by the field, nothing sent), sent
 * once when right, and a failure keeps the text and says why.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../../contract/routes';
import { fail, fakeServer, ok, renderAdmin } from '../../testing/admin-test-host';
import { PastCandidates } from './past-candidates';

afterEach(cleanup);

function server() {
  const fake = fakeServer();
  fake.on(routes.search.pastCandidates, () =>
    ok({
      candidates: [
        {
          applicationId: 'a7',
          fullName: 'Ada Lovelace',
          email: 'ada@example.com',
          lastJobTitle: 'Analyst',
          status: 'rejected',
          appliedAt: '2026-05-01T10:00:00.000Z',
          matchedWords: ['Python'],
        },
      ],
    }),
  );
  return fake;
}

describe('Invite to apply', () => {
  it('refuses an empty subject by the field, then sends the invitation once', async () => {
    const fake = server();
    fake.on(routes.applications.email, () => ok({ outboxId: 'o1', emailed: true }));
    const { user } = renderAdmin(<PastCandidates jobId="j1" jobTitle="Data Engineer" />, {
      server: fake,
    });
    const item = (await screen.findByRole('link', { name: 'Ada Lovelace' })).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Invite to apply' }));
    const subject = within(item).getByRole('textbox', { name: 'Subject' });
    expect((subject as HTMLInputElement).value).toBe('A role that may suit you: Data Engineer');
    await user.clear(subject);
    await user.click(within(item).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(item).findByRole('textbox', { name: 'Subject', description: 'Write a subject' }),
    ).toBeTruthy();
    expect(fake.callsTo(routes.applications.email)).toEqual([]);

    await user.type(subject, 'Come back to us');
    await user.click(within(item).getByRole('button', { name: 'Send invitation' }));
    expect((await within(item).findByRole('status')).textContent).toBe(
      'Invitation queued for Ada Lovelace.',
    );
    const sent = fake.callsTo(routes.applications.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ params: { id: 'a7' }, body: { subject: 'Come back to us' } });
    expect((sent[0]!.body as { body: string }).body).toContain('/careers/j1');
  });

  it('keeps the invitation and says why when it cannot be sent', async () => {
    const fake = server();
    fake.on(routes.applications.email, () => fail(503, 'The outbox is full'));
    const { user } = renderAdmin(<PastCandidates jobId="j1" jobTitle="Data Engineer" />, {
      server: fake,
    });
    const item = (await screen.findByRole('link', { name: 'Ada Lovelace' })).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Invite to apply' }));
    await user.click(within(item).getByRole('button', { name: 'Send invitation' }));
    expect(await within(item).findByText('Failed to send the invitation')).toBeTruthy();
    expect((within(item).getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe(
      'A role that may suit you: Data Engineer',
    );
  });
});
