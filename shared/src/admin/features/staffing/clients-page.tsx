/**
 * The desk's clients: the list, paged on the server like the dashboard's lists (search by name,
 * filter by status), and "New client" with its first contact. Recruiters, sales, owners and
 * administrators (the `clients` permission).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
  type ClientInput,
  type ClientSummary,
} from '../../../contract/staffing';
import { adminPaths } from '../../app/admin-paths';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { DataTable, type ListColumn } from '../../ui/list/data-table';
import { ListState, ListToolbar, Pager } from '../../ui/list/list-controls';
import { listQuery, usePagedList } from '../../ui/list/use-paged-list';
import { NewClientForm } from './new-client-form';
import './staffing.css';

const columns: Array<ListColumn<ClientSummary>> = [
  {
    id: 'client',
    header: 'Client',
    card: 'title',
    cell: (c) => (
      <Link to={adminPaths.client(c._id)} className="admin-strong">
        {c.name}
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (c) => <span className="admin-badge">{CLIENT_STATUS_LABELS[c.status]}</span>,
  },
  {
    id: 'open',
    header: 'Open job orders',
    className: 'admin-nowrap',
    cell: (c) => c.openJobOrders,
  },
  {
    id: 'owner',
    header: 'Owner',
    cell: (c) =>
      c.owner ? (
        <span className="admin-truncate admin-truncate--cell" title={c.owner.email}>
          {c.owner.name || c.owner.email}
        </span>
      ) : (
        <span className="admin-muted">Nobody</span>
      ),
  },
];

const STATUS_OPTIONS = CLIENT_STATUSES.map((s) => ({ value: s, label: CLIENT_STATUS_LABELS[s] }));

export function ClientsPage() {
  const api = useAdminApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = usePagedList(
    useCallback(
      (options) => api.clients.list({ query: listQuery(options, CLIENT_STATUSES) }),
      [api],
    ),
    'Failed to load the clients',
  );
  const create = useMutation({
    mutationFn: (input: ClientInput) => api.clients.create({ body: input }),
    onSuccess: async (made) => {
      await queryClient.invalidateQueries({ queryKey: ['clients'] });
      void navigate(adminPaths.client(made.id));
    },
  });

  return (
    <main className="admin-page admin-page--narrow">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Clients</h1>
        <Link to={adminPaths.desk} className="admin-btn admin-btn--secondary">
          The desk
        </Link>
      </div>
      <div className="admin-staffing__grid">
        <section className="admin-staffing__section" aria-labelledby="clients-list">
          <h2 id="clients-list">All clients</h2>
          <ListToolbar
            list={list}
            label="clients"
            statuses={STATUS_OPTIONS}
            allLabel="Any status"
            searchPlaceholder="Search by name"
          />
          {list.error && <Banner kind="error">{list.error}</Banner>}
          <div className="admin-table-wrap admin-card">
            <DataTable columns={columns} rows={list.items} rowTestId="client-row" />
            <ListState
              list={list}
              empty={list.query || list.status ? 'No client matches.' : 'No client yet.'}
            />
          </div>
          <Pager list={list} label="Clients" />
        </section>
        <section className="admin-card admin-staffing__card" aria-labelledby="new-client">
          <h2 id="new-client">New client</h2>
          {create.error && (
            <Banner kind="error">
              {serverMessageOr(create.error, 'The client could not be saved')}
            </Banner>
          )}
          <NewClientForm create={create.mutateAsync} busy={create.isPending} />
        </section>
      </div>
    </main>
  );
}
