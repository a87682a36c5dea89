/** The staffing desk's clients, their contacts and notes, and the job orders of a client. */
import type { ClientStatus } from '@northbeam/shared/contract/staffing';
import type { DbOrTrx } from './connection';
import { containsPattern, paged, type ListParams } from './list';
import type { ClientContactsTable, ClientNotesTable, ClientsTable } from './tables';
import type { JobRow } from './jobs.queries';

export type ClientRow = ClientsTable & {
  owner_name: string | null;
  owner_email: string | null;
  open_job_orders: number;
};

const selectClients = (db: DbOrTrx) =>
  db('clients')
    .leftJoin('staff', 'staff.id', 'clients.owner_id')
    .select<ClientRow[]>(
      'clients.*',
      'staff.name as owner_name',
      'staff.email as owner_email',
      db.raw(
        '(select count(*)::int from jobs where jobs.client_id = clients.id and jobs.is_active) as open_job_orders',
      ),
    );

/** One page of the clients by name (of a status, matching a search) and how many match. */
export async function listClients(
  db: DbOrTrx,
  f: ListParams & { status?: ClientStatus | undefined; q?: string | undefined },
): Promise<{ rows: ClientRow[]; total: number }> {
  const query = selectClients(db);
  if (f.status) query.where('clients.status', f.status);
  if (f.q) query.whereILike('clients.name', containsPattern(f.q));
  const { rows, total } = await paged(query, f, [
    { column: 'clients.name', order: 'asc' },
    { column: 'clients.id', order: 'asc' },
  ]);
  return { rows: rows as ClientRow[], total };
}

export async function findClient(db: DbOrTrx, id: string): Promise<ClientRow | undefined> {
  return selectClients(db).where('clients.id', id).first();
}

export async function insertClient(
  db: DbOrTrx,
  v: {
    name: string;
    website: string | null;
    ownerId: string | null;
    source?: { kind: 'contact' | 'consultation'; id: string };
  },
): Promise<string> {
  const [row] = await db('clients')
    .insert({
      name: v.name,
      website: v.website,
      owner_id: v.ownerId,
      source_type: v.source?.kind ?? null,
      source_id: v.source?.id ?? null,
    })
    .returning('id');
  return row!.id;
}

export async function updateClient(
  db: DbOrTrx,
  id: string,
  v: Partial<Pick<ClientsTable, 'name' | 'website' | 'status' | 'owner_id'>>,
): Promise<boolean> {
  const rows = await db('clients')
    .where({ id })
    .update({ ...v, updated_at: db.fn.now() })
    .returning('id');
  return rows.length > 0;
}

export async function insertContacts(
  db: DbOrTrx,
  clientId: string,
  contacts: Array<{ name: string; email: string; role: string; phone: string }>,
): Promise<ClientContactsTable[]> {
  if (contacts.length === 0) return [];
  return db('client_contacts')
    .insert(contacts.map((c) => ({ client_id: clientId, ...c })))
    .returning('*');
}

export async function contactsOf(db: DbOrTrx, clientId: string): Promise<ClientContactsTable[]> {
  return db('client_contacts').where({ client_id: clientId }).orderBy('created_at').orderBy('name');
}

export async function findContact(
  db: DbOrTrx,
  id: string,
): Promise<ClientContactsTable | undefined> {
  return db('client_contacts').where({ id }).first();
}

export async function insertClientNote(
  db: DbOrTrx,
  v: { clientId: string; authorId: string | null; authorEmail: string; body: string },
): Promise<string> {
  const [row] = await db('client_notes')
    .insert({
      client_id: v.clientId,
      author_id: v.authorId,
      author_email: v.authorEmail,
      body: v.body,
    })
    .returning('id');
  return row!.id;
}

export async function notesOf(db: DbOrTrx, clientId: string): Promise<ClientNotesTable[]> {
  return db('client_notes').where({ client_id: clientId }).orderBy('created_at', 'desc');
}

/** The audit entries about a client and its job orders, newest first (its timeline). */
export async function clientTrail(db: DbOrTrx, clientId: string, limit = 200) {
  return (
    db('audit_log')
      .where({ entity_type: 'client', entity_id: clientId })
      // Its candidates' submittals, answers and placements (audited on the application).
      .orWhereRaw("details->>'clientId' = ?", [clientId])
      .orWhere((w) => {
        w.where('entity_type', 'job').whereIn(
          'entity_id',
          db('jobs').where({ client_id: clientId }).select(db.raw('id::text')),
        );
      })
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .select('action', 'staff_email', 'details', 'created_at')
  );
}

/** A client's jobs, newest first (with the same columns as the careers board's). */
export async function jobOrdersOf(db: DbOrTrx, clientId: string): Promise<JobRow[]> {
  return db('jobs')
    .where({ client_id: clientId })
    .orderBy('posted_date', 'desc')
    .select<JobRow[]>(
      'jobs.*',
      db.raw("to_char(jobs.closing_date, 'YYYY-MM-DD') as closing_date"),
      db.raw('(select name from clients where clients.id = jobs.client_id) as client_name'),
    );
}

export async function clientExists(db: DbOrTrx, id: string): Promise<boolean> {
  return !!(await db('clients').where({ id }).first('id'));
}
