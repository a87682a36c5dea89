/**
 * Where a submission came from. The site sends what it remembered of the visit for the tab (the
 * landing page, the referring host, the UTM parameters, a `ref`/`src` code, the last post read,
 * the pages seen); a client that sends nothing (the spec's) gets the referring host from its
 * `Referer`, host only. Each submission is stored with those values and the source the reports
 * count it under: a tracked link's source, else `ref`, else `utm_source`, else the referring site,
 * else "Direct". Recruiters' tracked apply links (`/r/{code}`) live here too.
 */
import { randomBytes } from 'node:crypto';
import {
  DIRECT_SOURCE,
  postSlugOf,
  referrerHost,
  REF_PARAMS,
  TRACKED_LINK_CODE,
  TRACKED_LINK_PREFIX,
  UNKNOWN_SOURCE,
  UTM_PARAMS,
  type Attribution,
  type AttributionValues,
  type TrackedLink,
} from '@northbeam/shared/contract/attribution';
import {
  countClick,
  deleteTrackedLink,
  findTrackedLinkByCode,
  findTrackedLinkById,
  insertTrackedLink,
  postTitles,
  trackedLinksOfJob,
  type AttributionColumns,
  type TrackedLinkStatsRow,
} from '../db/attribution.queries';
import type { Db, DbOrTrx } from '../db/connection';
import { findJob } from '../db/jobs.queries';
import type { Actor, StaffActor } from '../http/actor';
import { notFound } from '../http/http-errors';
import { audit } from './audit.service';

const KEPT_PARAMS = new Set<string>([...Object.keys(UTM_PARAMS), ...REF_PARAMS]);

/** The landing page as a path with only the parameters that tell where the visit came from. */
export function cleanLandingPage(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://site.invalid');
  } catch {
    return null;
  }
  const kept = new URLSearchParams();
  for (const [name, v] of url.searchParams) if (KEPT_PARAMS.has(name)) kept.append(name, v);
  const query = kept.toString();
  return (url.pathname + (query ? `?${query}` : '')).slice(0, 500);
}

/** The hosts of this site: a referrer among them is a page of ours, not a referring site. */
function ownHosts(actor: Actor, publicUrl: string | undefined): Set<string> {
  const hosts = new Set<string>();
  for (const origin of [actor.origin, publicUrl]) {
    const host = origin ? referrerHost(origin) : '';
    if (host) hosts.add(host);
  }
  return hosts;
}

/** What the reports count a submission under. */
export function sourceOf(
  v: Pick<AttributionColumns, 'ref' | 'utm_source' | 'referrer_host'>,
  linkSource: string | undefined,
): string {
  if (linkSource) return linkSource;
  if (v.ref) return v.ref;
  if (v.utm_source) return v.utm_source;
  if (v.referrer_host) return v.referrer_host.replace(/^www\./, '');
  return DIRECT_SOURCE;
}

/** The columns a submission is stored with. */
export async function attributionColumns(
  db: DbOrTrx,
  actor: Actor,
  input: AttributionValues | undefined,
  publicUrl: string | undefined,
): Promise<AttributionColumns> {
  const v = input ?? {};
  const own = ownHosts(actor, publicUrl);
  // The site's own value, else the Referer's host (the spec's client sends nothing).
  const host = referrerHost(v.referrer ?? '') || referrerHost(actor.referer ?? '');
  const ref = v.ref ?? null;
  const link =
    ref && TRACKED_LINK_CODE.test(ref) ? await findTrackedLinkByCode(db, ref) : undefined;
  const columns = {
    landing_page: cleanLandingPage(v.landingPage),
    referrer_host: host && !own.has(host) ? host.slice(0, 253) : null,
    utm_source: v.utmSource ?? null,
    utm_medium: v.utmMedium ?? null,
    utm_campaign: v.utmCampaign ?? null,
    utm_term: v.utmTerm ?? null,
    utm_content: v.utmContent ?? null,
    ref,
    last_post: v.lastPost ? (postSlugOf(v.lastPost) ?? v.lastPost) : null,
    pages_seen: v.pagesSeen ?? null,
    tracked_link_id: link?.id ?? null,
  };
  return { ...columns, source: sourceOf(columns, link?.source) };
}

/** The attribution of a stored submission as the admin reads it. */
export async function presentAttribution(
  db: DbOrTrx,
  row: AttributionColumns,
): Promise<Attribution | null> {
  if (row.source === null || row.source === undefined) return null;
  const link = row.tracked_link_id ? await findTrackedLinkById(db, row.tracked_link_id) : undefined;
  const title = row.last_post
    ? (await postTitles(db, [row.last_post])).get(row.last_post)
    : undefined;
  return {
    source: row.source || UNKNOWN_SOURCE,
    landingPage: row.landing_page,
    referrer: row.referrer_host,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
    ref: row.ref,
    lastPost: row.last_post ? { slug: row.last_post, title: title ?? null } : null,
    pagesSeen: row.pages_seen,
    trackedLink: link ? { code: link.code, source: link.source } : null,
  };
}

const presentLink = (row: TrackedLinkStatsRow): TrackedLink => ({
  _id: row.id,
  code: row.code,
  path: `${TRACKED_LINK_PREFIX}${row.code}`,
  source: row.source,
  clicks: Number(row.clicks),
  applications: Number(row.applications),
  hires: Number(row.hires),
  createdAt: new Date(row.created_at).toISOString(),
  createdBy: row.creator_name,
});

/** Eight URL-safe characters: 48 random bits, short enough to type, not guessable in bulk. */
const newCode = () => randomBytes(6).toString('base64url');

export function createTrackedLinks(deps: { db: Db }) {
  const { db } = deps;
  const job = async (jobId: string) => {
    if (!(await findJob(db, jobId))) throw notFound('Job not found');
  };
  return {
    async list(jobId: string): Promise<TrackedLink[]> {
      await job(jobId);
      return (await trackedLinksOfJob(db, jobId)).map(presentLink);
    },

    async create(actor: StaffActor, jobId: string, source: string): Promise<TrackedLink> {
      await job(jobId);
      const id = await db.transaction(async (trx) => {
        const row = await insertTrackedLink(trx, {
          code: newCode(),
          jobId,
          source,
          createdBy: actor.staffId,
        });
        await audit(trx, actor, 'job.link.create', {
          entityType: 'job',
          entityId: jobId,
          details: { code: row.code, source },
        });
        return row.id;
      });
      return (await trackedLinksOfJob(db, jobId)).map(presentLink).find((l) => l._id === id)!;
    },

    /** false when the job has no such link. */
    async remove(actor: StaffActor, jobId: string, linkId: string): Promise<boolean> {
      return db.transaction(async (trx) => {
        const removed = await deleteTrackedLink(trx, jobId, linkId);
        if (!removed) return false;
        await audit(trx, actor, 'job.link.delete', {
          entityType: 'job',
          entityId: jobId,
          details: { code: removed.code, source: removed.source },
        });
        return true;
      });
    },

    /** The job a link leads to, without counting a click (a link preview's visit). */
    async jobOf(code: string): Promise<string | undefined> {
      if (!TRACKED_LINK_CODE.test(code)) return undefined;
      return (await findTrackedLinkByCode(db, code))?.job_id;
    },

    /** A click of `/r/{code}`: counted; answers the job it leads to, or undefined. */
    async click(code: string): Promise<string | undefined> {
      if (!TRACKED_LINK_CODE.test(code)) return undefined;
      return countClick(db, code);
    },
  };
}

export type TrackedLinks = ReturnType<typeof createTrackedLinks>;
