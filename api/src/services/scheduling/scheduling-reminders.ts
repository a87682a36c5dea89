/**
 * Reminders, as periodic work (`runDue()`, every minute): 24 hours and 1 hour before a booked
 * interview or call, to the guest, each interviewer and the client's hiring manager invited to
 * an interview booked from a submittal (in the client's time zone), and a day after an interview
 * to each interviewer whose scorecard is missing. Each goes exactly once, however many processes run and
 * however often: its outbox dedupe key (interview, SEQUENCE, moment, recipient) is unique. A
 * moved interview has a new SEQUENCE and so new reminders.
 * The scheduler runs it every minute (composition.ts).
 */
import type { Db } from '../../db/connection';
import {
  confirmedStartingBetween,
  interviewersOf,
  interviewsEndedBetween,
  type InterviewView,
} from '../../db/interviews.queries';
import type { NotificationSettings } from '../notifications/notification-settings';
import { createInterviewMail } from './interview-mail';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A missing scorecard is asked for once, if the interview ended within this long. */
const SCORECARD_REMINDER_WINDOW = 14 * DAY;

export function createSchedulingReminders(deps: {
  db: Db;
  settings: NotificationSettings;
  wake: () => void;
  now?: () => Date;
}) {
  const { db, settings, wake } = deps;
  const now = deps.now ?? (() => new Date());
  const mail = createInterviewMail(settings);

  async function remind(i: InterviewView, moment: '24h' | '1h'): Promise<number> {
    // Booked after the moment (a booking for this afternoon): its confirmation was the reminder.
    const lead = moment === '24h' ? DAY : HOUR;
    if (i.booked_at && new Date(i.booked_at).getTime() > new Date(i.starts_at!).getTime() - lead) {
      return 0;
    }
    const people = await interviewersOf(db, [i.id]);
    let sent = 0;
    await db.transaction(async (trx) => {
      const guest = {
        name: i.guest_name,
        email: i.guest_email,
        timeZone: i.guest_time_zone ?? i.time_zone,
        key: 'guest',
      };
      if (await mail.reminder(trx, i, moment, guest, settings.origin)) sent += 1;
      if (i.client_contact_email) {
        const manager = {
          name: i.client_contact_name ?? '',
          email: i.client_contact_email,
          timeZone: i.client_time_zone ?? i.time_zone,
          key: 'client',
        };
        if (await mail.reminder(trx, i, moment, manager, settings.origin)) sent += 1;
      }
      for (const p of people) {
        const to = {
          name: p.name,
          email: p.email,
          timeZone: p.time_zone ?? i.time_zone,
          key: `staff:${p.staff_id}`,
        };
        if (await mail.reminder(trx, i, moment, to, settings.origin)) sent += 1;
      }
    });
    return sent;
  }

  async function runDue(): Promise<number> {
    const at = now().getTime();
    let sent = 0;
    // 24 hours before: those starting within a day but more than an hour away.
    for (const i of await confirmedStartingBetween(db, new Date(at + HOUR), new Date(at + DAY))) {
      sent += await remind(i, '24h');
    }
    for (const i of await confirmedStartingBetween(db, new Date(at), new Date(at + HOUR))) {
      sent += await remind(i, '1h');
    }
    const ended = await interviewsEndedBetween(
      db,
      new Date(at - SCORECARD_REMINDER_WINDOW),
      new Date(at - DAY),
    );
    for (const i of ended) {
      const missing = (await interviewersOf(db, [i.id])).filter((p) => !p.submitted);
      if (!missing.length) continue;
      await db.transaction(async (trx) => {
        for (const p of missing) {
          const to = {
            name: p.name,
            email: p.email,
            timeZone: p.time_zone ?? i.time_zone,
            staffId: p.staff_id,
          };
          if (await mail.scorecardReminder(trx, i, to, settings.origin)) sent += 1;
        }
      });
    }
    if (sent) wake();
    return sent;
  }

  return {
    runDue,
  };
}

export type SchedulingReminders = ReturnType<typeof createSchedulingReminders>;
