/**
 * The team page's changes: roles, deactivation, the two-factor policy. Only owners change owners
 * or make them; the last active owner can be neither demoted nor deactivated (checked with the
 * owners locked, so two changes at once cannot both pass).
 */
import type { StaffActor } from '../../http/actor';
import {
  securityPolicy,
  type SecurityPolicy,
  type StaffMember,
  type StaffUpdate,
} from '@northbeam/shared/contract/team';
import { findStaffById, listStaff, lockActiveOwners, updateStaff } from '../../db/staff.queries';
import type { Db } from '../../db/connection';
import { deleteSessionsOfStaff } from '../../db/sessions.queries';
import { readSetting, writeSetting } from '../../db/team.queries';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-errors';
import { presentStaffMember } from '../../presenters/entities.presenter';
import { audit } from '../audit.service';

export const LAST_OWNER_MESSAGE =
  'The last active owner can be neither demoted nor deactivated. Make someone else an owner first.';
export const OWNERS_ONLY_MESSAGE = 'Only owners can change owners or make someone an owner.';

const POLICY_KEY = 'security';

export function createTeam(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(): Promise<StaffMember[]> {
      return (await listStaff(db)).map((row) => presentStaffMember(row));
    },

    async update(actor: StaffActor, id: string, change: StaffUpdate) {
      return db.transaction(async (trx) => {
        const owners = await lockActiveOwners(trx);
        const target = await findStaffById(trx, id);
        if (!target) throw notFound('No such person in the team');
        const becomesOwner = change.role === 'owner' && target.role !== 'owner';
        if (actor.role !== 'owner' && (target.role === 'owner' || becomesOwner)) {
          throw forbidden(OWNERS_ONLY_MESSAGE);
        }
        if (change.active === false && target.id === actor.staffId) {
          throw badRequest('You cannot deactivate yourself. Ask another owner or administrator.');
        }
        const role = change.role ?? target.role;
        const active = change.active ?? target.deactivated_at === null;
        if (owners.includes(target.id) && !(role === 'owner' && active) && owners.length === 1) {
          throw conflict(LAST_OWNER_MESSAGE);
        }
        const values: Parameters<typeof updateStaff>[2] = {};
        if (role !== target.role) values.role = role;
        const wasActive = target.deactivated_at === null;
        if (active !== wasActive) values.deactivated_at = active ? null : new Date();
        if (!Object.keys(values).length) return presentStaffMember(target);
        const updated = (await updateStaff(trx, id, values))!;
        const person = { entityType: 'staff', entityId: id };
        if (values.role) {
          await audit(trx, actor, 'team.role', {
            ...person,
            details: { email: target.email, from: target.role, to: role },
          });
        }
        if (values.deactivated_at !== undefined) {
          // Deactivation signs out at once: its sessions are gone, not merely refused.
          const sessions = active ? 0 : await deleteSessionsOfStaff(trx, id);
          await audit(trx, actor, active ? 'team.reactivate' : 'team.deactivate', {
            ...person,
            details: { email: target.email, ...(active ? {} : { sessionsEnded: sessions }) },
          });
        }
        return presentStaffMember(updated);
      });
    },

    async policy(): Promise<SecurityPolicy> {
      // Anything but a stored `true` (nothing stored yet, an older shape) is the default: off.
      const stored = securityPolicy.partial().safeParse(await readSetting(db, POLICY_KEY));
      return { requireTwoFactor: stored.data?.requireTwoFactor === true };
    },

    async setPolicy(actor: StaffActor, policy: SecurityPolicy): Promise<SecurityPolicy> {
      if (actor.role !== 'owner') {
        throw forbidden('Only owners can change the two-factor policy.');
      }
      if (policy.requireTwoFactor && !actor.twoFactor) {
        throw badRequest('Turn on two-factor sign-in for yourself first, in My account.');
      }
      await db.transaction(async (trx) => {
        await writeSetting(trx, POLICY_KEY, policy);
        await audit(trx, actor, 'team.policy', { details: { ...policy } });
      });
      return policy;
    },
  };
}

export type Team = ReturnType<typeof createTeam>;
