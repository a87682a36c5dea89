/** A client as the admin's staffing pages receive it, for their component tests. */
import type { ClientDetail } from '../../contract/staffing';

export const CLIENT_ID = '11111111-1111-4111-8111-111111111111';

/** Acme Robotics with one hiring manager, Nora Hiring (`contactId`). */
export const clientDetail = (contactId = 'k1'): ClientDetail => ({
  _id: CLIENT_ID,
  name: 'Acme Robotics',
  website: null,
  status: 'active',
  owner: null,
  openJobOrders: 1,
  createdAt: '2026-10-01T12:00:00.000Z',
  contacts: [
    { _id: contactId, name: 'Nora Hiring', email: 'nora@acme.example', role: '', phone: '' },
  ],
  notes: [],
  timeline: [],
  jobOrders: [],
  source: null,
});
