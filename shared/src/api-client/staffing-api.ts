/** The admin's staffing desk calls (clients, job orders, submittals, review links, the desk), typed. */
import { MAX_PAGE_SIZE } from '../contract/constants';
import type { Page } from '../contract/pagination';
import { routes } from '../contract/routes';
import type {
  ClientInput,
  ContactInput,
  ClientStatus,
  StaffingSettings,
  SubmittalInput,
  ClientSummary,
} from '../contract/staffing';
import type { createCaller, ListOptions } from './call';

export interface ClientListOptions extends ListOptions {
  /** A client status (`prospect`, `active`, `inactive`). */
  status?: string;
  q?: string;
}

export function staffingCalls({ call, page }: ReturnType<typeof createCaller>) {
  const json = (data: unknown) => ({ kind: 'json' as const, data });
  const listClients = (options: ClientListOptions = {}): Promise<Page<ClientSummary>> =>
    page(routes.clients.list, { query: { ...options }, paging: options });
  return {
    /** One page of the clients (by name), with the total. */
    listClients,
    /** Every client (a picker's choices), a page of the most at a time. */
    async allClients(): Promise<ClientSummary[]> {
      const all: ClientSummary[] = [];
      for (let p = 1; ; p += 1) {
        const got = await listClients({ page: p, limit: MAX_PAGE_SIZE });
        all.push(...got.items);
        if (got.items.length < MAX_PAGE_SIZE || all.length >= got.total) return all;
      }
    },
    createClient: (input: ClientInput) => call(routes.clients.create, { body: json(input) }),
    clientFromInquiry: (kind: 'contact' | 'consultation', id: string) =>
      call(routes.clients.fromInquiry, { body: json({ kind, id }) }),
    getClient: (id: string) => call(routes.clients.get, { params: { id } }),
    updateClient: (id: string, input: { name: string; website?: string }) =>
      call(routes.clients.update, { params: { id }, body: json(input) }),
    setClientStatus: (id: string, status: ClientStatus) =>
      call(routes.clients.setStatus, { params: { id }, body: json({ status }) }),
    setClientOwner: (id: string, ownerId: string | null) =>
      call(routes.clients.setOwner, { params: { id }, body: json({ ownerId }) }),
    addClientContact: (id: string, input: ContactInput) =>
      call(routes.clients.addContact, { params: { id }, body: json(input) }),
    addClientNote: (id: string, body: string) =>
      call(routes.clients.addNote, { params: { id }, body: json({ body }) }),
    createReviewLink: (id: string, contactId: string) =>
      call(routes.clients.reviewLink, { params: { id }, body: json({ contactId }) }),
    revokeReviewLink: (token: string) => call(routes.reviewLinks.revoke, { params: { token } }),
    clientReviewLinks: (id: string) => call(routes.clients.reviewLinks, { params: { id } }),
    revokeClientReviewLink: (id: string, linkId: string) =>
      call(routes.clients.revokeReviewLink, { params: { id, linkId } }),
    getStaffingSettings: () => call(routes.staffingSettings.get),
    saveStaffingSettings: (input: StaffingSettings) =>
      call(routes.staffingSettings.set, { body: json(input) }),
    submitToClient: (applicationId: string, input: SubmittalInput) =>
      call(routes.submittals.create, { params: { id: applicationId }, body: json(input) }),
    applicationSubmittals: (applicationId: string) =>
      call(routes.submittals.listForApplication, { params: { id: applicationId } }),
    setSubmittalStatus: (
      id: string,
      status: 'submitted' | 'interviewing' | 'offered' | 'rejected',
    ) => call(routes.submittals.setStatus, { params: { id }, body: json({ status }) }),
    placeSubmittal: (
      id: string,
      input: {
        startDate: string;
        billRate?: number | null;
        payRate?: number | null;
        feePercent?: number | null;
        salary?: number | null;
        recruiterId?: string;
      },
    ) => call(routes.submittals.place, { params: { id }, body: json(input) }),
    getJobOrder: (id: string) => call(routes.desk.jobOrder, { params: { id } }),
    openJobOrders: () => call(routes.desk.openJobOrders),
    deskNumbers: () => call(routes.desk.numbers),
  };
}
