import { ApiError } from '../../../api-client/transport';
import { clientInput, type ClientInput, type ClientValues } from '../../../contract/staffing';
import { TextField } from '../../../forms/bound-fields';
import { ContractFormElement, useContractForm } from '../../../forms/contract-form';

interface NewClientValues {
  name: string;
  website: string;
  contact: { name: string; email: string; role: string };
}

/** The client's first contact, when one is typed: the input's list of one. */
function toInput({ name, website, contact }: NewClientValues): ClientInput {
  const typed = contact.name.trim() || contact.email.trim() || contact.role.trim();
  return { name, website, contacts: typed ? [{ ...contact, phone: '' }] : [] };
}

/** The input's `contacts.0.email` is the `contact.email` field. */
const fieldPath = (inputPath: string) => inputPath.replace(/^contacts\.0(\.|$)/, 'contact$1');

/**
 * "New client": the company, its website and, if known, its first contact, checked with the
 * contract's `clientInput` (the server's rules and messages, by the field) before it is sent.
 */
export function NewClientForm({
  create,
  busy,
}: {
  create: (input: ClientInput) => Promise<unknown>;
  busy: boolean;
}) {
  const form = useContractForm({
    schema: clientInput,
    defaultValues: { name: '', website: '', contact: { name: '', email: '', role: '' } },
    toInput,
    fieldPath,
    idPrefix: 'new-client',
  });
  const submit = (valid: ClientValues) =>
    create(valid).catch((caught: unknown) => {
      // The page's banner says what failed; a 400 also by its fields.
      if (caught instanceof ApiError) form.showServerErrors(caught.errors);
    });

  return (
    <ContractFormElement form={form} onValid={submit} className="admin-form">
      <div className="admin-form__row">
        <TextField name="name" label="Company name" required autoComplete="organization" />
        <TextField
          name="website"
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="url"
        />
      </div>
      <div className="admin-form__row">
        <TextField name="contact.name" label="Contact’s name" autoComplete="off" />
        <TextField name="contact.email" label="Contact’s e-mail" type="email" autoComplete="off" />
      </div>
      <TextField name="contact.role" label="Contact’s role" autoComplete="off" />
      <div>
        <button type="submit" className="admin-btn" disabled={busy}>
          Add the client
        </button>
      </div>
    </ContractFormElement>
  );
}
