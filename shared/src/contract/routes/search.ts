/**
 * Search: the site's search (public, rate limited, never cached: the words are the visitor's),
 * the admin's command palette (every role; the answer holds only what the role may see), and
 * the recruiters' past candidates for a job and duplicate people.
 */
import '../browser-zod'; // first: see browser-zod.ts
import { route } from '../route-def';
import {
  adminSearchAnswer,
  adminSearchQuery,
  mergeInput,
  mergeResult,
  pastCandidates,
  possibleDuplicates,
  searchAnswer,
  searchQuery,
} from '../search';

export const searchRoutes = {
  search: {
    site: route({
      method: 'GET',
      path: '/api/search',
      access: 'public',
      query: searchQuery,
      output: searchAnswer,
    }),
    palette: route({
      method: 'GET',
      path: '/api/admin/search',
      access: 'admin',
      permission: 'account',
      query: adminSearchQuery,
      output: adminSearchAnswer,
    }),
    /** "People who may fit": past applicants whose resumes match the job. */
    pastCandidates: route({
      method: 'GET',
      path: '/api/careers/:id/past-candidates',
      access: 'admin',
      permission: 'applications',
      output: pastCandidates,
    }),
    /** Applications of other people who may be this application's person. */
    duplicates: route({
      method: 'GET',
      path: '/api/careers/applications/:id/duplicates',
      access: 'admin',
      permission: 'applications',
      output: possibleDuplicates,
    }),
    /** Puts another application's person (every application of it) under this one's. */
    merge: route({
      method: 'POST',
      path: '/api/careers/applications/:id/merge',
      access: 'admin',
      permission: 'applications',
      body: 'json',
      input: mergeInput,
      output: mergeResult,
    }),
  },
} as const;
