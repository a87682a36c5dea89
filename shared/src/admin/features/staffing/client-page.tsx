/**
 * One client of the desk: status and owner, contacts (with a review link for each), the client's
 * review links (client-review-links.tsx), notes, the job orders with their terms (rates and
 * margins only for the roles of the setting) and the timeline.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
  type ClientStatus,
} from '../../../contract/staffing';
import { adminPaths } from '../../app/admin-paths';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { CopyButton } from '../../ui/copy-button';
import { serverMessageOr } from '../../ui/error-message';
import { formatDate, formatDateTime } from '../../ui/format-date';
import { ClientContactForm } from './client-contact-form';
import { ClientNoteForm } from './client-note-form';
import { ClientReviewLinks } from './client-review-links';
import { money } from './staffing-format';
import './staffing.css';

export function ClientPage() {
  const { id = '' } = useParams();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const client = useQuery({
    queryKey: ['client', id],
    queryFn: () => api.clients.get({ params: { id } }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['client', id] });
  const [link, setLink] = useState<{ contact: string; url: string } | null>(null);
  const action = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => refresh(),
  });
  /** A change of the client; rejects (after the banner says why) when it fails. */
  const save = (run: () => Promise<unknown>) => action.mutateAsync(run);

  if (client.error) {
    return (
      <main className="admin-page admin-page--narrow">
        <Banner kind="error">{serverMessageOr(client.error, 'Failed to load the client')}</Banner>
      </main>
    );
  }
  const c = client.data;
  if (!c) return <main className="admin-page admin-page--narrow" aria-busy="true" />;

  return (
    <main className="admin-page admin-page--narrow">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{c.name}</h1>
        <Link to={adminPaths.clients} className="admin-btn admin-btn--secondary">
          All clients
        </Link>
      </div>
      {action.error && (
        <Banner kind="error">
          {serverMessageOr(action.error, 'The change could not be saved')}
        </Banner>
      )}
      {link && (
        <Banner kind="success">
          Review link for {link.contact}:{' '}
          <CopyButton text={link.url} label="Copy the review link" />
        </Banner>
      )}
      <div className="admin-staffing__grid">
        <section className="admin-card admin-staffing__card" aria-label="Details">
          <dl className="admin-staffing__terms">
            <div>
              <dt>Status</dt>
              <dd>
                <select
                  className="admin-select"
                  aria-label="Client status"
                  value={c.status}
                  onChange={(e) =>
                    action.mutate(() =>
                      api.clients.setStatus({
                        params: { id },
                        body: { status: e.target.value as ClientStatus },
                      }),
                    )
                  }
                >
                  {CLIENT_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {CLIENT_STATUS_LABELS[s]}
                    </option>
                  ))}
                </select>
              </dd>
            </div>
            <div>
              <dt>Owner</dt>
              <dd>{c.owner ? c.owner.name || c.owner.email : 'Nobody'}</dd>
            </div>
            <div>
              <dt>Website</dt>
              <dd>{c.website ?? '—'}</dd>
            </div>
            <div>
              <dt>Client since</dt>
              <dd>{formatDate(c.createdAt)}</dd>
            </div>
          </dl>
        </section>

        <section className="admin-card admin-staffing__card" aria-labelledby="job-orders">
          <h2 id="job-orders">Job orders</h2>
          {c.jobOrders.length === 0 && (
            <p className="admin-muted">No job order yet: give a job this client in its form.</p>
          )}
          <ul className="admin-staffing__list">
            {c.jobOrders.map((j) => (
              <li key={j._id}>
                <Link to={adminPaths.jobOrder(j._id)} className="admin-link-alone">
                  {j.title}
                </Link>
                {!j.isActive && <span className="admin-badge admin-badge--muted">Closed</span>}
                {j.confidential && <span className="admin-badge">Confidential</span>}
                <span className="admin-muted">
                  {j.openings ?? '—'} opening{j.openings === 1 ? '' : 's'}
                  {j.ratesVisible
                    ? ` · bill ${money(j.billRate)} · pay ${money(j.payRate)} · margin ${money(j.margin)}`
                    : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section className="admin-card admin-staffing__card" aria-labelledby="contacts">
          <h2 id="contacts">Contacts</h2>
          <ul className="admin-staffing__list">
            {c.contacts.map((k) => (
              <li key={k._id}>
                <strong>{k.name}</strong>
                <span>{k.role}</span>
                <span className="admin-muted">
                  {k.email}
                  {k.phone ? ` · ${k.phone}` : ''}
                </span>
                <button
                  type="button"
                  className="admin-btn admin-btn--small admin-btn--secondary"
                  onClick={() =>
                    action.mutate(() =>
                      api.clients
                        .reviewLink({ params: { id }, body: { contactId: k._id } })
                        .then((made) => setLink({ contact: k.name, url: made.reviewUrl })),
                    )
                  }
                >
                  New review link
                </button>
              </li>
            ))}
          </ul>
          <ClientContactForm
            add={(input) => save(() => api.clients.addContact({ params: { id }, body: input }))}
            busy={action.isPending}
          />
        </section>

        <ClientReviewLinks clientId={id} />

        <section className="admin-card admin-staffing__card" aria-labelledby="client-notes">
          <h2 id="client-notes">Notes</h2>
          <ClientNoteForm
            add={(body) => save(() => api.clients.addNote({ params: { id }, body: { body } }))}
            busy={action.isPending}
          />
          <ul className="admin-staffing__list">
            {c.notes.map((n) => (
              <li key={n._id}>
                <span>{n.body}</span>
                <span className="admin-muted">
                  {n.author}, {formatDateTime(n.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section className="admin-card admin-staffing__card" aria-labelledby="client-timeline">
          <h2 id="client-timeline">Timeline</h2>
          <ul className="admin-staffing__list">
            {c.timeline.map((t, i) => (
              <li key={`${t.at}-${i}`}>
                <span>{t.text}</span>
                <span className="admin-muted">
                  {t.by ? `${t.by}, ` : ''}
                  {formatDateTime(t.at)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
