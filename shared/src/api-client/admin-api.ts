/**
 * The admin's calls: every route of the table, derived (see derived.ts), on an injected transport,
 * sent by the table's shapes (route-shapes.ts) and checked with its schemas once they load.
 * `api.applications.updateStatus({ params: { id }, body: { status } })`.
 */
import type { Awaiting } from '../contract/conversations';
import type { routes } from '../contract/routes';
import { declaredRoute } from '../contract/route-areas';
import { ROUTE_SHAPES } from '../contract/route-shapes';
import type { ListOptions } from './call';
import { deriveClientOnShapes, type DerivedClient } from './derived';
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
  // An answer is checked with its route's area's schemas, loaded beside it: the admin's first
  // screen builds only what its own calls need.
  return deriveClientOnShapes<typeof routes>(ROUTE_SHAPES, transport, (keys, shape) =>
    declaredRoute(shape.area!, shape.at ?? keys),
  );
}
