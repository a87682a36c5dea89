import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApplicationsList } from '../features/applications/applications-list';
import { AuditList } from '../features/audit/audit-list';
import { BlogsList } from '../features/blogs/blogs-list';
import { ConsultationsList } from '../features/inquiries/consultations-list';
import { ContactsList } from '../features/inquiries/contacts-list';
import { JobsList } from '../features/jobs/jobs-list';
import './dashboard.css';

export const DASHBOARD_TABS = [
  { id: 'contacts', label: 'Contact Submissions', Panel: ContactsList },
  { id: 'consultations', label: 'Consultation Requests', Panel: ConsultationsList },
  { id: 'jobs', label: 'Job Postings', Panel: JobsList },
  { id: 'applications', label: 'Job Applications', Panel: ApplicationsList },
  { id: 'blogs', label: 'Blog Posts', Panel: BlogsList },
  // Not in the spec's five: every administrator action, with a CSV export.
  { id: 'audit', label: 'Audit Log', Panel: AuditList },
] as const;
export type DashboardTabId = (typeof DASHBOARD_TABS)[number]['id'];

/** The five tabs of the spec and the audit log; the selected one lives in `?tab=` so reloads and links keep it. */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const current = DASHBOARD_TABS.find((t) => t.id === params.get('tab')) ?? DASHBOARD_TABS[0];
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (id: DashboardTabId) => setParams({ tab: id }, { replace: true });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = DASHBOARD_TABS.findIndex((t) => t.id === current.id);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % DASHBOARD_TABS.length;
    if (event.key === 'ArrowLeft')
      next = (index - 1 + DASHBOARD_TABS.length) % DASHBOARD_TABS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = DASHBOARD_TABS.length - 1;
    const tab = DASHBOARD_TABS[next];
    if (!tab) return;
    event.preventDefault();
    select(tab.id);
    tabRefs.current[tab.id]?.focus();
  }

  const Panel = current.Panel;
  return (
    <main className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Dashboard</h1>
      </div>
      <div
        className="admin-tabs"
        role="tablist"
        aria-label="Dashboard sections"
        onKeyDown={onKeyDown}
      >
        {DASHBOARD_TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${tab.id}`}
            aria-selected={tab.id === current.id}
            aria-controls={`admin-panel-${tab.id}`}
            tabIndex={tab.id === current.id ? 0 : -1}
            className="admin-tabs__tab"
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className="admin-tabs__panel"
        role="tabpanel"
        id={`admin-panel-${current.id}`}
        aria-labelledby={`admin-tab-${current.id}`}
      >
        <Panel key={current.id} />
      </div>
    </main>
  );
}
