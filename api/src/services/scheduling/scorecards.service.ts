/**
 * Scorecards and interview kits. Each interviewer rates the job's attributes (strong no … strong
 * yes), writes notes and an overall recommendation; until their own is in, the others' stay
 * hidden from them (no anchoring, as Greenhouse does). Recruiters who did not interview see them
 * all, side by side, with who is missing.
 */
import { can } from '@northbeam/shared/contract/roles';
import type {
  InterviewKit,
  InterviewScorecards,
  Rating,
  Scorecard,
} from '@northbeam/shared/contract/scheduling';
import type { Db } from '../../db/connection';
import {
  findInterview,
  findKit,
  interviewersOf,
  jobIdOfApplication,
  saveKit,
  saveScorecard,
  scorecardsOf,
  type ScorecardRow,
} from '../../db/interviews.queries';
import { findJob } from '../../db/jobs.queries';
import type { StaffActor } from '../../http/actor';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-errors';
import { audit } from '../audit.service';

const present = (row: ScorecardRow): Scorecard => ({
  interviewer: { _id: row.staff_id, name: row.name },
  ratings: row.ratings as Record<string, Rating>,
  recommendation: row.recommendation as Rating,
  notes: row.notes,
  submittedAt: new Date(row.submitted_at).toISOString(),
});

export function createScorecards(deps: { db: Db }) {
  const { db } = deps;

  async function kitOf(applicationId: string | null): Promise<InterviewKit> {
    const jobId = applicationId ? (await jobIdOfApplication(db, applicationId))?.job_id : null;
    return (jobId && (await findKit(db, jobId))) || { attributes: [], questions: [] };
  }

  async function view(actor: StaffActor, id: string): Promise<InterviewScorecards> {
    const interview = await findInterview(db, id);
    if (!interview || interview.kind !== 'interview') throw notFound('Interview not found');
    const people = await interviewersOf(db, [id]);
    const interviewing = people.some((p) => p.staff_id === actor.staffId);
    if (!interviewing && !can(actor.role, 'applications')) {
      throw forbidden('Only its interviewers and recruiters see these scorecards.');
    }
    const cards = await scorecardsOf(db, id);
    const mine = cards.find((c) => c.staff_id === actor.staffId);
    const othersHidden = interviewing && !mine;
    const kit = await kitOf(interview.application_id);
    return {
      interviewId: id,
      mine: mine ? present(mine) : null,
      canSubmit: interviewing && interview.status === 'confirmed',
      others: othersHidden ? [] : cards.filter((c) => c !== mine).map(present),
      othersHidden,
      missing: people
        .filter((p) => !cards.some((c) => c.staff_id === p.staff_id))
        .map((p) => ({ _id: p.staff_id, name: p.name || p.email })),
      attributes: kit.attributes,
      questions: kit.questions,
    };
  }

  return {
    view,

    async submit(
      actor: StaffActor,
      id: string,
      input: { ratings: Record<string, Rating>; recommendation: Rating; notes: string },
    ): Promise<InterviewScorecards> {
      const interview = await findInterview(db, id);
      if (!interview || interview.kind !== 'interview') throw notFound('Interview not found');
      const people = await interviewersOf(db, [id]);
      if (!people.some((p) => p.staff_id === actor.staffId)) {
        throw forbidden('Only the interviewers of this interview write its scorecards.');
      }
      if (interview.status !== 'confirmed') {
        throw conflict('Only a booked interview has scorecards.');
      }
      const kit = await kitOf(interview.application_id);
      if (kit.attributes.length) {
        const unknown = Object.keys(input.ratings).filter((k) => !kit.attributes.includes(k));
        const missing = kit.attributes.filter((a) => !(a in input.ratings));
        if (unknown.length || missing.length) {
          throw badRequest(
            missing.length
              ? `Rate every attribute: ${missing.join(', ')}`
              : `Not in the interview kit: ${unknown.join(', ')}`,
            { ratings: 'Rate each attribute of the interview kit' },
          );
        }
      }
      await db.transaction(async (trx) => {
        await saveScorecard(trx, {
          interviewId: id,
          staffId: actor.staffId,
          ratings: input.ratings,
          recommendation: input.recommendation,
          notes: input.notes,
        });
        await audit(trx, actor, 'interview.scorecard', {
          entityType: 'interview',
          entityId: id,
          details: { recommendation: input.recommendation },
        });
      });
      return view(actor, id);
    },

    /** Undefined when the job does not exist. */
    async kit(jobId: string): Promise<InterviewKit | undefined> {
      if (!(await findJob(db, jobId))) return undefined;
      return (await findKit(db, jobId)) ?? { attributes: [], questions: [] };
    },

    async setKit(actor: StaffActor, jobId: string, kit: InterviewKit) {
      if (!(await findJob(db, jobId))) return undefined;
      const clean = {
        attributes: [...new Set(kit.attributes.map((a) => a.trim()))],
        questions: kit.questions.map((q) => q.trim()),
      };
      await db.transaction(async (trx) => {
        await saveKit(trx, jobId, clean);
        await audit(trx, actor, 'interview-kit.update', {
          entityType: 'job',
          entityId: jobId,
          details: { attributes: clean.attributes.length, questions: clean.questions.length },
        });
      });
      return clean;
    },
  };
}

export type Scorecards = ReturnType<typeof createScorecards>;
