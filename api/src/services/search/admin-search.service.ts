/**
 * The admin's command palette: candidates (name, address, phone, the text of their resumes),
 * leads, jobs, posts and the team, each kind only for a role whose permissions cover it (the same
 * table the API checks every call against): a salesperson never finds a candidate, an editor
 * never a lead. The kinds are searched at once; a read, so not audited.
 */
import { can, ROLE_LABELS, type Permission, type Role } from '@northbeam/shared/contract/roles';
import type { AdminSearchResult, AdminSearchType } from '@northbeam/shared/contract/search';
import type { Db } from '../../db/connection';
import {
  paletteCandidates,
  paletteJobs,
  paletteLeads,
  palettePosts,
  paletteStaff,
  type PaletteTerms,
} from '../../db/search/admin-search.queries';
import type { StaffActor } from '../../http/actor';

/** What a role must have to find each kind. */
export const PALETTE_PERMISSIONS: Record<AdminSearchType, Permission> = {
  candidate: 'applications',
  lead: 'inquiries',
  job: 'jobs',
  post: 'blog',
  staff: 'team',
};

const LIMITS: Record<AdminSearchType, number> = {
  candidate: 8,
  lead: 5,
  job: 5,
  post: 5,
  staff: 5,
};

/**
 * Shorter searches answer nothing: two letters are in every other name, and the trigram indexes
 * that make names and addresses quick need three.
 */
export const PALETTE_MIN_LENGTH = 3;
const MAX_WORDS = 8;

/** The palette's search, as the queries take it. */
export function paletteTerms(text: string): PaletteTerms {
  // Words of three characters or more (what a trigram index can find); the whole text else.
  const long = (text.match(/[\p{L}\p{N}@._+-]+/gu) ?? []).filter((word) => word.length >= 3);
  const words = (long.length ? long : [text]).slice(0, MAX_WORDS);
  // Single letters would match half the index as prefixes.
  const lexemes = (text.match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => word.length >= 2)
    .slice(0, MAX_WORDS);
  const digits = text.replace(/\D/g, '');
  const phoneLike = digits.length >= 7 && !/\p{L}/u.test(text);
  return {
    text,
    words,
    // Letters and digits only, so the tsquery syntax never sees the typed punctuation; the last
    // word is being typed: a prefix (from three letters).
    prefixQuery: lexemes.length
      ? lexemes
          .map((word, i) => (i === lexemes.length - 1 && word.length >= 3 ? `${word}:*` : word))
          .join(' & ')
      : null,
    phone: phoneLike ? digits.slice(-10) : null,
  };
}

const personName = (first: string, last: string) => `${first} ${last}`.trim();
const joined = (...parts: Array<string | null | undefined>) =>
  parts.filter((part): part is string => !!part).join(' · ');

export function createAdminSearch(deps: { db: Db }) {
  const { db } = deps;

  const searches: Record<AdminSearchType, (t: PaletteTerms) => Promise<AdminSearchResult[]>> = {
    candidate: async (t) =>
      (await paletteCandidates(db, t, LIMITS.candidate)).map((row) => ({
        type: 'candidate',
        id: row.id,
        title: row.full_name,
        subtitle: joined(
          row.email,
          row.job_title ?? 'Job removed',
          row.in_resume ? 'matched in the resume' : null,
        ),
        url: `/admin/applications/${row.id}`,
      })),
    lead: async (t) =>
      (await paletteLeads(db, t, LIMITS.lead)).map((row) => ({
        type: 'lead',
        id: row.id,
        title: personName(row.first_name, row.last_name),
        subtitle: joined(
          row.kind === 'contact' ? 'Contact message' : 'Consultation request',
          row.email,
          row.company,
        ),
        url: `/admin/${row.kind === 'contact' ? 'contacts' : 'consultations'}/${row.id}`,
      })),
    job: async (t) =>
      (await paletteJobs(db, t, LIMITS.job)).map((row) => ({
        type: 'job',
        id: row.id,
        title: row.title,
        subtitle: joined(row.is_active ? 'Active' : 'Inactive', row.location),
        url: `/admin/jobs/${row.id}`,
      })),
    post: async (t) =>
      (await palettePosts(db, t, LIMITS.post)).map((row) => ({
        type: 'post',
        id: row.id,
        title: row.title,
        subtitle: joined(row.published ? 'Published' : 'Unpublished', row.category),
        url: `/admin/blogs/${row.id}`,
      })),
    staff: async (t) =>
      (await paletteStaff(db, t, LIMITS.staff)).map((row) => ({
        type: 'staff',
        id: row.id,
        title: row.name || row.email,
        subtitle: joined(
          ROLE_LABELS[row.role as Role] ?? row.role,
          row.email,
          row.deactivated_at ? 'Deactivated' : null,
        ),
        url: '/admin/team',
      })),
  };

  return {
    /** What the caller's role may find for `q`, by kind in the palette's order. */
    async search(actor: StaffActor, q: string): Promise<AdminSearchResult[]> {
      const text = q.trim();
      if (text.length < PALETTE_MIN_LENGTH) return [];
      const terms = paletteTerms(text);
      const kinds = (Object.keys(searches) as AdminSearchType[]).filter((kind) =>
        can(actor.role, PALETTE_PERMISSIONS[kind]),
      );
      const found = await Promise.all(kinds.map((kind) => searches[kind](terms)));
      return found.flat();
    },
  };
}

export type AdminSearch = ReturnType<typeof createAdminSearch>;
