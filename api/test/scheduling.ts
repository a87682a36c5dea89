/** Helpers of the scheduling tests: applications without the upload, DST dates, invitations. */
import { randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import type { Db } from '../src/db/connection';
import { insertApplication } from '../src/db/applications.queries';
import { resolveNotificationSettings } from '../src/services/notifications/notification-settings';
import { createSchedulingReminders } from '../src/services/scheduling/scheduling-reminders';
import type { ReceivedMail } from './smtp';

/** An application stored directly (the careers tests cover applying). */
export async function createApplication(
  db: Db,
  jobId: string,
  fullName = 'Grace Hopper',
  email = `grace-${randomBytes(3).toString('hex')}@candidate.test`,
) {
  const id = await insertApplication(db, {
    jobId,
    fullName,
    email,
    phone: '+1 512 555 0100',
    coverLetter: '',
    resumeKey: `resumes/${randomBytes(4).toString('hex')}.pdf`,
    resumeName: 'cv.pdf',
    resumeMime: 'application/pdf',
    resumeSize: 1000,
    announced: true,
  });
  return { id, email, fullName };
}

/** The first day (in `zone`) whose UTC offset differs from the day before's, after `from`. */
export function nextOffsetChange(zone: string, from = DateTime.now()): DateTime {
  let day = from.setZone(zone).startOf('day').plus({ days: 1 });
  for (let i = 0; i < 400; i += 1) {
    const next = day.plus({ days: 1 });
    if (next.set({ hour: 12 }).offset !== day.set({ hour: 12 }).offset) return next;
    day = next;
  }
  throw new Error(`no offset change in ${zone}`);
}

/** The text/calendar part of a received e-mail, parsed by ical.js as a calendar program would. */
export function invitationOf(mail: ReceivedMail) {
  const part = mail.raw.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  const text =
    part?.content.toString('utf8') ??
    (() => {
      throw new Error(`no text/calendar part in "${mail.subject}"`);
    })();
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    const tzid = zone.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string' && !ICAL.TimezoneService.has(tzid)) {
      ICAL.TimezoneService.register(zone);
    }
  }
  const event = new ICAL.Event(root.getFirstSubcomponent('vevent')!);
  const dtstart = root.getFirstSubcomponent('vevent')!.getFirstProperty('dtstart')!;
  return {
    text,
    method: String(root.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(root.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status') ?? ''),
    tzid: String(dtstart.getParameter('tzid') ?? ''),
    /** The wall-clock time as written (in TZID's zone). */
    local: event.startDate.toString(),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    organizer: String(root.getFirstSubcomponent('vevent')!.getFirstPropertyValue('organizer')),
    attendees: root
      .getFirstSubcomponent('vevent')!
      .getAllProperties('attendee')
      .map((p) =>
        String(p.getFirstValue())
          .replace(/^mailto:/i, '')
          .toLowerCase(),
      ),
  };
}

/**
 * The reminders' periodic work on a test server's database, as the scheduler runs it
 * (`runDue()`), with test settings; `smtpUrl` to have the mails sent rather than kept.
 */
export function testReminders(db: Db, smtpUrl?: string) {
  return createSchedulingReminders({
    db,
    settings: resolveNotificationSettings({
      env: 'test',
      siteDist: '',
      trustProxy: false,
      publicUrl: undefined,
      sessionSecret: 'x'.repeat(32),
      ...(smtpUrl ? { notifications: { smtpUrl } } : {}),
    }),
    wake: () => {},
  });
}

/**
 * Moves an interview to start `ms` from now (30 minutes long), booked three days ago: reminders
 * are for interviews booked before their moment.
 */
export async function startInterviewIn(db: Db, id: string, ms: number): Promise<Date> {
  const at = new Date(Date.now() + ms);
  await db('interviews')
    .where({ id })
    .update({
      booked_at: new Date(Date.now() - 3 * 86_400_000),
      starts_at: at,
      ends_at: new Date(at.getTime() + 1_800_000),
    });
  return at;
}
