/**
 * The application page's "Submit to client": pick an open job order and its client's contact,
 * write the summary, look at the blind resume the product makes (the PDF, as it will go), then
 * submit; the review link is e-mailed to the hiring manager (and can be copied here too). Earlier
 * submittals of this candidate are listed with the client's latest answer (its proposed times,
 * each schedulable with `schedule`, the application's scheduling form). Reads the application's
 * id from the address.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { shapePath } from '../../../contract/route-shape';
import { ROUTE_SHAPES } from '../../../contract/route-shapes';
import { SUBMITTAL_STATUS_LABELS } from '../../../contract/staffing';
import { Field } from '../../../forms/field';
import { adminPaths } from '../../app/admin-paths';
import { useAdminApi, useAdminPlatform } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { CopyButton } from '../../ui/copy-button';
import { serverMessageOr } from '../../ui/error-message';
import { ClientAnswers, type ScheduleFromAnswer } from './client-answer';
import './staffing.css';

export function SubmitToClientPanel({ schedule }: { schedule?: ScheduleFromAnswer }) {
  const { id = '' } = useParams();
  const api = useAdminApi();
  const platform = useAdminPlatform();
  const queryClient = useQueryClient();
  const submittals = useQuery({
    queryKey: ['submittals', 'application', id],
    queryFn: () => api.submittals.listForApplication({ params: { id } }).then(({ items }) => items),
  });
  const orders = useQuery({
    queryKey: ['desk'],
    queryFn: () => api.desk.openJobOrders().then(({ items }) => items),
  });
  const [jobId, setJobId] = useState('');
  const [contactId, setContactId] = useState('');
  const [summary, setSummary] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [sent, setSent] = useState<{
    url: string;
    name: string;
    email: string;
    emailed: boolean;
  } | null>(null);
  const clientId = orders.data?.find((c) => c.jobOrders.some((j) => j._id === jobId))?.clientId;
  const client = useQuery({
    queryKey: ['client', clientId],
    queryFn: () => api.clients.get({ params: { id: clientId! } }),
    enabled: !!clientId,
  });

  // A changed choice or summary needs a new look at the PDF before it goes.
  useEffect(() => {
    setPreview((old) => {
      if (old) URL.revokeObjectURL(old);
      return null;
    });
  }, [jobId, contactId, summary]);

  async function showPreview() {
    setPreviewError(null);
    const path = shapePath(ROUTE_SHAPES.submittals.preview, { id });
    const query = { jobId, contactId, summary };
    try {
      if (!platform.readFile) {
        await platform.download(path, 'blind-resume.pdf', query);
        setPreview('downloaded');
        return;
      }
      const file = await platform.readFile(path, query);
      const blob = new Blob([file.data as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
      setPreview(URL.createObjectURL(blob));
    } catch {
      setPreviewError(
        'The blind resume could not be made: check the job order, contact and summary.',
      );
    }
  }

  const submit = useMutation({
    mutationFn: () =>
      api.submittals.create({ params: { id }, body: { jobId, contactId, summary } }),
    onSuccess: async (made) => {
      const contact = client.data?.contacts.find((k) => k._id === contactId);
      setSent({
        url: made.reviewUrl,
        name: contact?.name ?? '',
        email: contact?.email ?? '',
        emailed: made.emailed,
      });
      setSummary('');
      await queryClient.invalidateQueries({ queryKey: ['submittals', 'application', id] });
    },
  });
  const send = (e: FormEvent) => {
    e.preventDefault();
    submit.mutate();
  };

  return (
    <section aria-labelledby="submit-to-client">
      <h2 id="submit-to-client">Submit to client</h2>
      {submittals.data && submittals.data.length > 0 && (
        <ul className="admin-staffing__list">
          {submittals.data.map((s) => (
            <li key={s._id}>
              <Link to={adminPaths.jobOrder(s.jobId)} className="admin-link-alone">
                {s.jobTitle} ({s.clientName})
              </Link>
              <span className="admin-badge">{SUBMITTAL_STATUS_LABELS[s.status]}</span>
              <ClientAnswers submittal={s} schedule={schedule} latestOnly />
            </li>
          ))}
        </ul>
      )}
      {sent && (
        <Banner kind="success">
          {sent.emailed
            ? `Submitted. The review link was e-mailed to ${sent.name} (${sent.email}). `
            : `Submitted. No mail server is set up, so the e-mail to ${sent.name} (${sent.email}) waits in the outbox: copy the review link and send it yourself. `}
          <CopyButton text={sent.url} label="Copy the review link" />
        </Banner>
      )}
      <form className="admin-form" onSubmit={send}>
        <div className="admin-form__row">
          <Field id={`submit-${id}-job-order`} label="Job order" required>
            {(aria) => (
              <select
                {...aria}
                className="admin-select"
                required
                value={jobId}
                onChange={(e) => {
                  setJobId(e.target.value);
                  setContactId('');
                }}
              >
                <option value="">Choose an open job order</option>
                {orders.data?.map((c) => (
                  <optgroup key={c.clientId} label={c.clientName}>
                    {c.jobOrders.map((j) => (
                      <option key={j._id} value={j._id}>
                        {j.title}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
          </Field>
          <Field id={`submit-${id}-contact`} label="Hiring manager" required>
            {(aria) => (
              <select
                {...aria}
                className="admin-select"
                required
                value={contactId}
                disabled={!client.data}
                onChange={(e) => setContactId(e.target.value)}
              >
                <option value="">Choose a contact</option>
                {client.data?.contacts.map((k) => (
                  <option key={k._id} value={k._id}>
                    {k.name}
                    {k.role ? ` (${k.role})` : ''}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field
          id={`submit-${id}-summary`}
          label="Your summary for the client"
          required
          hint="The blind resume carries it with the candidate’s skills and experience, and no contact details."
        >
          {(aria) => (
            <textarea
              {...aria}
              className="admin-textarea"
              rows={4}
              required
              maxLength={4000}
              value={summary}
              onChange={(e) => setSummary(e.target.value)}
            />
          )}
        </Field>
        <div className="admin-staffing__inline">
          <button
            type="button"
            className="admin-btn admin-btn--secondary"
            disabled={!jobId || !contactId || !summary.trim()}
            onClick={() => void showPreview()}
          >
            Preview the blind resume
          </button>
          <button type="submit" className="admin-btn" disabled={!preview || submit.isPending}>
            Submit to client
          </button>
        </div>
        {!preview && jobId && contactId && summary.trim() && (
          <p className="admin-muted">Look at the blind resume before it goes.</p>
        )}
        {previewError && <Banner kind="error">{previewError}</Banner>}
        {submit.error && (
          <Banner kind="error">
            {serverMessageOr(submit.error, 'The candidate could not be submitted')}
          </Banner>
        )}
        {preview && preview !== 'downloaded' && (
          <iframe className="admin-staffing__preview" title="Blind resume preview" src={preview} />
        )}
      </form>
    </section>
  );
}
