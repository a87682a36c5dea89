import { useEffect, useRef, useState } from 'react';
import { personalEmailInput, type PersonalEmailInput } from '../../../contract/workspace';
import { TextAreaField, TextField } from '../../../forms/bound-fields';
import { ContractFormElement, useContractForm } from '../../../forms/contract-form';
import { Field } from '../../../forms/field';
import { readKeptDraft, useKeptDraft } from '../../../forms/kept-draft';
import { useEmailTemplateTexts, type EmailTemplate } from './email-templates';
import type { PanelAction } from './use-panel-action';

/**
 * An e-mail to the person of the submission, started from one of the templates. What is written
 * and not sent yet is kept on this device under `draftKey` until it is sent.
 */
export function EmailSection({
  recipient,
  templates,
  sendEmail,
  draftKey,
  action: { busy, run, setStatus },
}: {
  /** Who an e-mail goes to ("Grace Hopper <grace@example.com>"). */
  recipient: string;
  /** Starting points offered for the e-mail (the first is the default). */
  templates: readonly EmailTemplate[];
  sendEmail: (subject: string, body: string) => Promise<{ emailed: boolean }>;
  draftKey: string;
  action: PanelAction;
}) {
  const texts = useEmailTemplateTexts(templates);
  const [template, setTemplate] = useState(0);
  const textOf = (index: number) => ({
    subject: texts[index]?.subject ?? '',
    body: texts[index]?.body ?? '',
  });
  const form = useContractForm({
    schema: personalEmailInput,
    defaultValues: textOf(0),
    idPrefix: 'workspace-email',
  });
  const keyOfDraft = `${draftKey}:email`;
  // Whether the person has typed since picking a template (then a late answer keeps their words);
  // words kept from before count as typed.
  const typed = useRef(readKeptDraft(keyOfDraft) !== undefined);
  const kept = useKeptDraft(form, keyOfDraft, ['subject', 'body']);
  const pick = (index: number) => {
    setTemplate(index);
    typed.current = false;
    form.reset(textOf(index));
  };
  useEffect(() => {
    if (!typed.current) form.reset(textOf(template));
    // Only when the saved texts arrive: picking and typing set the fields themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [texts]);

  const send = ({ subject, body }: PersonalEmailInput) => {
    let queued = { emailed: true };
    return run(
      async () => {
        queued = await sendEmail(subject, body);
        kept.drop();
        pick(template);
      },
      'E-mail queued.',
      'Failed to send the e-mail',
    ).then(() => {
      if (!queued.emailed)
        setStatus('No mail server is configured: the e-mail waits in the Outbox.');
    });
  };
  const onType = () => {
    typed.current = true;
  };

  return (
    <section className="admin-card admin-card--padded" aria-labelledby="workspace-email">
      <h2 id="workspace-email">E-mail</h2>
      <p className="admin-muted">
        To {recipient}. Their answer comes back into this conversation (where incoming mail is not
        set up, to you).
      </p>
      {kept.restored && (
        <p className="admin-muted">Not sent yet: kept on this device from before.</p>
      )}
      <ContractFormElement form={form} onValid={send} className="admin-form">
        {templates.length > 1 && (
          <Field id="workspace-email-template" label="Template">
            {(aria) => (
              <select
                className="admin-select"
                value={template}
                onChange={(e) => pick(Number(e.target.value))}
                {...aria}
              >
                {templates.map((t, i) => (
                  <option key={t.label} value={i}>
                    {t.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <TextField name="subject" label="Subject" onChange={onType} />
        <TextAreaField
          name="body"
          label="Message"
          rows={8}
          onChange={onType}
          hint={
            <>
              {'{firstName}'}, {'{fullName}'}, {'{jobTitle}'} and {'{company}'} are filled in.
            </>
          }
        />
        <div className="admin-form__actions">
          <button type="submit" className="admin-btn admin-btn--small" disabled={busy}>
            Send e-mail
          </button>
        </div>
      </ContractFormElement>
    </section>
  );
}
