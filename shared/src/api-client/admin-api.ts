/**
 * The admin's calls: every route of the table, derived (see derived.ts), on an injected transport.
 * `api.applications.updateStatus({ params: { id }, body: { status } })`.
 */
import type { Awaiting } from '../contract/conversations';
import { routes } from '../contract/routes';
import type { ListOptions } from './call';
import { deriveClient, type DerivedClient } from './derived';
import type { Transport } from './transport';

/** The query of the admin's lists (what the shared list UI sends; each list's schema checks it). */
export interface AdminListOptions extends ListOptions {
  status?: string;
  q?: string;
  /** `only`: the Spam filter of the submission lists (absent: everything but spam). */
  spam?: 'only';
  /** Submission lists: `me`, `none` or a person's id. */
  assignee?: string;
  /** Job applications: one job's. */
  jobId?: string;
  /** Submission lists: whose turn the conversation is. */
  awaiting?: Awaiting;
}

export type AdminApi = DerivedClient<typeof routes>;

export function createAdminApi(transport: Transport): AdminApi {
  return deriveClient(routes, transport);
}
