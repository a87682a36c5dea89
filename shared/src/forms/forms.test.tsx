// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jobInput } from '../contract/job';
import { invitationInput } from '../contract/team';
import { CheckboxField, SelectField, TextAreaField, TextField } from './bound-fields';
import { ContractFormElement, useContractForm, type ContractForm } from './contract-form';
import { Field } from './field';
import { fieldOfPath, fieldPaths, firstErrorPerField } from './field-errors';
import { ADMIN_FIELD_LOOK, FieldLookProvider } from './field-look';

afterEach(cleanup);

/** The job form's values: text as typed, the salary's parts under `salary`. */
const JOB = {
  title: '',
  description: '',
  requirements: '',
  location: '',
  salary: { min: '', max: '', currency: 'USD', unit: 'YEAR' },
};
type JobValues = typeof JOB;
const jobToInput = (v: JobValues) => ({
  ...v,
  salary: v.salary.min || v.salary.max ? v.salary : null,
});

/** A job form on the real contract schema; `onValid` may answer like the server. */
function JobForm({
  onValid = () => undefined,
  expose,
}: {
  onValid?: (form: ContractForm<JobValues, unknown>) => void;
  expose?: (form: ContractForm<JobValues, unknown>) => void;
}) {
  const form = useContractForm({
    schema: jobInput,
    defaultValues: JOB,
    toInput: jobToInput,
    idPrefix: 'job',
  });
  expose?.(form);
  return (
    <FieldLookProvider value={ADMIN_FIELD_LOOK}>
      <ContractFormElement form={form} onValid={() => onValid(form)} aria-label="Job">
        <TextField name="title" label="Job Title" required />
        <TextAreaField name="description" label="Description" required />
        <TextAreaField name="requirements" label="Requirements" hint="One per line." />
        <TextField name="location" label="Location" />
        <TextField name="salary.min" label="Minimum" id="job-salaryMin" />
        <TextField name="salary.max" label="Maximum" id="job-salaryMax" />
        <button type="submit">Save</button>
      </ContractFormElement>
    </FieldLookProvider>
  );
}

