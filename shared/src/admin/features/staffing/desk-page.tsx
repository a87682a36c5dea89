/**
 * The desk: open job orders by client with their age, submittals and interviews, and the
 * numbers (submittals per job order, ratios per recruiter and per client, placements and gross
 * margin per month; the margin only for the roles that see rates).
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { adminPaths } from '../../app/admin-paths';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { money, percent } from './staffing-format';
import './staffing.css';

/** A table of numbers that scrolls sideways on a phone, in its own named, focusable region. */
function NumbersRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-staffing__numbers" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

interface RatioRow {
  key: string;
  name: string;
  submittals: number;
  submittalToInterview: number | null;
  interviewToPlacement: number | null;
}

/** Submittals and the two ratios, per recruiter or per client. */
function RatioTable({ label, who, rows }: { label: string; who: string; rows: RatioRow[] }) {
  return (
    <NumbersRegion label={label}>
      <table>
        <caption className="admin-visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">{who}</th>
            <th scope="col">Submitted</th>
            <th scope="col">To interview</th>
            <th scope="col">Interview to placement</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.name}</th>
              <td>{r.submittals}</td>
              <td>{percent(r.submittalToInterview)}</td>
              <td>{percent(r.interviewToPlacement)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </NumbersRegion>
  );
}

export function DeskPage() {
  const api = useAdminApi();
  const open = useQuery({
    queryKey: ['desk'],
    queryFn: () => api.desk.openJobOrders().then(({ items }) => items),
  });
  const numbers = useQuery({ queryKey: ['desk', 'numbers'], queryFn: () => api.desk.numbers() });
  const error = open.error ?? numbers.error;
  return (
    <main className="admin-page admin-page--narrow">
      <div className="admin-page__header">
        <h1 className="admin-page__title">The desk</h1>
        <Link to={adminPaths.clients} className="admin-btn admin-btn--secondary">
          Clients
        </Link>
      </div>
      {error && <Banner kind="error">{serverMessageOr(error, 'Failed to load the desk')}</Banner>}
      <div className="admin-staffing__grid">
        <section className="admin-card admin-staffing__card" aria-labelledby="open-orders">
          <h2 id="open-orders">Open job orders</h2>
          {open.data?.length === 0 && <p className="admin-muted">No open job order.</p>}
          {open.data?.map((client) => (
            <div key={client.clientId}>
              <h3>
                <Link to={adminPaths.client(client.clientId)} className="admin-link-alone">
                  {client.clientName}
                </Link>
              </h3>
              <ul className="admin-staffing__list">
                {client.jobOrders.map((j) => (
                  <li key={j._id}>
                    <Link to={adminPaths.jobOrder(j._id)} className="admin-link-alone">
                      {j.title}
                    </Link>
                    <span className="admin-muted">
                      {j.ageDays} day{j.ageDays === 1 ? '' : 's'} open · {j.submittals} submitted ·{' '}
                      {j.interviews} interviewing · {j.placed} placed
                      {j.openings !== null ? ` of ${j.openings}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
        {numbers.data && (
          <section className="admin-card admin-staffing__card" aria-labelledby="desk-numbers">
            <h2 id="desk-numbers">Numbers</h2>
            <RatioTable
              label="By recruiter"
              who="Recruiter"
              rows={numbers.data.perRecruiter.map((r) => ({ ...r, key: r.recruiterId ?? r.name }))}
            />
            <RatioTable
              label="By client"
              who="Client"
              rows={numbers.data.perClient.map((c) => ({ ...c, key: c.clientId }))}
            />
            <NumbersRegion label="By month">
              <table>
                <caption className="admin-visually-hidden">By month</caption>
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    <th scope="col">Placements</th>
                    <th scope="col">Gross margin</th>
                  </tr>
                </thead>
                <tbody>
                  {numbers.data.perMonth.map((m) => (
                    <tr key={m.month}>
                      <th scope="row">{m.month}</th>
                      <td>{m.placements}</td>
                      <td>{money(m.grossMargin)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </NumbersRegion>
          </section>
        )}
      </div>
    </main>
  );
}
