import { ApiError } from '../../../api-client/transport';
import { contactInput, type ContactValues } from '../../../contract/staffing';
import { TextField } from '../../../forms/bound-fields';
import { ContractFormElement, useContractForm } from '../../../forms/contract-form';

/**
 * "Add a contact" of a client: name, e-mail and role, checked with the contract's schema (the
 * server's rules and messages) before anything is sent; a 400 lands on its fields.
 */
export function ClientContactForm({
  add,
  busy,
}: {
  add: (contact: ContactValues) => Promise<unknown>;
  busy: boolean;
}) {
  const form = useContractForm({
    schema: contactInput,
    defaultValues: { name: '', email: '', role: '', phone: '' },
    idPrefix: 'client-contact',
  });
  const submit = (contact: ContactValues) =>
    add(contact).then(
      () => form.reset(),
      // Kept in the fields; the page's banner says what failed, a 400 also by its fields.
      (caught: unknown) => {
        if (caught instanceof ApiError) form.showServerErrors(caught.errors);
      },
    );

  return (
    <ContractFormElement
      form={form}
      onValid={submit}
      className="admin-form"
      aria-label="Add a contact"
    >
      <div className="admin-form__row">
        <TextField name="name" label="Name" required autoComplete="off" />
        <TextField name="email" label="E-mail" type="email" required autoComplete="off" />
      </div>
      <TextField name="role" label="Role" autoComplete="off" />
      <div>
        <button type="submit" className="admin-btn admin-btn--small" disabled={busy}>
          Add the contact
        </button>
      </div>
    </ContractFormElement>
  );
}
