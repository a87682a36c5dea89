/** Who hears of a person's reply on an item: its assignee, with their preference for that kind. */
import type { NotificationMode, SubmissionKind } from '@northbeam/shared/contract/notifications';
import type { Role } from '@northbeam/shared/contract/roles';
import type { DbOrTrx } from './connection';
import { SUBMISSION_TABLES } from './workspace.queries';

export interface AssigneeNotice {
  id: string;
  email: string;
  role: Role;
  deactivated: boolean;
  /** Their saved preference for this kind; null: none saved. */
  mode: NotificationMode | null;
}

export async function findAssigneeForNotice(
  db: DbOrTrx,
  kind: SubmissionKind,
  id: string,
): Promise<AssigneeNotice | undefined> {
  const row = await db(`${SUBMISSION_TABLES[kind]} as s`)
    .join('staff as a', 'a.id', 's.assignee_id')
    .leftJoin('notification_preferences as p', (j) =>
      j.on('p.staff_id', '=', 'a.id').andOn('p.kind', '=', db.raw('?', [kind])),
    )
    .where('s.id', id)
    .first<
      | {
          id: string;
          email: string;
          role: Role;
          deactivated_at: Date | null;
          mode: NotificationMode | null;
        }
      | undefined
    >('a.id', 'a.email', 'a.role', 'a.deactivated_at', 'p.mode');
  return (
    row && {
      id: row.id,
      email: row.email,
      role: row.role,
      deactivated: row.deactivated_at !== null,
      mode: row.mode,
    }
  );
}
