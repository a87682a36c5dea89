import { useEffect, useRef, type ComponentType, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApplicationsList } from '../features/applications/applications-list';
import { AuditList } from '../features/audit/audit-list';
import { BlogsList } from '../features/blogs/blogs-list';
import { ConsultationsList } from '../features/inquiries/consultations-list';
import { ContactsList } from '../features/inquiries/contacts-list';
import { JobsList } from '../features/jobs/jobs-list';
import type { Permission } from '../../contract/roles';
import { useCan } from '../app/admin-platform-context';
import type { DashboardTab } from '../app/admin-paths';
import './dashboard.css';

export const DASHBOARD_TABS = [
  { id: 'contacts', label: 'Contact Submissions', Panel: ContactsList, permission: 'inquiries' },
  {
    id: 'consultations',
    label: 'Consultation Requests',
    Panel: ConsultationsList,
    permission: 'inquiries',
  },
  { id: 'jobs', label: 'Job Postings', Panel: JobsList, permission: 'jobs' },
  {
    id: 'applications',
    label: 'Job Applications',
    Panel: ApplicationsList,
    permission: 'applications',
  },
  { id: 'blogs', label: 'Blog Posts', Panel: BlogsList, permission: 'blog' },
  // Not in the spec's five: every administrator action, with a CSV export.
  { id: 'audit', label: 'Audit Log', Panel: AuditList, permission: 'audit' },
] as const satisfies ReadonlyArray<{
  id: DashboardTab;
  label: string;
  Panel: ComponentType;
  permission: Permission;
}>;
export type DashboardTabId = (typeof DASHBOARD_TABS)[number]['id'];

/** The five tabs of the spec and the audit log; the selected one lives in `?tab=` so reloads and links keep it. */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const may = useCan();
  // Only the tabs of the signed-in role (the server refuses the others anyway).
  const tabs = DASHBOARD_TABS.filter((t) => may(t.permission));
  const current = tabs.find((t) => t.id === params.get('tab')) ?? tabs[0] ?? DASHBOARD_TABS[0];
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (id: DashboardTabId) => setParams({ tab: id }, { replace: true });
  // On a phone the tabs scroll sideways in their strip: the selected one is brought into it.
  useEffect(() => {
    tabRefs.current[current.id]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current.id]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.id === current.id);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    const tab = tabs[next];
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
        {tabs.map((tab) => (
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
