/**
 * The desk's clients: the list (by status, by name) and "New client" with its first contact.
 * Recruiters, sales, owners and administrators (the `clients` permission).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
  type ClientStatus,
} from '../../../contract/staffing';
import { adminPaths } from '../../app/admin-paths';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import './staffing.css';

export function ClientsPage() {
  const api = useAdminApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ClientStatus | ''>('');
  const clients = useQuery({
    queryKey: ['clients', status],
    queryFn: () => api.listClients(status ? { status } : {}),
  });
  const [form, setForm] = useState({ name: '', website: '', contact: '', email: '', role: '' });
  const create = useMutation({
    mutationFn: () =>
      api.createClient({
        name: form.name,
        ...(form.website ? { website: form.website } : {}),
        contacts: form.contact
          ? [{ name: form.contact, email: form.email, role: form.role, phone: '' }]
          : [],
      }),
    onSuccess: async (made) => {
      await queryClient.invalidateQueries({ queryKey: ['clients'] });
      void navigate(adminPaths.client(made.id));
    },
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };

  return (
    <main className="admin-page admin-page--narrow">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Clients</h1>
        <Link to={adminPaths.desk} className="admin-btn admin-btn--secondary">
          The desk
        </Link>
      </div>
      <div className="admin-staffing__grid">
        <section className="admin-card admin-staffing__card" aria-labelledby="clients-list">
          <div className="admin-staffing__inline">
            <h2 id="clients-list">All clients</h2>
            <label className="admin-field">
              <span className="admin-field__label">Status</span>
              <select
                className="admin-select"
                value={status}
                onChange={(e) => setStatus(e.target.value as ClientStatus | '')}
              >
                <option value="">Any status</option>
                {CLIENT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {CLIENT_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {clients.error && (
            <Banner kind="error">
              {serverMessageOr(clients.error, 'Failed to load the clients')}
            </Banner>
          )}
          {clients.data?.length === 0 && <p className="admin-muted">No client yet.</p>}
          <ul className="admin-staffing__list">
            {clients.data?.map((c) => (
              <li key={c._id}>
                <Link to={adminPaths.client(c._id)}>{c.name}</Link>
                <span className="admin-badge">{CLIENT_STATUS_LABELS[c.status]}</span>
                <span className="admin-muted">
                  {c.openJobOrders} open job order{c.openJobOrders === 1 ? '' : 's'}
                  {c.owner ? ` · ${c.owner.name || c.owner.email}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="admin-card admin-staffing__card" aria-labelledby="new-client">
          <h2 id="new-client">New client</h2>
          <form className="admin-form" onSubmit={submit}>
            <div className="admin-form__row">
              <label className="admin-field">
                <span className="admin-field__label">Company name</span>
                <input className="admin-input" required value={form.name} onChange={set('name')} />
              </label>
              <label className="admin-field">
                <span className="admin-field__label">Website</span>
                <input
                  className="admin-input"
                  type="url"
                  placeholder="https://"
                  value={form.website}
                  onChange={set('website')}
                />
              </label>
            </div>
            <div className="admin-form__row">
              <label className="admin-field">
                <span className="admin-field__label">Contact’s name</span>
                <input className="admin-input" value={form.contact} onChange={set('contact')} />
              </label>
              <label className="admin-field">
                <span className="admin-field__label">Contact’s e-mail</span>
                <input
                  className="admin-input"
                  type="email"
                  required={!!form.contact}
                  value={form.email}
                  onChange={set('email')}
                />
              </label>
            </div>
            <label className="admin-field">
              <span className="admin-field__label">Contact’s role</span>
              <input className="admin-input" value={form.role} onChange={set('role')} />
            </label>
            {create.error && (
              <Banner kind="error">
                {serverMessageOr(create.error, 'The client could not be saved')}
              </Banner>
            )}
            <div>
              <button type="submit" className="admin-btn" disabled={create.isPending}>
                Add the client
              </button>
            </div>
          </form>
        </section>
      </div>
    </main>
  );
}
