/**
 * The calendar invitation of an interview or a call (RFC 5545 / iTIP, by `ical-generator`): one
 * VEVENT with the interview's stable UID and its SEQUENCE, DTSTART/DTEND on the organiser's wall
 * clock with TZID (and that zone's VTIMEZONE, so every calendar reads the same instant), DTSTAMP
 * in UTC, the organiser and every attendee. METHOD:REQUEST for a new or changed time,
 * METHOD:CANCEL (STATUS:CANCELLED) to take it off everyone's calendar.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { DateTime } from 'luxon';

export interface InviteAttendee {
  name: string;
  email: string;
}

export interface InviteDetails {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  endsAt: Date;
  /** The organiser's zone: DTSTART and DTEND are written on its wall clock with TZID. */
  timeZone: string;
  summary: string;
  description: string;
  /** An address (on site), a video link or a phone number. */
  location: string | null;
  organizer: InviteAttendee;
  attendees: InviteAttendee[];
}

/** The organiser of every invitation: the address e-mails come from (`"Name" <a@b>` or `a@b`). */
export function organizerOf(mailFrom: string, fallbackName: string): InviteAttendee {
  const match = /^\s*"?([^"<]*)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return match
    ? { name: match[1]!.trim() || fallbackName, email: match[2]!.trim() }
    : { name: fallbackName, email: mailFrom.trim() };
}

export function calendarInvite(d: InviteDetails): string {
  const calendar = ical({
    prodId: { company: 'Northbeam', product: 'Scheduling', language: 'EN' },
    method: d.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  // No calendar-wide zone (DTSTAMP stays UTC); the generator adds the VTIMEZONE of the event's.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const zone = d.timeZone;
  calendar.createEvent({
    id: d.uid,
    sequence: d.sequence,
    stamp: DateTime.utc(),
    start: DateTime.fromJSDate(d.startsAt, { zone }),
    end: DateTime.fromJSDate(d.endsAt, { zone }),
    timezone: zone,
    summary: d.summary,
    description: d.description,
    location: d.location ?? undefined,
    status: d.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: d.organizer.name, email: d.organizer.email },
    attendees: d.attendees.map((a) => ({
      name: a.name,
      email: a.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: d.method === 'REQUEST',
    })),
  });
  return calendar.toString();
}
