/** Every secret the database keeps (encrypted at rest): where it is and its stored value. */
import type { DbOrTrx } from './connection';

export interface StoredSecret {
  table: 'staff' | 'webhook_endpoints' | 'staff_calendar_feeds';
  column: 'totp_secret' | 'totp_pending_secret' | 'secret' | 'url';
  id: string;
  value: string;
}

const PLACES: Array<Pick<StoredSecret, 'table' | 'column'>> = [
  { table: 'staff', column: 'totp_secret' },
  { table: 'staff', column: 'totp_pending_secret' },
  { table: 'webhook_endpoints', column: 'secret' },
  // Scheduling: a staff member's secret calendar address.
  { table: 'staff_calendar_feeds', column: 'url' },
];

/** The primary key of a table holding secrets (a calendar feed is keyed by its staff member). */
const keyOf = (table: StoredSecret['table']) =>
  table === 'staff_calendar_feeds' ? 'staff_id' : 'id';

/** Locked until the caller's transaction ends (a rotation rewrites them all at once). */
export async function lockStoredSecrets(db: DbOrTrx): Promise<StoredSecret[]> {
  const found: StoredSecret[] = [];
  for (const place of PLACES) {
    // A column renamed at run time Knex cannot type: the row is declared.
    const rows = await db(place.table)
      .whereNotNull(place.column)
      .forUpdate()
      .select<Array<{ id: string; value: string }>>(
        `${keyOf(place.table)} as id`,
        `${place.column} as value`,
      );
    for (const row of rows) found.push({ ...place, ...row });
  }
  return found;
}

export async function replaceStoredSecret(db: DbOrTrx, secret: StoredSecret, value: string) {
  await db(secret.table)
    .where({ [keyOf(secret.table)]: secret.id, [secret.column]: secret.value })
    .update({ [secret.column]: value });
}
