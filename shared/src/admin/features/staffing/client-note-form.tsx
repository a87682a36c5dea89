import { NOTE_MAX_LENGTH, noteInput } from '../../../contract/workspace';
import { TextAreaField } from '../../../forms/bound-fields';
import { ContractFormElement, useContractForm } from '../../../forms/contract-form';

/** "New note" on a client: the contract's note rules, checked before it is sent. */
export function ClientNoteForm({
  add,
  busy,
}: {
  add: (body: string) => Promise<unknown>;
  busy: boolean;
}) {
  const form = useContractForm({
    schema: noteInput,
    defaultValues: { body: '' },
    idPrefix: 'client-note',
  });
  const submit = ({ body }: { body: string }) =>
    add(body).then(
      () => form.reset(),
      // Kept in the field; the page's banner says what failed.
      () => undefined,
    );

  return (
    <ContractFormElement form={form} onValid={submit} className="admin-form">
      <TextAreaField name="body" label="New note" rows={3} maxLength={NOTE_MAX_LENGTH} required />
      <div>
        <button type="submit" className="admin-btn admin-btn--small" disabled={busy}>
          Add the note
        </button>
      </div>
    </ContractFormElement>
  );
}
