/**
 * Reports (issue 32): which sources, campaigns and posts bring hires and clients, how fast the
 * team answers, and where candidates fall out. A date range (days in the company's time zone)
 * compared with the period before; each report shown to the roles the API allows it to.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Permission } from '../../../contract/roles';
import type {
  ContentReport,
  LeadsReport,
  RecruitingReport,
  ReportRange,
} from '../../../contract/reports';
import { useAdminApi, useCan } from '../../app/admin-platform-context';
import { adminPaths } from '../../app/admin-paths';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { ContentSection } from './content-section';
import { LeadsSection } from './leads-section';
import { RecruitingSection } from './recruiting-section';
import './reports.css';

const REPORTS = [
  { key: 'recruiting', label: 'Recruiting', permission: 'applications' },
  { key: 'leads', label: 'Leads', permission: 'inquiries' },
  { key: 'content', label: 'Content', permission: 'blog' },
] as const satisfies ReadonlyArray<{ key: string; label: string; permission: Permission }>;
type ReportKey = (typeof REPORTS)[number]['key'];

type Loaded =
  | { key: 'recruiting'; report: RecruitingReport }
  | { key: 'leads'; report: LeadsReport }
  | { key: 'content'; report: ContentReport };

export function ReportsPage() {
  const api = useAdminApi();
  const may = useCan();
  const [params, setParams] = useSearchParams();
  const allowed = REPORTS.filter((r) => may(r.permission));
  const asked = params.get('report');
  const current = allowed.find((r) => r.key === asked) ?? allowed[0];
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const [draft, setDraft] = useState({ from, to });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState('');

  useEffect(() => setDraft({ from, to }), [from, to]);

  useEffect(() => {
    if (!current) return;
    let live = true;
    setError('');
    const range = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
    const load = async (): Promise<Loaded> => {
      const key: ReportKey = current.key;
      if (key === 'recruiting')
        return { key, report: await api.reports.recruiting({ query: range }) };
      if (key === 'leads') return { key, report: await api.reports.leads({ query: range }) };
      return { key, report: await api.reports.content({ query: range }) };
    };
    load().then(
      (result) => live && setLoaded(result),
      (caught: unknown) => live && setError(serverMessageOr(caught, 'Failed to load the report')),
    );
    return () => {
      live = false;
    };
  }, [api, current, from, to]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(draft)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  }

  const link = (key: ReportKey) => {
    const next = new URLSearchParams(params);
    next.set('report', key);
    return `?${next.toString()}`;
  };

  const range: ReportRange | undefined = loaded?.report.range;
  const showing = loaded && loaded.key === current?.key ? loaded : null;

  return (
    <main className="admin-page reports-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Reports</h1>
        <Link to={adminPaths.dashboard()} className="admin-btn admin-btn--secondary">
          Back to Dashboard
        </Link>
      </div>
      {!current ? (
        <Banner kind="info">Your role has no reports.</Banner>
      ) : (
        <>
          <nav className="reports-page__tabs" aria-label="Reports">
            {allowed.map((r) => (
              <Link
                key={r.key}
                to={link(r.key)}
                className={`admin-btn admin-btn--small ${r.key === current.key ? '' : 'admin-btn--secondary'}`}
                aria-current={r.key === current.key ? 'page' : undefined}
              >
                {r.label}
              </Link>
            ))}
          </nav>
          <form className="reports-page__range" onSubmit={apply} aria-label="Period">
            <label>
              From
              <input
                type="date"
                className="admin-input"
                value={draft.from}
                onChange={(e) => setDraft({ ...draft, from: e.target.value })}
              />
            </label>
            <label>
              To
              <input
                type="date"
                className="admin-input"
                value={draft.to}
                onChange={(e) => setDraft({ ...draft, to: e.target.value })}
              />
            </label>
            <button type="submit" className="admin-btn admin-btn--small">
              Show
            </button>
          </form>
          {range && showing && (
            <p className="admin-muted reports-page__period" data-testid="report-period">
              {range.from} to {range.to}, compared with {range.previousFrom} to {range.previousTo}{' '}
              (days in {range.timeZone}).
            </p>
          )}
          {error && <Banner kind="error">{error}</Banner>}
          {!showing && !error && <p className="admin-muted">Loading…</p>}
          <section aria-label={`${current.label} report`} className="reports-page__report">
            {showing?.key === 'recruiting' && <RecruitingSection report={showing.report} />}
            {showing?.key === 'leads' && <LeadsSection report={showing.report} />}
            {showing?.key === 'content' && <ContentSection report={showing.report} />}
          </section>
        </>
      )}
    </main>
  );
}
