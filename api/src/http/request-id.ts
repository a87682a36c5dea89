/** Request ids: the Koa path (middleware/request-log.ts) and the cached-response lane make them alike. */
import { randomUUID } from 'node:crypto';

const SANE_ID = /^[\w.:-]{8,128}$/;

/** The request's id: the caller's X-Request-Id when it looks sane (a proxy's), else a new one. */
export const requestIdFor = (incoming: string | undefined) =>
  incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
