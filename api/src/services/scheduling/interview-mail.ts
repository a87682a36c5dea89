/**
 * The e-mails of scheduling, written into the outbox in the transaction of the change: the
 * booking link ("choose a time"), and for every confirmation, change and cancellation one
 * e-mail to the candidate (or visitor), one to each interviewer and, for a client's interview
 * (scheduled from a submittal), one to the client's hiring manager, each carrying the same
 * calendar invitation (calendar-invite.ts) as its text/calendar part. Reminders go once each:
 * their outbox dedupe key names the interview, its SEQUENCE, the moment and the recipient.
 */
import { COMPANY } from '@northbeam/shared/brand/company';
import { INTERVIEW_MODE_LABELS } from '@northbeam/shared/contract/booking';
import type { RenderedEmail } from '@northbeam/shared/contract/notifications';
import type { DbOrTrx } from '../../db/connection';
import type { InterviewView } from '../../db/interviews.queries';
import { insertOutbox, insertOutboxOnce, type NewOutboxMessage } from '../../db/outbox.queries';
import { renderEmailHtml, renderEmailText, type EmailBlock } from '../notifications/email-layout';
import { headerText } from '../notifications/mail-headers';
import { formatMailTime } from '../notifications/mail-time';
import type { NotificationSettings } from '../notifications/notification-settings';
import { outboxEmail } from '../notifications/outbox-email';
import { calendarInvite, organizerOf } from './calendar-invite';

export interface Person {
  name: string;
  email: string;
  /** How times read in their e-mails. */
  timeZone: string;
}

export type Change = 'confirmed' | 'moved' | 'cancelled';

const rendered = (subject: string, block: EmailBlock): RenderedEmail => {
  const title = headerText(subject);
  return {
    subject: title,
    html: renderEmailHtml(title, block),
    text: renderEmailText(title, block),
  };
};

const sourceOf = (i: InterviewView) =>
  i.kind === 'interview'
    ? { kind: 'application' as const, id: i.application_id! }
    : { kind: 'consultation' as const, id: i.consultation_id! };

/** "Interview for Senior DevOps Engineer", "Consultation call with Northbeam Technologies". */
export const titleOf = (i: Pick<InterviewView, 'kind' | 'job_title'>) =>
  i.kind === 'interview'
    ? `Interview for ${i.job_title ?? 'a position'}`
    : `Consultation call with ${COMPANY.name}`;

const howLine = (i: InterviewView) =>
  `${INTERVIEW_MODE_LABELS[i.mode]}${i.location ? `: ${i.location}` : ''}, ${i.duration_minutes} minutes.`;

