/** The admin's staffing desk calls (clients, job orders, submittals, review links, the desk), typed. */
import { routes } from '../contract/routes';
import type {
  ClientInput,
  ContactInput,
  ClientStatus,
  StaffingSettings,
  SubmittalInput,
} from '../contract/staffing';
import type { createCaller } from './call';

export function staffingCalls(call: ReturnType<typeof createCaller>['call']) {
  const json = (data: unknown) => ({ kind: 'json' as const, data });
  return {
    listClients: (query: { status?: ClientStatus; q?: string } = {}) =>
      call(routes.clients.list, { query }),
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
