/**
 * The desk: open job orders by client with their age, submittals and interviews; a job order's
 * terms and pipeline; and the numbers (submittals per job order, submittal-to-interview and
 * interview-to-placement ratios per recruiter and per client, placements and gross margin per
 * month). Gross margin counts a permanent placement's fee (its percentage of the salary) and a
 * contract placement's margin over one standard month of 160 hours, in its starting month.
 */
import {
  SUBMITTAL_STATUSES,
  type DeskNumbers,
  type SubmittalStatus,
} from '@northbeam/shared/contract/staffing';
import type { Db } from '../../db/connection';
import { findJob } from '../../db/jobs.queries';
import { openJobOrders, submittalFacts, submittalsOfJob } from '../../db/submittals.queries';
import type { StaffActor } from '../../http/actor';
import { notFound } from '../../http/http-errors';
import { presentJobOrder } from './job-orders';
import { seesRates } from './staffing-settings';
import type { Submittals } from './submittals.service';

const DAY = 86_400_000;
export const CONTRACT_MONTH_HOURS = 160;

const ratio = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;

export function createDesk(deps: {
  db: Db;
  submittals: Pick<Submittals, 'present'>;
  now?: () => Date;
}) {
  const { db, submittals } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async openJobOrders() {
      const rows = await openJobOrders(db);
      const byClient = new Map<
        string,
        { clientId: string; clientName: string; jobOrders: Array<Record<string, unknown>> }
      >();
      for (const r of rows) {
        const group = byClient.get(r.client_id) ?? {
          clientId: r.client_id,
          clientName: r.client_name,
          jobOrders: [],
        };
        group.jobOrders.push({
          _id: r.id,
          title: r.title,
          openings: r.openings,
          ageDays: Math.max(0, Math.floor((now().getTime() - r.posted_date.getTime()) / DAY)),
          submittals: r.submittals,
          interviews: r.interviews,
          placed: r.placed,
        });
        byClient.set(r.client_id, group);
      }
      return [...byClient.values()] as Array<{
        clientId: string;
        clientName: string;
        jobOrders: Array<{
          _id: string;
          title: string;
          openings: number | null;
          ageDays: number;
          submittals: number;
          interviews: number;
          placed: number;
        }>;
      }>;
    },

    async jobOrder(actor: StaffActor, id: string) {
      const job = await findJob(db, id);
      if (!job) throw notFound('Job order not found');
      const rows = await submittalsOfJob(db, id);
      const pipeline = Object.fromEntries(SUBMITTAL_STATUSES.map((s) => [s, 0])) as Record<
        SubmittalStatus,
        number
      >;
      for (const r of rows) pipeline[r.status] += 1;
      return {
        ...presentJobOrder(job, await seesRates(db, actor.role)),
        submittals: await submittals.present(rows),
        pipeline,
      };
    },

    async numbers(actor: StaffActor): Promise<DeskNumbers> {
      const facts = await submittalFacts(db);
      const rates = await seesRates(db, actor.role);
      const perJob = new Map<string, DeskNumbers['perJobOrder'][number]>();
      type Tally = { submittals: number; interviews: number; placements: number };
      const perRecruiter = new Map<string, Tally & { recruiterId: string | null; name: string }>();
      const perClient = new Map<string, Tally & { clientId: string; name: string }>();
      const perMonth = new Map<string, { placements: number; margin: number }>();
      for (const f of facts) {
        const job = perJob.get(f.job_id) ?? {
          jobId: f.job_id,
          title: f.job_title,
          clientName: f.client_name,
          submittals: 0,
        };
        job.submittals += 1;
        perJob.set(f.job_id, job);
        const placed = f.status === 'placed';
        const count = (t: Tally) => {
          t.submittals += 1;
          if (f.interviewed) t.interviews += 1;
          if (placed) t.placements += 1;
        };
        const recruiterKey = f.recruiter_id ?? '';
        const recruiter = perRecruiter.get(recruiterKey) ?? {
          recruiterId: f.recruiter_id,
          name: f.recruiter_name || f.recruiter_email || 'Former team member',
          submittals: 0,
          interviews: 0,
          placements: 0,
        };
        count(recruiter);
        perRecruiter.set(recruiterKey, recruiter);
        const client = perClient.get(f.client_id) ?? {
          clientId: f.client_id,
          name: f.client_name,
          submittals: 0,
          interviews: 0,
          placements: 0,
        };
        count(client);
        perClient.set(f.client_id, client);
        if (placed && f.month) {
          const month = perMonth.get(f.month) ?? { placements: 0, margin: 0 };
          month.placements += 1;
          if (f.fee_percent !== null && f.salary !== null) {
            month.margin += (Number(f.fee_percent) / 100) * Number(f.salary);
          } else if (f.bill_rate !== null && f.pay_rate !== null) {
            month.margin += (Number(f.bill_rate) - Number(f.pay_rate)) * CONTRACT_MONTH_HOURS;
          }
          perMonth.set(f.month, month);
        }
      }
      const withRatios = <T extends Tally>(t: T) => ({
        ...t,
        submittalToInterview: ratio(t.interviews, t.submittals),
        interviewToPlacement: ratio(t.placements, t.interviews),
      });
      return {
        perJobOrder: [...perJob.values()].sort((a, b) => b.submittals - a.submittals),
        perRecruiter: [...perRecruiter.values()].map(withRatios),
        perClient: [...perClient.values()].map(withRatios),
        perMonth: [...perMonth.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([month, m]) => ({
            month,
            placements: m.placements,
            grossMargin: rates ? Math.round(m.margin * 100) / 100 : null,
          })),
      };
    },
  };
}
export type Desk = ReturnType<typeof createDesk>;
