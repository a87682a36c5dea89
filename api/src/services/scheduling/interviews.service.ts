/**
 * Interviews and consultation calls: scheduling one from an application (a fixed time, or a
 * booking link for the candidate), booking, moving and cancelling it (staff from the admin, the
 * candidate or visitor from their link), and the consultation call offered after the form.
 *
 * A slot is never booked twice: each interviewer's booked interval is a row of `booked_slots`,
 * whose exclusion constraint refuses an overlap at commit time, whoever gets there at the same
 * moment (no check-then-insert). The slot check before it only keeps bookings inside the offered
 * times.
 */
import { randomUUID } from 'node:crypto';
import {
  BOOKING_NOT_FOUND_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  type BookingView,
} from '@northbeam/shared/contract/booking';
import { can, type Permission } from '@northbeam/shared/contract/roles';
import type { Interview, ScheduleInterviewInput } from '@northbeam/shared/contract/scheduling';
import { activeStaffOfRole, findAvailability } from '../../db/availability.queries';
import type { Db, DbOrTrx } from '../../db/connection';
import {
  activeStaff,
  bookIntervals,
  extendBookingLinks,
  findInterview,
  findLiveBookingLink,
  insertBookingLink,
  insertInterview,
  interviewersOf,
  isOverlap,
  listInterviews,
  lockInterview,
  releaseIntervals,
  revokeBookingLinks,
  roundRobinOrder,
  setInterviewers,
  updateInterview,
  type InterviewRow,
  type InterviewView,
} from '../../db/interviews.queries';
import { findApplication } from '../../db/applications.queries';
import { findSubmittal, hiringManagerOf, setSubmittalStatus } from '../../db/submittals.queries';
import { systemActor, type Actor, type StaffActor } from '../../http/actor';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-errors';
import type { SchedulingConfig } from '../../config/scheduling-config';
import { audit } from '../audit.service';
import type { NotificationSettings } from '../notifications/notification-settings';
import { readTimeZone } from '../notifications/time-zone';
import { hashToken, newToken } from '../team/one-time-token';
import { createInterviewMail, titleOf, type Change, type Person } from './interview-mail';
import { schedulesOf } from './schedules';
import { anySlots, commonSlots, isoIn, type Interval } from './slots';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A candidate's or visitor's action, audited without their address or browser (privacy). */
const guestActor = (): Actor => ({ ...systemActor('booking link'), userAgent: '' });

const KIND_PERMISSION: Record<InterviewRow['kind'], Permission> = {
  interview: 'applications',
  'consultation-call': 'inquiries',
};

export const BOOKING_PATH = '/book/';

