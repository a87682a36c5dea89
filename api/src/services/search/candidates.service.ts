/**
 * Past candidates, found again: for a job, the people who applied before whose resumes best
 * match its title and requirements ("People who may fit", with the words that matched); for an
 * application, the applications of other people who may be the same person (same phone, or a
 * very similar name with the same resume), and the merge that puts them under one person:
 * every application, note and message stays where it is, only the person changes; audited.
 */
import type { PastCandidate, PossibleDuplicate } from '@northbeam/shared/contract/search';
import type { Db } from '../../db/connection';
import { findJob } from '../../db/jobs.queries';
import {
  duplicatesOf,
  lockPeople,
  movePerson,
  pastCandidatesFor,
  personOf,
} from '../../db/search/candidates.queries';
import { hasTrigrams } from '../../db/search/public-search.queries';
import type { StaffActor } from '../../http/actor';
import { badRequest } from '../../http/http-errors';
import { audit } from '../audit.service';

const PAST_CANDIDATES = 10;
const DUPLICATES = 20;

const iso = (date: Date | string) => new Date(date).toISOString();

export function createCandidates(deps: { db: Db }) {
  const { db } = deps;
  let trigrams: Promise<boolean> | undefined;

  return {
    /** undefined when there is no such job. */
    async pastCandidates(jobId: string): Promise<PastCandidate[] | undefined> {
      if (!(await findJob(db, jobId))) return undefined;
      return (await pastCandidatesFor(db, jobId, PAST_CANDIDATES)).map((row) => ({
        applicationId: row.application_id,
        fullName: row.full_name,
        email: row.email,
        lastJobTitle: row.job_title,
        status: row.status,
        appliedAt: iso(row.applied_at),
        matchedWords: row.matched_words,
      }));
    },

    /** undefined when there is no such application. */
    async duplicates(applicationId: string): Promise<PossibleDuplicate[] | undefined> {
      if (!(await personOf(db, applicationId))) return undefined;
      trigrams ??= hasTrigrams(db);
      const rows = await duplicatesOf(db, applicationId, {
        trigrams: await trigrams,
        limit: DUPLICATES,
      });
      return rows.map((row) => ({
        applicationId: row.application_id,
        fullName: row.full_name,
        email: row.email,
        phone: row.phone,
        jobTitle: row.job_title,
        appliedAt: iso(row.applied_at),
        reasons: [
          ...(row.same_phone ? (['phone'] as const) : []),
          ...(row.same_resume ? (['name-and-resume'] as const) : []),
        ],
      }));
    },

    /**
     * Puts `otherId`'s person (all their applications) under `applicationId`'s person, in one
     * transaction with its audit entry; answers how many applications moved, or undefined when
     * either application does not exist.
     */
    async merge(
      actor: StaffActor,
      applicationId: string,
      otherId: string,
    ): Promise<number | undefined> {
      if (applicationId === otherId) throw badRequest('An application is already its own person');
      return db.transaction(async (trx) => {
        const people = await lockPeople(trx, [applicationId, otherId]);
        const into = people.find((p) => p.id === applicationId)?.person_id;
        const from = people.find((p) => p.id === otherId)?.person_id;
        if (!into || !from) return undefined;
        if (into === from) return 0;
        const moved = await movePerson(trx, from, into);
        await audit(trx, actor, 'application.merge', {
          entityType: 'application',
          entityId: applicationId,
          details: { merged: otherId, applications: moved, fromPerson: from, intoPerson: into },
        });
        return moved.length;
      });
    },
  };
}

export type Candidates = ReturnType<typeof createCandidates>;
