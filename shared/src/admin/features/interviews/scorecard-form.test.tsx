// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScorecardInput } from '../../../contract/scheduling';
import { ADMIN_FIELD_LOOK, FieldLookProvider } from '../../../forms/field-look';
import { ScorecardForm } from './scorecard-form';

afterEach(cleanup);

function renderForm(attributes: string[], failure?: string) {
  const submit = vi.fn<(input: ScorecardInput) => void>();
  render(
    <FieldLookProvider value={ADMIN_FIELD_LOOK}>
      <ScorecardForm
        interviewId="i1"
        about="Interview 1"
        attributes={attributes}
        questions={[]}
        submit={submit}
        busy={false}
        failure={failure}
      />
    </FieldLookProvider>,
  );
  return submit;
}

const group = (name: string) => screen.getByRole('radiogroup', { name: new RegExp(`^${name}`) });

describe("an interviewer's scorecard", () => {
  it('rates each attribute of the kit and sends them by name, with the recommendation', async () => {
    const user = userEvent.setup();
    const submit = renderForm(['Kubernetes', 'Node.js']);
    expect(screen.queryByRole('textbox', { name: /What you assessed/ })).toBeNull();

    await user.click(within(group('Kubernetes')).getByLabelText('Strong yes'));
    await user.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    // The unrated attribute says so under its choices, and takes the focus.
    const node = group('Node.js');
    await waitFor(() => expect(node.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(node.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Choose a rating',
    );
    expect(document.activeElement).toBe(within(node).getAllByRole('radio')[0]);
    expect(group('Overall recommendation').textContent).toContain('Choose a rating');
    expect(group('Kubernetes').getAttribute('aria-invalid')).toBeNull();
    expect(submit).not.toHaveBeenCalled();

    await user.click(within(node).getByLabelText('No', { exact: true }));
    await user.click(
      within(group('Overall recommendation')).getByLabelText('Yes', { exact: true }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Solid.');
    await user.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toEqual({
      ratings: { Kubernetes: 'strong-yes', 'Node.js': 'no' },
      recommendation: 'yes',
      notes: 'Solid.',
    });
  });

  it('without a kit, asks what was assessed and rates each thing named', async () => {
    const user = userEvent.setup();
    const submit = renderForm([]);
    await user.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    const assessed = await screen.findByRole('textbox', {
      name: /What you assessed/,
      description: 'Name at least one thing you assessed',
    });
    await waitFor(() => expect(document.activeElement).toBe(assessed));

    await user.type(assessed, 'Compilers, Communication');
    expect(
      screen.getAllByRole('radiogroup').map((g) => g.querySelector('legend')!.textContent),
    ).toEqual(['Compilers*', 'Communication*', 'Overall recommendation*']);
    await user.click(within(group('Compilers')).getByLabelText('Strong yes'));
    await user.click(within(group('Communication')).getByLabelText('Yes', { exact: true }));
    await user.click(within(group('Overall recommendation')).getByLabelText('Strong yes'));
    await user.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toEqual({
      ratings: { Compilers: 'strong-yes', Communication: 'yes' },
      recommendation: 'strong-yes',
      notes: '',
    });
  });

  it("shows the server's refusal", () => {
    renderForm(['Kubernetes'], 'Only a booked interview has scorecards.');
    expect(screen.getByText('Only a booked interview has scorecards.')).toBeTruthy();
  });
});