export function createInterviewMail(settings: NotificationSettings) {
  const adminLink = (origin: string, i: InterviewView) =>
    i.kind === 'interview'
      ? `${origin}/admin/applications/${i.application_id}`
      : `${origin}/admin/consultations/${i.consultation_id}`;

  const invite = (
    i: InterviewView,
    method: 'REQUEST' | 'CANCEL',
    interviewers: Person[],
    guest: Person,
    client: Person | null,
  ) =>
    calendarInvite({
      uid: i.ical_uid,
      sequence: i.sequence,
      method,
      startsAt: i.starts_at!,
      endsAt: i.ends_at!,
      timeZone: i.time_zone,
      summary:
        i.kind === 'interview'
          ? `${titleOf(i)}: ${guest.name}`
          : `Consultation call: ${guest.name} and ${COMPANY.name}`,
      description: `${titleOf(i)}.\n${howLine(i)}`,
      location: i.location,
      organizer: organizerOf(settings.mailFrom, COMPANY.name),
      attendees: [
        { name: guest.name, email: guest.email },
        ...interviewers.map((p) => ({ name: p.name, email: p.email })),
        ...(client ? [{ name: client.name, email: client.email }] : []),
      ],
    });

  const email = (
    topic: 'calendar' | 'booking-link',
    to: string,
    content: RenderedEmail,
    i: InterviewView,
    calendar?: { method: 'REQUEST' | 'CANCEL'; content: string },
  ): NewOutboxMessage =>
    outboxEmail(
      settings,
      topic,
      {
        to,
        replyTo: i.kind === 'interview' ? COMPANY.careersEmail : COMPANY.email,
        ...content,
        ...(calendar ? { calendar } : {}),
      },
      sourceOf(i),
    );

  return {
    /** "Choose a time": the booking link to the candidate. */
    async bookingLink(trx: DbOrTrx, i: InterviewView, guest: Person, url: string) {
      const first = guest.name.split(/\s+/)[0] || guest.name;
      await insertOutbox(trx, [
        email(
          'booking-link',
          guest.email,
          rendered(`Choose a time for your ${titleOf(i).toLowerCase()}`, {
            paragraphs: [
              `Hello ${first},`,
              `We would like to meet you: ${titleOf(i)}. ${howLine(i)}`,
              'Pick the time that suits you at the link below; the times are shown in your time zone. Booking a time confirms it at once, and you get a calendar invitation.',
            ],
            action: { label: 'Choose a time', url, showUrl: true },
          }),
          i,
        ),
      ]);
    },

    /**
     * A confirmation, a change or a cancellation: to the guest, to every interviewer and to the
     * client's hiring manager when there is one.
     */
    async changed(
      trx: DbOrTrx,
      change: Change,
      i: InterviewView,
      interviewers: Person[],
      guest: Person,
      links: { origin: string; guestUrl?: string | undefined; changeNoticeHours: number },
      client: Person | null = null,
    ) {
      const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
      const calendar = {
        method,
        content: invite(i, method, interviewers, guest, client),
      } as const;
      const title = titleOf(i);
      const verb = { confirmed: 'confirmed', moved: 'moved', cancelled: 'cancelled' }[change];
      const messages: NewOutboxMessage[] = [];
      const guestWhen = formatMailTime(i.starts_at!, guest.timeZone);
      const guestBlock: EmailBlock =
        change === 'cancelled'
          ? {
              paragraphs: [
                `${title} on ${guestWhen} is cancelled.`,
                'Your calendar invitation is withdrawn with this e-mail.',
              ],
            }
          : {
              paragraphs: [
                `${title}: ${guestWhen}${change === 'moved' ? ' (new time)' : ''}.`,
                howLine(i),
                `With ${interviewers.map((p) => p.name).join(', ') || COMPANY.name}. The calendar invitation is attached.`,
                ...(links.guestUrl
                  ? [
                      `To move or cancel it, use the link below (up to ${links.changeNoticeHours} hours before).`,
                    ]
                  : []),
              ],
              ...(links.guestUrl
                ? { action: { label: 'Move or cancel', url: links.guestUrl, showUrl: true } }
                : {}),
            };
      messages.push(
        email(
          'booking-link',
          guest.email,
          rendered(`${title} ${verb}: ${guestWhen}`, guestBlock),
          i,
          calendar,
        ),
      );
      for (const person of interviewers) {
        const when = formatMailTime(i.starts_at!, person.timeZone);
        messages.push(
          email(
            'calendar',
            person.email,
            rendered(
              `${i.kind === 'interview' ? 'Interview' : 'Consultation call'} ${verb}: ${guest.name}, ${when}`,
              {
                paragraphs: [
                  `${title} with ${guest.name} (${guest.email}): ${when}${change === 'cancelled' ? ', cancelled' : ''}.`,
                  howLine(i),
                ],
                action: {
                  label: i.kind === 'interview' ? 'Open the application' : 'Open the request',
                  url: adminLink(links.origin, i),
                },
              },
            ),
            i,
            calendar,
          ),
        );
      }
      if (client) {
        const when = formatMailTime(i.starts_at!, client.timeZone);
        const team = interviewers.map((p) => p.name).join(', ');
        messages.push(
          email(
            'calendar',
            client.email,
            rendered(`${title} ${verb}: ${guest.name}, ${when}`, {
              paragraphs:
                change === 'cancelled'
                  ? [
                      `${title} with ${guest.name} on ${when} is cancelled.`,
                      'Your calendar invitation is withdrawn with this e-mail.',
                    ]
                  : [
                      `Hello ${client.name.split(/\s+/)[0] || client.name},`,
                      `${title} with ${guest.name}: ${when}${change === 'moved' ? ' (new time)' : ''}.`,
                      howLine(i),
                      `With ${team ? `${team} of ` : ''}${COMPANY.name}. The calendar invitation is attached; reply to this e-mail if the time no longer suits you.`,
                    ],
            }),
            i,
            calendar,
          ),
        );
      }
      await insertOutbox(trx, messages);
    },

    /** A reminder before the interview, once per recipient and moment (dedupe key). */
    async reminder(
      trx: DbOrTrx,
      i: InterviewView,
      moment: '24h' | '1h',
      to: Person & { key: string },
      origin: string,
    ): Promise<boolean> {
      const when = formatMailTime(i.starts_at!, to.timeZone);
      const message = email(
        'calendar',
        to.email,
        rendered(
          `Reminder: ${titleOf(i).toLowerCase()} ${moment === '24h' ? 'tomorrow' : 'in an hour'}, ${when}`,
          {
            paragraphs: [`${titleOf(i)}: ${when}.`, howLine(i)],
            ...(to.key.startsWith('staff:')
              ? { action: { label: 'Open', url: adminLink(origin, i) } }
              : {}),
          },
        ),
        i,
      );
      return insertOutboxOnce(trx, {
        ...message,
        dedupeKey: `interview-reminder:${i.id}:${i.sequence}:${moment}:${to.key}`,
      });
    },

    /** To an interviewer whose scorecard is missing a day after the interview; once. */
    async scorecardReminder(
      trx: DbOrTrx,
      i: InterviewView,
      to: Person & { staffId: string },
      origin: string,
    ): Promise<boolean> {
      const message = email(
        'calendar',
        to.email,
        rendered(`Your scorecard for ${i.guest_name} is missing`, {
          paragraphs: [
            `You interviewed ${i.guest_name} (${titleOf(i)}) on ${formatMailTime(i.starts_at!, to.timeZone)}.`,
            'Your scorecard is not in yet. Until it is, you cannot see the other interviewers’ scorecards.',
          ],
          action: { label: 'Write the scorecard', url: adminLink(origin, i) },
        }),
        i,
      );
      return insertOutboxOnce(trx, {
        ...message,
        dedupeKey: `scorecard-reminder:${i.id}:${to.staffId}`,
      });
    },
  };
}

export type InterviewMail = ReturnType<typeof createInterviewMail>;
