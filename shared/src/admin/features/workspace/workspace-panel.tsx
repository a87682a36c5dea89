/**
 * Beside a submission: who handles it, the team's notes and everything that happened to it.
 * The same for applications (recruiters) and leads (sales).
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { CandidateTemplateKey, SubmissionKind } from '../../../contract/notifications';
import { can, SUBMISSION_PERMISSION } from '../../../contract/roles';
import type { StaffDirectoryEntry } from '../../../contract/team';
import type { ActivityEntry, Note, StaffRef } from '../../../contract/workspace';
import { NOTE_MAX_LENGTH } from '../../../contract/workspace';
import { useAdminApi, useAdminSession } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { formatDateTime } from '../../ui/format-date';
import './workspace.css';

export interface WorkspaceData {
  assignee: StaffRef | null;
  notes: Note[];
  activity: ActivityEntry[];
}

export interface EmailTemplate {
  label: string;
  subject: string;
  body: string;
  /** Edited on the Notifications page: the saved text replaces this built-in one. */
  key?: CandidateTemplateKey;
}

export function WorkspacePanel({
  kind,
  data,
  addNote,
  assign,
  recipient,
  templates,
  sendEmail,
}: {
  kind: SubmissionKind;
  data: WorkspaceData;
  addNote: (body: string) => Promise<void>;
  assign: (assigneeId: string | null) => Promise<void>;
  /** Who an e-mail goes to ("Grace Hopper <grace@example.com>"). */
  recipient: string;
  /** Starting points offered for the e-mail (the first is the default). */
  templates: readonly EmailTemplate[];
  sendEmail: (subject: string, body: string) => Promise<{ emailed: boolean }>;
}) {
  const api = useAdminApi();
  const { admin } = useAdminSession();
  const [people, setPeople] = useState<StaffDirectoryEntry[]>([]);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [template, setTemplate] = useState(0);
  const [texts, setTexts] = useState(templates);
  const [subject, setSubject] = useState(templates[0]?.subject ?? '');
  const [body, setBody] = useState(templates[0]?.body ?? '');
  // Whether the person has typed since picking a template (then a late answer keeps their words).
  const [typed, setTyped] = useState(false);
  const [emailErrors, setEmailErrors] = useState<Record<string, string>>({});

  // The saved texts of the templates that have one (the built-in ones until they arrive, or if
  // they cannot be read).
  useEffect(() => {
    if (!templates.some((t) => t.key)) return;
    let live = true;
    api
      .candidateTemplates()
      .then((saved) => {
        if (!live) return;
        const byKey = new Map(saved.map((t) => [t.key, t]));
        setTexts(
          templates.map((t) => {
            const found = t.key && byKey.get(t.key);
            return found ? { ...t, subject: found.subject, body: found.body } : t;
          }),
        );
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, templates]);
  useEffect(() => {
    if (typed) return;
    setSubject(texts[template]?.subject ?? '');
    setBody(texts[template]?.body ?? '');
    // Only when the texts arrive: picking and typing set the fields themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [texts]);

  useEffect(() => {
    api
      .staffDirectory()
      .then((all) => setPeople(all.filter((p) => can(p.role, SUBMISSION_PERMISSION[kind]))))
      .catch(() => setPeople([]));
  }, [api, kind]);

  async function run(work: () => Promise<void>, done: string, fallback: string) {
    setError('');
    setStatus('');
    setBusy(true);
    try {
      await work();
      setStatus(done);
    } catch (caught) {
      setError(serverMessageOr(caught, fallback));
    } finally {
      setBusy(false);
    }
  }

  function submitNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!note.trim()) return setNoteError('Write the note');
    setNoteError('');
    return run(
      async () => {
        await addNote(note);
        setNote('');
      },
      'Note added.',
      'Failed to add the note',
    );
  }

  function pickTemplate(index: number) {
    setTemplate(index);
    setTyped(false);
    setSubject(texts[index]?.subject ?? '');
    setBody(texts[index]?.body ?? '');
  }

  function submitEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!subject.trim()) found.subject = 'Write a subject';
    if (!body.trim()) found.body = 'Write the message';
    setEmailErrors(found);
    if (Object.keys(found).length) return;
    let queued = { emailed: true };
    return run(
      async () => {
        queued = await sendEmail(subject, body);
        pickTemplate(template);
      },
      'E-mail queued.',
      'Failed to send the e-mail',
    ).then(() => {
      if (!queued.emailed) {
        setStatus('No mail server is configured: the e-mail waits in the Outbox.');
      }
    });
  }

  const assignee = data.assignee;
  const options =
    people.some((p) => p._id === assignee?._id) || !assignee
      ? people
      : [...people, { ...assignee, role: 'admin' as const }];

  return (
    <aside className="admin-workspace" aria-label="Workspace">
      {error && <Banner kind="error">{error}</Banner>}
      <p role="status" aria-live="polite" className="admin-muted">
        {status}
      </p>

      <section className="admin-card admin-card--padded" aria-labelledby="workspace-assignee">
        <h2 id="workspace-assignee">Assignee</h2>
        <div className="admin-workspace__assign">
          <select
            className="admin-select"
            aria-label="Assignee"
            value={assignee?._id ?? ''}
            disabled={busy}
            onChange={(e) => {
              const id = e.target.value || null;
              const who = people.find((p) => p._id === id);
              void run(
                () => assign(id),
                id ? `Assigned to ${who?.name ?? 'them'}.` : 'Nobody is assigned now.',
                'Failed to assign',
              );
            }}
          >
            <option value="">Nobody</option>
            {options.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name} ({p.email})
              </option>
            ))}
          </select>
          {admin && assignee?._id !== admin._id && (
            <button
              type="button"
              className="admin-btn admin-btn--secondary admin-btn--small"
              disabled={busy}
              onClick={() =>
                void run(() => assign(admin._id), 'Assigned to you.', 'Failed to assign')
              }
            >
              Assign to me
            </button>
          )}
        </div>
      </section>

      <section className="admin-card admin-card--padded" aria-labelledby="workspace-notes">
        <h2 id="workspace-notes">Notes</h2>
        <form onSubmit={(e) => void submitNote(e)} noValidate className="admin-form">
          <label className="admin-field">
            <span className="admin-field__label">New note</span>
            <textarea
              className="admin-textarea"
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
              value={note}
              aria-invalid={noteError ? true : undefined}
              aria-describedby="workspace-note-hint"
              onChange={(e) => setNote(e.target.value)}
            />
            <span id="workspace-note-hint" className="admin-field__hint">
              For the team only; plain text.
            </span>
            {noteError && <span className="admin-field__error">{noteError}</span>}
          </label>
          <div className="admin-form__actions">
            <button type="submit" className="admin-btn admin-btn--small" disabled={busy}>
              Add note
            </button>
          </div>
        </form>
        {data.notes.length === 0 ? (
          <p className="admin-muted">No notes yet.</p>
        ) : (
          <ol className="admin-workspace__notes">
            {data.notes.map((n) => (
              <li key={n._id} data-testid="note">
                <div className="admin-workspace__meta">
                  {n.author.name} ·{' '}
                  <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
                </div>
                <p className="admin-workspace__body">{n.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="admin-card admin-card--padded" aria-labelledby="workspace-email">
        <h2 id="workspace-email">E-mail</h2>
        <p className="admin-muted">To {recipient}; replies come to you.</p>
        <form onSubmit={(e) => void submitEmail(e)} noValidate className="admin-form">
          {templates.length > 1 && (
            <label className="admin-field">
              <span className="admin-field__label">Template</span>
              <select
                className="admin-select"
                value={template}
                onChange={(e) => pickTemplate(Number(e.target.value))}
              >
                {templates.map((t, i) => (
                  <option key={t.label} value={i}>
                    {t.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="admin-field">
            <span className="admin-field__label">Subject</span>
            <input
              className="admin-input"
              value={subject}
              aria-invalid={emailErrors.subject ? true : undefined}
              onChange={(e) => {
                setTyped(true);
                setSubject(e.target.value);
              }}
            />
            {emailErrors.subject && (
              <span className="admin-field__error">{emailErrors.subject}</span>
            )}
          </label>
          <label className="admin-field">
            <span className="admin-field__label">Message</span>
            <textarea
              className="admin-textarea"
              rows={8}
              value={body}
              aria-invalid={emailErrors.body ? true : undefined}
              aria-describedby="workspace-email-hint"
              onChange={(e) => {
                setTyped(true);
                setBody(e.target.value);
              }}
            />
            <span id="workspace-email-hint" className="admin-field__hint">
              {'{firstName}'}, {'{fullName}'}, {'{jobTitle}'} and {'{company}'} are filled in.
            </span>
            {emailErrors.body && <span className="admin-field__error">{emailErrors.body}</span>}
          </label>
          <div className="admin-form__actions">
            <button type="submit" className="admin-btn admin-btn--small" disabled={busy}>
              Send e-mail
            </button>
          </div>
        </form>
      </section>

      <section className="admin-card admin-card--padded" aria-labelledby="workspace-activity">
        <h2 id="workspace-activity">Activity</h2>
        <ol className="admin-workspace__timeline">
          {data.activity.map((a, i) => (
            <li
              key={`${a.at}-${i}`}
              className={`admin-workspace__event admin-workspace__event--${a.kind}`}
            >
              <span>{a.text}</span>
              <span className="admin-workspace__meta">
                {a.by ? `${a.by} · ` : ''}
                <time dateTime={a.at}>{formatDateTime(a.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
