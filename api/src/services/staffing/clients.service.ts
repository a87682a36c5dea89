/**
 * Clients of the staffing desk: companies with their contacts, an owner on the team, a status,
 * notes and a timeline (the audit entries about the client and its job orders). A consultation
 * request or contact message becomes a client with its contact in one call. Every change is
 * audited in its transaction; a change of name tells the content cache (a job order that is not
 * confidential shows its client's name publicly).
 */
import {
  CLIENT_STATUS_LABELS,
  type ClientDetail,
  type ClientValues,
  type ClientStatus,
  type ClientSummary,
  type ContactValues,
} from '@northbeam/shared/contract/staffing';
import { can } from '@northbeam/shared/contract/roles';
import type { ContentCache } from '../../cache/content-cache';
import { findStaffById } from '../../db/staff.queries';
import {
  clientTrail,
  contactsOf,
  findClient,
  insertClient,
  insertClientNote,
  insertContacts,
  jobOrdersOf,
  listClients,
  notesOf,
  updateClient,
  type ClientRow,
} from '../../db/clients.queries';
import type { Db } from '../../db/connection';
import { findInquiry } from '../../db/inquiries.queries';
import type { StaffActor } from '../../http/actor';
import { badRequest, forbidden, notFound } from '../../http/http-errors';
import { audit } from '../audit.service';
import { presentJobOrder } from './job-orders';
import { seesRates } from './staffing-settings';

export const CLIENT_NOT_FOUND = 'Client not found';

const iso = (d: Date | string) => new Date(d).toISOString();

const summary = (row: ClientRow): ClientSummary => ({
  _id: row.id,
  name: row.name,
  website: row.website,
  status: row.status,
  owner:
    row.owner_id && row.owner_email
      ? { _id: row.owner_id, name: row.owner_name ?? '', email: row.owner_email }
      : null,
  openJobOrders: row.open_job_orders,
  createdAt: iso(row.created_at),
});

/** One line of a client's timeline from an audit entry. */
function timelineText(action: string, d: Record<string, unknown>): string | undefined {
  switch (action) {
    case 'client.create':
      return d.from ? `Client created from a ${String(d.from)}` : 'Client created';
    case 'client.update':
      return `Details updated (${String(d.name)})`;
    case 'client.status':
      return `Status set to ${CLIENT_STATUS_LABELS[d.status as ClientStatus] ?? String(d.status)}`;
    case 'client.owner':
      return d.ownerEmail ? `Owner set to ${String(d.ownerName || d.ownerEmail)}` : 'Owner removed';
    case 'client.contact':
      return `Contact added: ${String(d.name)}`;
    case 'client.note':
      return 'Note added';
    case 'client.review-link':
      return `Review link sent to ${String(d.contact ?? 'a contact')}`;
    case 'review-link.revoke':
      return d.contact ? `Review link of ${String(d.contact)} revoked` : 'Review link revoked';
    case 'job.create':
      return `Job order opened: ${String(d.title)}`;
    case 'job.update':
      return `Job order updated: ${String(d.title)}`;
    case 'submittal.status':
      return `${String(d.candidate ?? 'A candidate')} moved to ${String(d.status)} (${String(d.job ?? '')})`;
    case 'application.submittal':
      return `${String(d.candidate ?? 'A candidate')} submitted for ${String(d.job ?? 'a job order')}`;
    case 'application.client-answer':
      return `The client answered "${String(d.decisionLabel)}" for ${String(d.candidate ?? 'a candidate')} (${String(d.job ?? '')})`;
    case 'application.placement':
      return `${String(d.candidate ?? 'A candidate')} placed on ${String(d.job ?? 'a job order')}, starting ${String(d.startDate)}`;
    default:
      return undefined;
  }
}