describe('the form kit', () => {
  it("shows the contract's message under the field's label, tied to the control", async () => {
    const user = userEvent.setup();
    render(<JobForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const title = await screen.findByRole('textbox', {
      name: 'Job Title',
      description: 'Title is required',
    });
    expect(title).toHaveProperty('id', 'job-title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(title.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe('Title is required');
    expect(message.className).toBe('admin-field__error');
    // Under its label, in the same field box.
    const box = title.closest('.admin-field')!;
    expect(box.className).toContain('admin-field--invalid');
    expect(box.querySelector('label')!.textContent).toBe('Job Title*');
    expect(box.lastElementChild).toBe(message);
    // A hint stays read with the message.
    const requirements = screen.getByRole('textbox', { name: 'Requirements' });
    expect(requirements.getAttribute('aria-describedby')).toBe(
      'job-requirements-hint job-requirements-error',
    );
    // A valid field says nothing.
    await user.type(title, 'Cloud engineer');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBeNull());
    expect(title.getAttribute('aria-describedby')).toBeNull();
  });

  it('focuses the first wrong field on submit, in the order of the form', async () => {
    const user = userEvent.setup();
    render(<JobForm />);
    await user.type(screen.getByRole('textbox', { name: 'Job Title' }), 'Cloud engineer');
    await user.type(screen.getByRole('textbox', { name: 'Minimum' }), 'lots');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const description = screen.getByRole('textbox', { name: 'Description' });
    await waitFor(() => expect(document.activeElement).toBe(description));
    expect(
      screen.getByRole('textbox', {
        name: 'Minimum',
        description: 'Minimum salary must be a number',
      }),
    ).toBeTruthy();
  });

  it('puts an issue deeper than a field on that field (a requirement too long)', async () => {
    const user = userEvent.setup();
    render(<JobForm />);
    const requirements = screen.getByRole('textbox', { name: 'Requirements' });
    await user.click(requirements);
    await user.paste(`Kubernetes\n${'x'.repeat(501)}`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('textbox', {
        name: 'Requirements',
        description: 'One per line. Each requirement must be at most 500 characters',
      }),
    ).toBe(requirements);
  });

  it("puts a 400's errors on their fields and focuses the first of them", async () => {
    const user = userEvent.setup();
    let left: Record<string, string> = {};
    render(
      <JobForm
        onValid={(form) => {
          left = form.showServerErrors({
            'salary.max': 'Maximum salary must be at least the minimum',
            title: 'A job with this title is open already',
            'requirements.0': 'Requirement refused',
            somethingElse: 'Not a field of this form',
          });
        }}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Job Title' }), 'Cloud engineer');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Run our cloud.');
    await user.type(screen.getByRole('textbox', { name: 'Requirements' }), 'Kubernetes');
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Remote');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const title = await screen.findByRole('textbox', {
      name: 'Job Title',
      description: 'A job with this title is open already',
    });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(
      screen.getByRole('textbox', {
        name: 'Maximum',
        description: 'Maximum salary must be at least the minimum',
      }).id,
    ).toBe('job-salaryMax');
    expect(
      screen.getByRole('textbox', {
        name: 'Requirements',
        description: 'One per line. Requirement refused',
      }),
    ).toBeTruthy();
    expect(left).toEqual({ somethingElse: 'Not a field of this form' });
  });

  it('hands the schema output to the submit handler', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    function Invite() {
      const form = useContractForm({
        schema: invitationInput,
        defaultValues: { email: '', role: 'editor' },
        idPrefix: 'invite',
      });
      return (
        <ContractFormElement form={form} onValid={(data) => (sent = data)}>
          <TextField name="email" label="E-mail" type="email" />
          <SelectField name="role" label="Role">
            <option value="editor">Editor</option>
            <option value="recruiter">Recruiter</option>
          </SelectField>
          <CheckboxField name="unused" label="Unused" />
          <button type="submit">Send invitation</button>
        </ContractFormElement>
      );
    }
    render(<Invite />);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    // The site's look by default.
    const message = await screen.findByText('Please enter a valid email address');
    expect(message.className).toBe('field__error');
    expect(sent).toBeUndefined();
    await user.clear(email);
    await user.type(email, '  ada@example.com ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'recruiter');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent).toEqual({ email: 'ada@example.com', role: 'recruiter' }));
  });

  it('an unbound field ties its hint and error to any control', () => {
    render(
      <Field id="image" label="Featured Image" required hint="JPEG or PNG." error="Too large">
        {(aria) => <input type="file" {...aria} />}
      </Field>,
    );
    const input = screen.getByLabelText(/^Featured Image/);
    expect(input.getAttribute('aria-describedby')).toBe('image-hint image-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Too large').id).toBe('image-error');
  });
});

describe('field errors', () => {
  it('routes a path to the deepest field it starts with', () => {
    const fields = ['title', 'salary.min', 'salary.max', 'requirements'];
    expect(fieldOfPath('requirements.3', fields)).toBe('requirements');
    expect(fieldOfPath('salary.max', fields)).toBe('salary.max');
    expect(fieldOfPath('salary', fields)).toBe('salary');
    expect(fieldOfPath('titles', fields)).toBe('titles');
  });

  it("names a form's fields from its values", () => {
    expect(fieldPaths(JOB)).toEqual([
      'title',
      'description',
      'requirements',
      'location',
      'salary.min',
      'salary.max',
      'salary.currency',
      'salary.unit',
    ]);
    expect(fieldPaths({ tags: ['a'], published: true, file: null })).toEqual([
      'tags',
      'published',
      'file',
    ]);
  });

  it('keeps the first message of each field, like the API', () => {
    const parsed = jobInput.safeParse({ title: '', description: '', requirements: [] });
    expect(parsed.success).toBe(false);
    expect(firstErrorPerField(parsed.error!.issues)).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      requirements: 'Requirements are required',
    });
  });
});
