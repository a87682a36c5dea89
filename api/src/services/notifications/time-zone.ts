/** The company's time zone (Notifications page): stored in the database, the address's by default. */
import { isTimeZone } from '@northbeam/shared/contract/notifications';
import type { DbOrTrx } from '../../db/connection';
import { getMeta, setMeta } from '../../db/meta.queries';
import { DEFAULT_TIME_ZONE } from './mail-time';

const KEY = 'notifications.timeZone';

export async function readTimeZone(db: DbOrTrx): Promise<string> {
  const saved = await getMeta(db, KEY);
  // A zone this runtime no longer knows (an older ICU) falls back rather than failing every e-mail.
  return typeof saved === 'string' && isTimeZone(saved) ? saved : DEFAULT_TIME_ZONE;
}

export async function writeTimeZone(db: DbOrTrx, timeZone: string): Promise<void> {
  await setMeta(db, KEY, timeZone);
}
