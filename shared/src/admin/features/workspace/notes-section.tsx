import { NOTE_MAX_LENGTH, noteInput, type Note } from '../../../contract/workspace';
import { TextAreaField } from '../../../forms/bound-fields';
import { ContractFormElement, useContractForm } from '../../../forms/contract-form';
import { useKeptDraft } from '../../../forms/kept-draft';
import { formatDateTime } from '../../ui/format-date';
import type { PanelAction } from './use-panel-action';

/**
 * The team's notes on a submission, newest last, and a form to add one. A note not added yet is
 * kept on this device under `draftKey` (offline, or the app closed) until it is added.
 */
export function NotesSection({
  notes,
  addNote,
  draftKey,
  action: { busy, run },
}: {
  notes: readonly Note[];
  addNote: (body: string) => Promise<void>;
  draftKey: string;
  action: PanelAction;
}) {
  const form = useContractForm({
    schema: noteInput,
    defaultValues: { body: '' },
    idPrefix: 'workspace-note',
  });
  const kept = useKeptDraft(form, `${draftKey}:note`, ['body']);
  const submit = ({ body }: { body: string }) =>
    run(
      async () => {
        await addNote(body);
        kept.drop();
        form.reset();
      },
      'Note added.',
      'Failed to add the note',
    );

  return (
    <section className="admin-card admin-card--padded" aria-labelledby="workspace-notes">
      <h2 id="workspace-notes">Notes</h2>
      <ContractFormElement form={form} onValid={submit} className="admin-form">
        <TextAreaField
          name="body"
          id="workspace-note"
          label="New note"
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          hint={
            kept.restored
              ? 'Not added yet: kept on this device from before. For the team only; plain text.'
              : 'For the team only; plain text.'
          }
        />
        <div className="admin-form__actions">
          <button type="submit" className="admin-btn admin-btn--small" disabled={busy}>
            Add note
          </button>
        </div>
      </ContractFormElement>
      {notes.length === 0 ? (
        <p className="admin-muted">No notes yet.</p>
      ) : (
        <ol className="admin-workspace__notes">
          {notes.map((n) => (
            <li key={n._id} data-testid="note">
              <div className="admin-workspace__meta">
                {n.author.name} · <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
              </div>
              <p className="admin-workspace__body">{n.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