export function createClients(deps: { db: Db; content: ContentCache }) {
  const { db, content } = deps;

  async function detail(actor: StaffActor, id: string): Promise<ClientDetail | undefined> {
    const row = await findClient(db, id);
    if (!row) return undefined;
    const [contacts, notes, trail, jobs, rates] = [
      await contactsOf(db, id),
      await notesOf(db, id),
      await clientTrail(db, id),
      await jobOrdersOf(db, id),
      await seesRates(db, actor.role),
    ];
    return {
      ...summary(row),
      contacts: contacts.map((c) => ({
        _id: c.id,
        name: c.name,
        email: c.email,
        role: c.role,
        phone: c.phone,
      })),
      notes: notes.map((n) => ({
        _id: n.id,
        body: n.body,
        author: n.author_email,
        createdAt: iso(n.created_at),
      })),
      timeline: trail.flatMap((t) => {
        const text = timelineText(t.action, t.details ?? {});
        return text
          ? [{ kind: t.action, text, by: t.staff_email || null, at: iso(t.created_at) }]
          : [];
      }),
      jobOrders: jobs.map((j) => presentJobOrder(j, rates)),
      source:
        row.source_type && row.source_id ? { kind: row.source_type, id: row.source_id } : null,
    };
  }

  async function mustDetail(actor: StaffActor, id: string): Promise<ClientDetail> {
    const found = await detail(actor, id);
    if (!found) throw notFound(CLIENT_NOT_FOUND);
    return found;
  }

  const contactRow = (c: ContactValues) => ({
    name: c.name,
    email: c.email.toLowerCase(),
    role: c.role,
    phone: c.phone,
  });

  return {
    /** One page of the clients by name, and how many match. */
    async list(filter: {
      page: number;
      limit: number;
      status?: ClientStatus | undefined;
      q?: string | undefined;
    }): Promise<{ items: ClientSummary[]; total: number }> {
      const { rows, total } = await listClients(db, filter);
      return { items: rows.map(summary), total };
    },

    detail,

    async create(actor: StaffActor, input: ClientValues): Promise<{ id: string }> {
      const id = await db.transaction(async (trx) => {
        const id = await insertClient(trx, {
          name: input.name,
          website: input.website ?? null,
          ownerId: actor.staffId,
        });
        await insertContacts(trx, id, input.contacts.map(contactRow));
        await audit(trx, actor, 'client.create', {
          entityType: 'client',
          entityId: id,
          details: { name: input.name },
        });
        return id;
      });
      return { id };
    },

    /** A contact message or consultation request made a client, its sender the first contact. */
    async fromInquiry(
      actor: StaffActor,
      kind: 'contact' | 'consultation',
      sourceId: string,
    ): Promise<{ id: string }> {
      if (!can(actor.role, 'inquiries')) {
        throw forbidden('Your role does not include contact messages and consultation requests.');
      }
      const table = kind === 'contact' ? 'contact_submissions' : 'consultation_requests';
      const source = await findInquiry(db, table, sourceId);
      if (!source) {
        throw notFound(
          kind === 'contact' ? 'Contact message not found' : 'Consultation request not found',
        );
      }
      const person = `${source.first_name} ${source.last_name}`.trim();
      const phone = 'phone' in source && typeof source.phone === 'string' ? source.phone : '';
      const id = await db.transaction(async (trx) => {
        const id = await insertClient(trx, {
          name: source.company.trim() || person,
          website: null,
          ownerId: actor.staffId,
          source: { kind, id: sourceId },
        });
        await insertContacts(trx, id, [
          { name: person, email: source.email.toLowerCase(), role: '', phone },
        ]);
        const from = kind === 'contact' ? 'contact message' : 'consultation request';
        await audit(trx, actor, 'client.create', {
          entityType: 'client',
          entityId: id,
          details: { name: source.company || person, from, sourceId },
        });
        return id;
      });
      return { id };
    },

    async update(actor: StaffActor, id: string, v: { name: string; website?: string | undefined }) {
      const done = await db.transaction(async (trx) => {
        const ok = await updateClient(trx, id, { name: v.name, website: v.website ?? null });
        if (ok) {
          await audit(trx, actor, 'client.update', {
            entityType: 'client',
            entityId: id,
            details: { name: v.name },
          });
        }
        return ok;
      });
      if (!done) throw notFound(CLIENT_NOT_FOUND);
      // Its name may show on its public job pages.
      content.contentChanged();
      return mustDetail(actor, id);
    },

    async setStatus(actor: StaffActor, id: string, status: ClientStatus) {
      const done = await db.transaction(async (trx) => {
        const ok = await updateClient(trx, id, { status });
        if (ok) {
          await audit(trx, actor, 'client.status', {
            entityType: 'client',
            entityId: id,
            details: { status },
          });
        }
        return ok;
      });
      if (!done) throw notFound(CLIENT_NOT_FOUND);
      return mustDetail(actor, id);
    },

    async setOwner(actor: StaffActor, id: string, ownerId: string | null) {
      const owner = ownerId ? await findStaffById(db, ownerId) : undefined;
      if (ownerId && (!owner || owner.deactivated_at || !can(owner.role, 'clients'))) {
        throw badRequest('The owner must be an active person of the team who works with clients', {
          ownerId: 'Choose a person who works with clients',
        });
      }
      const done = await db.transaction(async (trx) => {
        const ok = await updateClient(trx, id, { owner_id: ownerId });
        if (ok) {
          await audit(trx, actor, 'client.owner', {
            entityType: 'client',
            entityId: id,
            details: { ownerEmail: owner?.email ?? null, ownerName: owner?.name ?? null },
          });
        }
        return ok;
      });
      if (!done) throw notFound(CLIENT_NOT_FOUND);
      return mustDetail(actor, id);
    },

    async addContact(actor: StaffActor, id: string, contact: ContactValues) {
      const row = await db.transaction(async (trx) => {
        if (!(await findClient(trx, id))) return undefined;
        const [added] = await insertContacts(trx, id, [contactRow(contact)]);
        await audit(trx, actor, 'client.contact', {
          entityType: 'client',
          entityId: id,
          details: { name: contact.name },
        });
        return added!;
      });
      if (!row) throw notFound(CLIENT_NOT_FOUND);
      return { _id: row.id, name: row.name, email: row.email, role: row.role, phone: row.phone };
    },

    async addNote(actor: StaffActor, id: string, body: string) {
      const noteId = await db.transaction(async (trx) => {
        if (!(await findClient(trx, id))) return undefined;
        const noteId = await insertClientNote(trx, {
          clientId: id,
          authorId: actor.staffId,
          authorEmail: actor.email,
          body,
        });
        await audit(trx, actor, 'client.note', { entityType: 'client', entityId: id });
        return noteId;
      });
      if (!noteId) throw notFound(CLIENT_NOT_FOUND);
      return { _id: noteId };
    },
  };
}
export type Clients = ReturnType<typeof createClients>;