export function createInterviews(deps: {
  db: Db;
  settings: NotificationSettings;
  config: SchedulingConfig;
  /** After a commit that queued e-mails: deliver now. */
  wake: () => void;
  now?: () => Date;
}) {
  const { db, settings, config, wake } = deps;
  const now = deps.now ?? (() => new Date());
  const mail = createInterviewMail(settings);

  const present = (
    i: InterviewView,
    people: Awaited<ReturnType<typeof interviewersOf>>,
  ): Interview => ({
    _id: i.id,
    kind: i.kind,
    status: i.status,
    mode: i.mode,
    location: i.location,
    durationMinutes: i.duration_minutes,
    startsAt: i.starts_at ? new Date(i.starts_at).toISOString() : null,
    endsAt: i.ends_at ? new Date(i.ends_at).toISOString() : null,
    timeZone: i.time_zone,
    sequence: i.sequence,
    interviewers: people
      .filter((p) => p.interview_id === i.id)
      .map((p) => ({
        _id: p.staff_id,
        name: p.name,
        email: p.email,
        scorecardSubmitted: !!p.submitted,
      })),
    candidate: { name: i.guest_name, email: i.guest_email },
    applicationId: i.application_id,
    consultationId: i.consultation_id,
    submittalId: i.submittal_id,
    hiringManager: i.client_contact_email
      ? { name: i.client_contact_name ?? '', email: i.client_contact_email }
      : null,
    createdAt: new Date(i.created_at).toISOString(),
  });

  async function presentAll(rows: InterviewView[]): Promise<Interview[]> {
    const people = await interviewersOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => present(r, people));
  }

  /** The window a booking link offers: from the minimum lead time to the interview's window. */
  const windowOf = (i: Pick<InterviewRow, 'window_days'>) => {
    const start = now().getTime() + config.minLeadHours * HOUR;
    return { from: start, to: now().getTime() + i.window_days * DAY };
  };

  /** The free slots of an interview or call (and, for a call, who is free at each). */
  async function offered(
    trx: DbOrTrx,
    i: InterviewRow,
    interviewerIds: string[],
  ): Promise<Array<{ slot: Interval; free: string[] }>> {
    const window = windowOf(i);
    const range = { from: new Date(window.from), to: new Date(window.to) };
    // A booked call moves with its salesperson; a new one goes to whoever of the team is free.
    if (i.kind === 'consultation-call' && !(i.status === 'confirmed' && interviewerIds.length)) {
      const sales = await activeStaffOfRole(trx, 'sales');
      const people = await schedulesOf(trx, sales, range, i.id);
      return anySlots(people, window, i.duration_minutes, config.slotStepMinutes, i.time_zone);
    }
    const people = await schedulesOf(trx, interviewerIds, range, i.id);
    if (i.kind === 'consultation-call') {
      return anySlots(people, window, i.duration_minutes, config.slotStepMinutes, i.time_zone);
    }
    return commonSlots(people, window, i.duration_minutes, config.slotStepMinutes, i.time_zone).map(
      (slot) => ({ slot, free: interviewerIds }),
    );
  }

  const canChangeAt = (i: InterviewRow) =>
    i.status === 'pending' ||
    (i.status === 'confirmed' &&
      !!i.starts_at &&
      now().getTime() < new Date(i.starts_at).getTime() - config.changeNoticeHours * HOUR);

  async function peopleOf(trx: DbOrTrx, i: InterviewView) {
    const rows = await interviewersOf(trx, [i.id]);
    const fallbackZone = i.time_zone;
    const interviewers: Person[] = rows.map((r) => ({
      name: r.name || r.email,
      email: r.email,
      timeZone: r.time_zone ?? fallbackZone,
    }));
    const guest: Person = {
      name: i.guest_name,
      email: i.guest_email,
      timeZone: i.guest_time_zone ?? i.time_zone,
    };
    // A client's interview: their hiring manager, in the zone they answered from.
    const client: Person | null = i.client_contact_email
      ? {
          name: i.client_contact_name || i.client_contact_email,
          email: i.client_contact_email,
          timeZone: i.client_time_zone ?? i.time_zone,
        }
      : null;
    return { rows, interviewers, guest, client };
  }

  /** A new link for the guest (each e-mail carries its own; all end with the interview). */
  async function newLink(trx: DbOrTrx, interviewId: string, expiresAt: Date, origin: string) {
    const { token, hash } = newToken();
    await insertBookingLink(trx, { tokenHash: hash, interviewId, expiresAt });
    return { token, url: `${origin}${BOOKING_PATH}${token}` };
  }

  /** The e-mails of a confirmation, change or cancellation, in the transaction of the change. */
  async function announce(trx: DbOrTrx, change: Change, id: string, origin: string) {
    const i = (await findInterview(trx, id))!;
    const { interviewers, guest, client } = await peopleOf(trx, i);
    const guestUrl =
      change === 'cancelled'
        ? undefined
        : (await newLink(trx, i.id, new Date(i.ends_at!), origin)).url;
    await mail.changed(
      trx,
      change,
      i,
      interviewers,
      guest,
      { origin, guestUrl, changeNoticeHours: config.changeNoticeHours },
      client,
    );
  }

  /**
   * Books [starts, ends) for the interview (moving it if it was booked): its interviewers' rows,
   * or for a call the first free salesperson in round-robin order. Throws 409 when taken.
   */
  async function claim(
    trx: DbOrTrx,
    i: InterviewRow,
    starts: Date,
    ends: Date,
    free: string[],
  ): Promise<void> {
    await releaseIntervals(trx, i.id);
    if (i.kind === 'interview') {
      const ids = (await interviewersOf(trx, [i.id])).map((r) => r.staff_id);
      try {
        // A savepoint: a refusal leaves the transaction usable for the answer.
        await trx.transaction((sp) => bookIntervals(sp, i.id, ids, starts, ends));
      } catch (error) {
        if (isOverlap(error)) throw conflict(SLOT_TAKEN_MESSAGE);
        throw error;
      }
      return;
    }
    for (const salesId of await roundRobinOrder(trx, free)) {
      try {
        await trx.transaction(async (sp) => {
          await bookIntervals(sp, i.id, [salesId], starts, ends);
          await setInterviewers(sp, i.id, [salesId]);
        });
        const zone = (await findAvailability(trx, salesId))?.time_zone;
        if (zone) await trx('interviews').where({ id: i.id }).update({ time_zone: zone });
        return;
      } catch (error) {
        if (!isOverlap(error)) throw error;
      }
    }
    throw conflict(SLOT_TAKEN_MESSAGE);
  }

  async function linkFor(token: string) {
    // Looked up by the SHA-256 of the token: a wrong token costs the same as a missing one.
    const link = await findLiveBookingLink(db, hashToken(token));
    if (!link) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    return link;
  }

  async function bookingView(id: string, timeZone: string | undefined): Promise<BookingView> {
    const i = await findInterview(db, id);
    if (!i || i.status === 'cancelled') throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    const zone = timeZone ?? i.guest_time_zone ?? i.time_zone;
    const ids = (await interviewersOf(db, [i.id])).map((r) => r.staff_id);
    const changeable = canChangeAt(i);
    const slots = changeable ? await offered(db, i, ids) : [];
    const booked =
      i.starts_at && i.ends_at
        ? {
            start: isoIn(new Date(i.starts_at).getTime(), zone),
            end: isoIn(new Date(i.ends_at).getTime(), zone),
          }
        : null;
    return {
      kind: i.kind,
      title: titleOf(i),
      status: i.status,
      durationMinutes: i.duration_minutes,
      mode: i.mode,
      location: i.location,
      timeZone: zone,
      slots: slots
        .filter(({ slot }) => !i.starts_at || slot[0] !== new Date(i.starts_at).getTime())
        .map(({ slot }) => ({ start: isoIn(slot[0], zone), end: isoIn(slot[1], zone) })),
      booked,
      canChange: changeable,
      changeUntil:
        i.status === 'confirmed' && i.starts_at
          ? isoIn(new Date(i.starts_at).getTime() - config.changeNoticeHours * HOUR, zone)
          : null,
    };
  }

  /** May this staff member change the interview: an interviewer, or the role of its kind. */
  async function authorise(actor: StaffActor, i: InterviewRow) {
    if (can(actor.role, KIND_PERMISSION[i.kind])) return;
    const ids = (await interviewersOf(db, [i.id])).map((r) => r.staff_id);
    if (!ids.includes(actor.staffId)) {
      throw forbidden('Only its interviewers and recruiters can change this interview.');
    }
  }

  return {
    async listForApplication(applicationId: string): Promise<Interview[] | undefined> {
      if (!(await findApplication(db, applicationId))) return undefined;
      return presentAll(await listInterviews(db, { applicationId }));
    },

    async mine(actor: StaffActor): Promise<Interview[]> {
      return presentAll(await listInterviews(db, { interviewerId: actor.staffId }));
    },

    async callOf(consultationId: string): Promise<Interview | null> {
      const [latest] = await listInterviews(db, { consultationId });
      return latest ? ((await presentAll([latest]))[0] ?? null) : null;
    },

    /**
     * Undefined when the application does not exist. With `submittalId` (a submittal of this
     * application, else 400) it is the client's interview: their hiring manager is invited too,
     * the client's review page shows it, and the submittal moves to "interviewing".
     */
    async schedule(
      actor: StaffActor,
      applicationId: string,
      input: ScheduleInterviewInput & { startsAt?: string | undefined },
    ): Promise<{ id: string; bookingUrl?: string } | undefined> {
      const application = await findApplication(db, applicationId);
      if (!application) return undefined;
      const ids = [...new Set(input.interviewerIds.map((id) => id.toLowerCase()))];
      const staff = await activeStaff(db, ids);
      if (staff.length !== ids.length) {
        throw badRequest('Choose the interviewers from the team', {
          interviewerIds: 'Choose the interviewers from the team',
        });
      }
      const startsAt = input.startsAt ? new Date(input.startsAt) : undefined;
      if (startsAt && startsAt.getTime() <= now().getTime()) {
        throw badRequest('The interview must be in the future', {
          startsAt: 'The interview must be in the future',
        });
      }
      const submittal = input.submittalId ? await findSubmittal(db, input.submittalId) : undefined;
      if (input.submittalId && submittal?.application_id !== applicationId) {
        throw badRequest('submittalId must be a submittal of this application', {
          submittalId: 'Choose a submittal of this application',
        });
      }
      const manager = submittal ? await hiringManagerOf(db, submittal.id) : null;
      const origin = settings.publicLinkOrigin(actor.origin);
      const zone =
        (await findAvailability(db, ids[0]!))?.time_zone ??
        (await findAvailability(db, actor.staffId))?.time_zone ??
        (await readTimeZone(db));
      const created = await db.transaction(async (trx) => {
        const id = await insertInterview(trx, {
          kind: 'interview',
          application_id: applicationId,
          consultation_id: null,
          mode: input.mode,
          location: input.location?.trim() || null,
          duration_minutes: input.durationMinutes,
          time_zone: zone,
          ical_uid: `${randomUUID()}@${new URL(origin).hostname}`,
          window_days: config.windowDays,
          created_by: actor.staffId,
          submittal_id: submittal?.id ?? null,
          client_contact_id: manager?.contactId ?? null,
          client_time_zone: manager?.timeZone ?? null,
        });
        await setInterviewers(trx, id, ids);
        if (submittal?.status === 'submitted') {
          await setSubmittalStatus(trx, submittal.id, 'interviewing');
        }
        const row = (await lockInterview(trx, id))!;
        let bookingUrl: string | undefined;
        if (startsAt) {
          const endsAt = new Date(startsAt.getTime() + input.durationMinutes * 60_000);
          await claim(trx, row, startsAt, endsAt, ids);
          await updateInterview(trx, id, {
            status: 'confirmed',
            starts_at: startsAt,
            ends_at: endsAt,
            booked_at: now(),
          });
          await announce(trx, 'confirmed', id, origin);
        } else {
          const link = await newLink(
            trx,
            id,
            new Date(now().getTime() + config.windowDays * DAY),
            origin,
          );
          bookingUrl = link.url;
          const view = (await findInterview(trx, id))!;
          const { guest } = await peopleOf(trx, view);
          await mail.bookingLink(trx, view, guest, link.url);
        }
        await audit(trx, actor, 'interview.schedule', {
          entityType: 'application',
          entityId: applicationId,
          details: {
            interviewId: id,
            interviewers: ids,
            mode: input.mode,
            startsAt: startsAt?.toISOString() ?? null,
            ...(submittal ? { submittalId: submittal.id, client: submittal.client_name } : {}),
          },
        });
        return { id, ...(bookingUrl ? { bookingUrl } : {}) };
      });
      wake();
      return created;
    },

    /** Staff move a booked (or pending) interview to a new time. */
    async reschedule(actor: StaffActor, id: string, startsAtIso: string): Promise<Interview> {
      const startsAt = new Date(startsAtIso);
      if (startsAt.getTime() <= now().getTime()) {
        throw badRequest('The interview must be in the future', {
          startsAt: 'The interview must be in the future',
        });
      }
      const found = await findInterview(db, id);
      if (!found) throw notFound('Interview not found');
      await authorise(actor, found);
      const origin = settings.publicLinkOrigin(actor.origin);
      await db.transaction(async (trx) => {
        const row = await lockInterview(trx, id);
        if (!row || row.status === 'cancelled') throw conflict('This interview is cancelled');
        if (row.kind === 'consultation-call' && row.status === 'pending') {
          throw conflict('The visitor has not booked this call yet');
        }
        const endsAt = new Date(startsAt.getTime() + row.duration_minutes * 60_000);
        // A call stays with its salesperson.
        const current = (await interviewersOf(trx, [id])).map((r) => r.staff_id);
        await claim(trx, row, startsAt, endsAt, current);
        const wasBooked = row.status === 'confirmed';
        await updateInterview(trx, id, {
          status: 'confirmed',
          starts_at: startsAt,
          ends_at: endsAt,
          sequence: wasBooked ? row.sequence + 1 : row.sequence,
          booked_at: now(),
        });
        await extendBookingLinks(trx, id, endsAt);
        await announce(trx, wasBooked ? 'moved' : 'confirmed', id, origin);
        await audit(trx, actor, 'interview.reschedule', {
          entityType: 'interview',
          entityId: id,
          details: { from: row.starts_at?.toISOString?.() ?? null, to: startsAt.toISOString() },
        });
      });
      wake();
      return (await presentAll([(await findInterview(db, id))!]))[0]!;
    },

    async cancel(actor: StaffActor, id: string): Promise<Interview> {
      const found = await findInterview(db, id);
      if (!found) throw notFound('Interview not found');
      await authorise(actor, found);
      const origin = settings.publicLinkOrigin(actor.origin);
      await db.transaction((trx) => cancelIn(trx, actor, id, origin));
      wake();
      return (await presentAll([(await findInterview(db, id))!]))[0]!;
    },

    /**
     * A pending consultation call with its booking link (the visitor picks a time on the site);
     * answers the link's token, or undefined while nobody in the team takes calls (no sales staff).
     */
    async offerCall(consultationId: string): Promise<string | undefined> {
      if (!(await activeStaffOfRole(db, 'sales')).length) return undefined;
      const zone = await readTimeZone(db);
      return db.transaction(async (trx) => {
        const id = await insertInterview(trx, {
          kind: 'consultation-call',
          application_id: null,
          consultation_id: consultationId,
          mode: 'video',
          location: null,
          duration_minutes: config.consultationCallMinutes,
          time_zone: zone,
          ical_uid: `${randomUUID()}@${new URL(settings.origin).hostname}`,
          window_days: config.windowDays,
          created_by: null,
        });
        const { token } = await newLink(
          trx,
          id,
          new Date(now().getTime() + config.windowDays * DAY),
          settings.origin,
        );
        return token;
      });
    },

    // The booking link's calls (public).
    async view(token: string, timeZone: string | undefined): Promise<BookingView> {
      const link = await linkFor(token);
      return bookingView(link.interview_id, timeZone);
    },

    /** Books the slot starting at `startIso` (or moves the booked time to it). */
    async book(
      token: string,
      startIso: string,
      timeZone: string | undefined,
      requestOrigin: string,
    ) {
      const link = await linkFor(token);
      const start = new Date(startIso).getTime();
      const origin = settings.publicLinkOrigin(requestOrigin);
      await db.transaction(async (trx) => {
        const row = await lockInterview(trx, link.interview_id);
        if (!row || row.status === 'cancelled') throw notFound(BOOKING_NOT_FOUND_MESSAGE);
        if (!canChangeAt(row)) {
          throw conflict(
            `It is too late to change this online: less than ${config.changeNoticeHours} hours to go. Reply to the e-mail instead.`,
          );
        }
        const ids = (await interviewersOf(trx, [row.id])).map((r) => r.staff_id);
        const match = (await offered(trx, row, ids)).find(({ slot }) => slot[0] === start);
        if (!match) throw conflict(SLOT_TAKEN_MESSAGE);
        const starts = new Date(match.slot[0]);
        const ends = new Date(match.slot[1]);
        await claim(trx, row, starts, ends, match.free);
        const wasBooked = row.status === 'confirmed';
        await updateInterview(trx, row.id, {
          status: 'confirmed',
          starts_at: starts,
          ends_at: ends,
          sequence: wasBooked ? row.sequence + 1 : row.sequence,
          booked_at: now(),
          ...(timeZone ? { guest_time_zone: timeZone } : {}),
        });
        await extendBookingLinks(trx, row.id, ends);
        await announce(trx, wasBooked ? 'moved' : 'confirmed', row.id, origin);
        await audit(trx, guestActor(), wasBooked ? 'interview.reschedule' : 'interview.book', {
          entityType: 'interview',
          entityId: row.id,
          details: { to: starts.toISOString(), by: 'booking link' },
          staff: { id: null, email: '' },
        });
      });
      wake();
      return bookingView(link.interview_id, timeZone);
    },

    async cancelByLink(token: string, timeZone: string | undefined, requestOrigin: string) {
      const link = await linkFor(token);
      const origin = settings.publicLinkOrigin(requestOrigin);
      const view = await bookingView(link.interview_id, timeZone);
      await db.transaction(async (trx) => {
        const row = await lockInterview(trx, link.interview_id);
        if (!row || row.status === 'cancelled') throw notFound(BOOKING_NOT_FOUND_MESSAGE);
        if (!canChangeAt(row)) {
          throw conflict(
            `It is too late to cancel this online: less than ${config.changeNoticeHours} hours to go. Reply to the e-mail instead.`,
          );
        }
        await cancelIn(trx, guestActor(), row.id, origin);
      });
      wake();
      return {
        ...view,
        status: 'cancelled' as const,
        slots: [],
        canChange: false,
        changeUntil: null,
      };
    },
  };

  async function cancelIn(trx: DbOrTrx, actor: Actor, id: string, origin: string) {
    const row = await lockInterview(trx, id);
    if (!row) throw notFound('Interview not found');
    if (row.status === 'cancelled') throw conflict('This interview is already cancelled');
    await releaseIntervals(trx, id);
    await revokeBookingLinks(trx, id);
    const wasBooked = row.status === 'confirmed';
    await updateInterview(trx, id, {
      status: 'cancelled',
      sequence: wasBooked ? row.sequence + 1 : row.sequence,
    });
    // A pending one was on nobody's calendar: nothing to withdraw.
    if (wasBooked) await announce(trx, 'cancelled', id, origin);
    await audit(trx, actor, 'interview.cancel', {
      entityType: 'interview',
      entityId: id,
      details: { startsAt: row.starts_at ? new Date(row.starts_at).toISOString() : null },
      ...(actor.staffId ? {} : { staff: { id: null, email: '' } }),
    });
  }
}

export type Interviews = ReturnType<typeof createInterviews>;
