// @vitest-environment jsdom
/**
 * A job's interview kit: the textareas' lines are checked with the contract's interviewKit (an
 * over-long line is named on its field, nothing sent) and saved as lists, blank lines left out.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../../contract/routes';
import { fakeServer, ok, renderAdmin } from '../../testing/admin-test-host';
import { InterviewKitSection } from './interview-kit-section';

afterEach(cleanup);

describe('the interview kit', () => {
  it('refuses an over-long line by its field, then saves the lines', async () => {
    const server = fakeServer();
    server.on(routes.interviewKits.get, () => ok({ attributes: ['Go'], questions: [] }));
    server.on(routes.interviewKits.set, ({ body }) => ok(body));
    const { user } = renderAdmin(<InterviewKitSection />, {
      server,
      at: '/admin/jobs/j1',
      path: '/admin/jobs/:id',
    });
    const assess = await screen.findByRole('textbox', { name: /Things to assess/ });
    await user.type(assess, `\n${'x'.repeat(101)}`);
    await user.click(screen.getByRole('button', { name: 'Save interview kit' }));
    expect(
      await screen.findByRole('textbox', {
        name: /Things to assess/,
        description: 'At most 100 characters',
      }),
    ).toBeTruthy();
    expect(server.callsTo(routes.interviewKits.set)).toEqual([]);

    await user.clear(assess);
    await user.type(assess, 'Kubernetes\n\n  Communication  ');
    await user.type(screen.getByRole('textbox', { name: /Questions/ }), 'Tell us about an outage');
    await user.click(screen.getByRole('button', { name: 'Save interview kit' }));
    expect((await screen.findByText('Interview kit saved.')).getAttribute('role')).toBe('status');
    expect(server.callsTo(routes.interviewKits.set).map((c) => c.body)).toEqual([
      { attributes: ['Kubernetes', 'Communication'], questions: ['Tell us about an outage'] },
    ]);
  });
});
