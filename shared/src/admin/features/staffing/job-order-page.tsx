/**
 * A job order: its client and terms (rates and margin for the roles of the setting), its
 * pipeline (submitted, interviewing, offered, placed, rejected by client) and each submitted
 * candidate with the client's answers (proposed times scheduled with `schedule`, the
 * application's scheduling form), a move along the pipeline and "Hire" (the placement).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  SUBMITTAL_STATUS_LABELS,
  SUBMITTAL_STATUSES,
  type Submittal,
} from '../../../contract/staffing';
import { Field } from '../../../forms/field';
import { adminPaths } from '../../app/admin-paths';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { formatDate } from '../../ui/format-date';
import { ClientAnswers, type ScheduleFromAnswer } from './client-answer';
import { money } from './staffing-format';
import './staffing.css';

type Move = 'submitted' | 'interviewing' | 'offered' | 'rejected';
const MOVES: Move[] = ['submitted', 'interviewing', 'offered', 'rejected'];

function SubmittalItem({
  s,
  onChanged,
  schedule,
}: {
  s: Submittal;
  onChanged: () => Promise<unknown>;
  schedule: ScheduleFromAnswer | undefined;
}) {
  const api = useAdminApi();
  const [startDate, setStartDate] = useState('');
  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => onChanged(),
  });
  const ids = useId();
  const hire = (e: FormEvent) => {
    e.preventDefault();
    change.mutate(() => api.submittals.place({ params: { id: s._id }, body: { startDate } }));
  };
  return (
    <li>
      <Link to={adminPaths.application(s.applicationId)} className="admin-link-alone">
        {s.candidateName}
      </Link>
      <span className="admin-badge">{SUBMITTAL_STATUS_LABELS[s.status]}</span>
      <span className="admin-muted">Submitted {formatDate(s.createdAt)}</span>
      <ClientAnswers submittal={s} schedule={schedule} />
      {s.placement ? (
        <span>Starts {s.placement.startDate}</span>
      ) : (
        <div className="admin-staffing__inline">
          <Field id={`${ids}-move`} label="Move to">
            {(aria) => (
              <select
                {...aria}
                className="admin-select"
                value={s.status}
                onChange={(e) =>
                  change.mutate(() =>
                    api.submittals.setStatus({
                      params: { id: s._id },
                      body: { status: e.target.value as Move },
                    }),
                  )
                }
              >
                {MOVES.map((m) => (
                  <option key={m} value={m}>
                    {SUBMITTAL_STATUS_LABELS[m]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <form className="admin-staffing__inline" onSubmit={hire}>
            <Field id={`${ids}-start`} label="Start date" required>
              {(aria) => (
                <input
                  {...aria}
                  className="admin-input"
                  type="date"
                  required
                  value={startDate}
                  onChange={(e) => setStartDate(e.target.value)}
                />
              )}
            </Field>
            <button type="submit" className="admin-btn admin-btn--small">
              Hire
            </button>
          </form>
        </div>
      )}
      {change.error && (
        <Banner kind="error">
          {serverMessageOr(change.error, 'The change could not be saved')}
        </Banner>
      )}
    </li>
  );
}

export function JobOrderPage({ schedule }: { schedule?: ScheduleFromAnswer }) {
  const { id = '' } = useParams();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: ['job-order', id],
    queryFn: () => api.desk.jobOrder({ params: { id } }),
  });
  if (order.error) {
    return (
      <main className="admin-page admin-page--narrow">
        <Banner kind="error">{serverMessageOr(order.error, 'Failed to load the job order')}</Banner>
      </main>
    );
  }
  const o = order.data;
  if (!o) return <main className="admin-page admin-page--narrow" aria-busy="true" />;
  return (
    <main className="admin-page admin-page--narrow">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{o.title}</h1>
        {o.clientId && (
          <Link to={adminPaths.client(o.clientId)} className="admin-btn admin-btn--secondary">
            {o.clientName}
          </Link>
        )}
      </div>
      <div className="admin-staffing__grid">
        <section className="admin-card admin-staffing__card" aria-label="Terms">
          <dl className="admin-staffing__terms">
            <div>
              <dt>Openings</dt>
              <dd>{o.openings ?? '—'}</dd>
            </div>
            <div>
              <dt>Client named publicly</dt>
              <dd>{o.confidential ? 'No (confidential)' : 'Yes'}</dd>
            </div>
            {o.ratesVisible && (
              <>
                <div>
                  <dt>Bill rate</dt>
                  <dd>{money(o.billRate)}</dd>
                </div>
                <div>
                  <dt>Pay rate</dt>
                  <dd>{money(o.payRate)}</dd>
                </div>
                <div>
                  <dt>Margin</dt>
                  <dd>
                    {money(o.margin)}
                    {o.marginPercent !== null ? ` (${o.marginPercent}%)` : ''}
                  </dd>
                </div>
                <div>
                  <dt>Fee</dt>
                  <dd>{o.feePercent !== null ? `${o.feePercent}%` : '—'}</dd>
                </div>
              </>
            )}
          </dl>
        </section>
        <section className="admin-card admin-staffing__card" aria-labelledby="pipeline">
          <h2 id="pipeline">Pipeline</h2>
          <dl className="admin-staffing__terms">
            {SUBMITTAL_STATUSES.map((s) => (
              <div key={s}>
                <dt>{SUBMITTAL_STATUS_LABELS[s]}</dt>
                <dd>{o.pipeline[s]}</dd>
              </div>
            ))}
          </dl>
          {o.submittals.length === 0 && (
            <p className="admin-muted">
              No candidate submitted yet: use “Submit to client” on an application.
            </p>
          )}
          <ul className="admin-staffing__list">
            {o.submittals.map((s) => (
              <SubmittalItem
                key={s._id}
                s={s}
                schedule={schedule}
                onChanged={() => queryClient.invalidateQueries({ queryKey: ['job-order', id] })}
              />
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
