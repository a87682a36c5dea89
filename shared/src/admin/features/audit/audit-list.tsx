import { useCallback, useState } from 'react';
import { AUDIT_ACTIONS, type AuditEntry } from '../../../contract/admin';
import { ROUTE_SHAPES } from '../../../contract/route-shapes';
import { useAdminApi, useAdminPlatform } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { formatDateTime } from '../../ui/format-date';
import { AgeCell } from '../../ui/list/cells';
import { DataTable, type ListColumn } from '../../ui/list/data-table';
import { ListState, ListToolbar, Pager } from '../../ui/list/list-controls';
import { usePagedList } from '../../ui/list/use-paged-list';

export const AUDIT_FETCH_ERROR = 'Failed to fetch the audit log';

/** Every administrator action, newest first: who, what, which record, when, from where. */
export function AuditList() {
  const api = useAdminApi();
  const platform = useAdminPlatform();
  const [exportError, setExportError] = useState('');
  const [exporting, setExporting] = useState(false);
  const list = usePagedList(
    useCallback(
      ({ status, ...options }) =>
        api.audit.list({ query: status ? { ...options, action: status } : options }),
      [api],
    ),
    AUDIT_FETCH_ERROR,
  );

  async function exportCsv() {
    setExportError('');
    setExporting(true);
    try {
      const day = new Date().toISOString().slice(0, 10);
      // The export holds what the list shows: the same action filter and search.
      const filters: Record<string, string> = {};
      if (list.status) filters.action = list.status;
      if (list.query.trim()) filters.q = list.query.trim();
      await platform.download(ROUTE_SHAPES.audit.csv.path, `audit-log-${day}.csv`, filters);
    } catch {
      setExportError('Failed to export the audit log');
    } finally {
      setExporting(false);
    }
  }

  const columns: Array<ListColumn<AuditEntry>> = [
    {
      id: 'when',
      header: 'When',
      className: 'admin-nowrap',
      cell: (e) => formatDateTime(e.createdAt),
      cardCell: (e) => <AgeCell iso={e.createdAt} />,
    },
    {
      id: 'who',
      header: 'Who',
      cell: (e) => e.staffEmail || <span className="admin-muted">—</span>,
    },
    {
      id: 'action',
      header: 'Action',
      className: 'admin-strong',
      card: 'title',
      cell: (e) => e.action,
    },
    {
      id: 'record',
      header: 'Record',
      cell: (e) =>
        e.entityType ? (
          <>
            {e.entityType}
            <div className="admin-muted">{e.entityId}</div>
          </>
        ) : (
          <span className="admin-muted">—</span>
        ),
    },
    {
      id: 'from',
      header: 'From',
      cell: (e) => (
        <>
          {e.ip}
          <div className="admin-muted" title={e.userAgent}>
            {e.userAgent.length > 40 ? `${e.userAgent.slice(0, 40)}…` : e.userAgent}
          </div>
        </>
      ),
    },
    {
      id: 'details',
      header: 'Details',
      className: 'admin-table__wide',
      cell: (e) =>
        Object.keys(e.details).length ? (
          <code>{JSON.stringify(e.details)}</code>
        ) : (
          <span className="admin-muted">—</span>
        ),
    },
  ];

  return (
    <section aria-label="Audit Log">
      <ListToolbar
        list={list}
        label="audit log entries"
        statuses={AUDIT_ACTIONS.map((a) => ({ value: a, label: a }))}
        statusLabel="Action"
        allLabel="All actions"
        searchPlaceholder="Search e-mail, action, record, address"
        actions={
          <button
            type="button"
            className="admin-btn admin-btn--secondary"
            onClick={() => void exportCsv()}
            disabled={exporting}
          >
            {exporting ? 'Exporting...' : 'Export CSV'}
          </button>
        }
      />
      {list.error && <Banner kind="error">{list.error}</Banner>}
      {exportError && (
        <Banner kind="error" onDismiss={() => setExportError('')}>
          {exportError}
        </Banner>
      )}
      <div className="admin-table-wrap admin-card">
        <DataTable columns={columns} rows={list.items} rowTestId="audit-row" />
        <ListState list={list} empty="No audit log entries found." />
      </div>
      <Pager list={list} label="Audit log" />
    </section>
  );
}
