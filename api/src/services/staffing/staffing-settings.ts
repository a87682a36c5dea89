/**
 * Who sees a job order's rates and margins: a setting (owners and administrators by default),
 * read on every call that shows or takes them, so a change applies at once.
 */
import {
  DEFAULT_STAFFING_SETTINGS,
  staffingSettings,
  type StaffingSettings,
} from '@northbeam/shared/contract/staffing';
import type { Role } from '@northbeam/shared/contract/roles';
import type { Db, DbOrTrx } from '../../db/connection';
import { readSetting, writeSetting } from '../../db/team.queries';
import type { Actor } from '../../http/actor';
import { audit } from '../audit.service';

const KEY = 'staffing';

export async function readStaffingSettings(db: DbOrTrx): Promise<StaffingSettings> {
  const parsed = staffingSettings.safeParse(await readSetting(db, KEY));
  return parsed.success ? parsed.data : DEFAULT_STAFFING_SETTINGS;
}

/** Whether this role sees rates and margins (and may set them). */
export async function seesRates(db: DbOrTrx, role: Role | null): Promise<boolean> {
  if (!role) return false;
  return (await readStaffingSettings(db)).ratesRoles.includes(role);
}

export function createStaffingSettings(deps: { db: Db }) {
  const { db } = deps;
  return {
    get: () => readStaffingSettings(db),
    async set(actor: Actor, value: StaffingSettings): Promise<StaffingSettings> {
      // Owners always see them: the setting can widen who does, not lock the owners out.
      const roles = [...new Set<Role>(['owner', ...value.ratesRoles])];
      await db.transaction(async (trx) => {
        await writeSetting(trx, KEY, { ratesRoles: roles });
        await audit(trx, actor, 'staffing.settings', { details: { ratesRoles: roles } });
      });
      return { ratesRoles: roles };
    },
  };
}
export type StaffingSettingsService = ReturnType<typeof createStaffingSettings>;
