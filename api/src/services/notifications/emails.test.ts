/**
 * What the e-mails say and which header lines they carry, without a server: a name typed with line
 * breaks cannot add a header; machine-sent e-mail is marked so (RFC 3834) but a person's own is
 * not; times read in the company's zone; the plain-text part reads well on its own; the digest's
 * hour is the zone's local hour, across clock changes.
 */
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { invitationEmail, passwordResetEmail } from '../team/account-emails';
import {
  DEFAULT_TEMPLATES,
  acknowledgement,
  dailyDigest,
  placeholderValues,
  staffNotification,
  type Submission,
} from './emails';
import { dueDigestDay } from './digest';
import { headerText, topicHeaders } from './mail-headers';
import { mailOptions } from './mail-sender';
import { formatMailTime, zoneHourStart } from './mail-time';
import { resolveNotificationSettings } from './notification-settings';
import { outboxEmail } from './outbox-email';
import type { EmailContent } from '@northbeam/shared/contract/notifications';

const settings = resolveNotificationSettings({
  env: 'test',
  siteDist: '',
  trustProxy: false,
  publicUrl: 'https://northbeam.example',
  sessionSecret: 's'.repeat(32),
  notifications: {
    smtpUrl: 'smtp://127.0.0.1:1',
    mailFrom: '"Northbeam" <no-reply@northbeam.example>',
  },
});
const links = {
  origin: settings.origin,
  manageUrl: settings.manageUrl,
  timeZone: 'America/New_York',
};

const submission = (over: Partial<Submission> = {}): Submission => ({
  kind: 'contact',
  id: '4ec23fec-7c32-468c-a30f-0d32999ed868',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@visitor.example',
  phone: '+1 555 0100',
  company: 'Analytical Engines',
  message: 'Three engineers.\nIn March.',
  receivedAt: new Date('2026-11-24T19:05:00Z'),
  ...over,
});

/** The raw message nodemailer would send for an outbox payload. */
async function raw(payload: EmailContent): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(mailOptions(payload));
  return (info.message as Buffer).toString('utf8');
}

const headerBlock = (message: string) => message.slice(0, message.indexOf('\r\n\r\n'));

describe('no header is built from unchecked visitor text', () => {
  it('headerText flattens line breaks and control characters to one line', () => {
    expect(headerText('Ada\r\nBcc: evil@example.com')).toBe('Ada Bcc: evil@example.com');
    expect(headerText('A\u2028B\u0000C\u0085D\tE  F\u202EG')).toBe('A B C D E F G');
    expect(headerText(' x '.repeat(400)).length).toBeLessThanOrEqual(300);
  });

  it('a name with CR/LF and a header in it stays inside the subject of the message sent', async () => {
    const evil = submission({
      firstName: 'Ada\r\nBcc: evil@example.com\r\nX-Injected: yes',
      lastName: 'Lovelace\n\nbody',
      company: 'ACME\rSubject: other',
    });
    const notice = staffNotification(evil, links);
    expect(notice.subject).not.toMatch(/[\r\n]/);
    const message = outboxEmail(settings, 'staff-notification', {
      to: 'staff@northbeam.example',
      ...notice,
      replyTo: 'ada@visitor.example\r\nBcc: evil@example.com',
    });
    const payload = message.payload as EmailContent;
    expect(payload.subject).not.toMatch(/[\r\n]/);
    expect(payload.replyTo).not.toMatch(/[\r\n\s]/);
    const headers = headerBlock(await raw(payload));
    // Each header line of the message is one of ours; nothing the visitor wrote starts a line.
    const names = headers
      .split('\r\n')
      .filter((line) => !/^[ \t]/.test(line))
      .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('x-injected');
    expect(names.filter((n) => n === 'subject')).toHaveLength(1);
    expect(headers).not.toMatch(/^Bcc:/im);
  });

  it('an acknowledgement’s subject from a template with the visitor’s name is one line', () => {
    const ack = acknowledgement(
      { subject: 'Thanks, {firstName}!', body: 'Hi' },
      placeholderValues(submission({ firstName: 'Ada\r\nBcc: x@y.z' })),
    );
    expect(ack.subject).toBe('Thanks, Ada Bcc: x@y.z!');
  });
});

describe('headers of machine-sent e-mail', () => {
  it('every topic the server writes is Auto-Submitted; a person’s own e-mail is not', () => {
    for (const topic of [
      'staff-notification',
      'acknowledgement',
      'digest',
      'invitation',
      'password-reset',
    ] as const) {
      expect(topicHeaders(topic), topic).toEqual({
        'Auto-Submitted': 'auto-generated',
        'X-Auto-Response-Suppress': 'All',
      });
    }
    expect(topicHeaders('personal')).toEqual({});
  });

  it('the stored headers are what nodemailer sends, the same for every attempt', async () => {
    const message = outboxEmail(settings, 'acknowledgement', {
      to: 'ada@visitor.example',
      subject: 'We received your message',
      html: '<p>x</p>',
      text: 'x',
    });
    const payload = message.payload as EmailContent;
    const [first, second] = [await raw(payload), await raw(payload)].map(headerBlock);
    for (const headers of [first!, second!]) {
      expect(headers).toMatch(/^Auto-Submitted: auto-generated$/m);
      expect(headers).toMatch(/^X-Auto-Response-Suppress: All$/m);
      expect(headers).toContain(`Message-ID: ${payload.messageId}`);
    }
  });
});

describe('times in the company’s time zone', () => {
  it('writes the day, the time and the zone’s abbreviation', () => {
    const at = new Date('2026-11-24T19:05:00Z');
    expect(formatMailTime(at, 'America/New_York')).toBe('Tuesday, 24 November 2026, 14:05 EST');
    expect(formatMailTime(new Date('2026-07-04T16:30:00Z'), 'America/New_York')).toBe(
      'Saturday, 4 July 2026, 12:30 EDT',
    );
    expect(formatMailTime(at, 'Europe/Berlin')).toBe('Tuesday, 24 November 2026, 20:05 CET');
    expect(formatMailTime(at, 'UTC')).toBe('Tuesday, 24 November 2026, 19:05 UTC');
    expect(staffNotification(submission(), links).text).toContain(
      'Received: Tuesday, 24 November 2026, 14:05 EST',
    );
  });

  it('the digest’s hour is the zone’s local hour; a day with a clock change is 23 or 25 hours', () => {
    // 07:59 in New York (12:59Z in winter) is before an 8 o'clock digest; 08:00 is due.
    expect(dueDigestDay(new Date('2026-11-24T12:59:00Z'), 'America/New_York', 8)).toBeUndefined();
    const due = dueDigestDay(new Date('2026-11-24T13:00:00Z'), 'America/New_York', 8)!;
    expect(due.day).toBe('2026-11-24');
    expect(due.end.toISOString()).toBe('2026-11-24T13:00:00.000Z');
    expect(due.start.toISOString()).toBe('2026-11-23T13:00:00.000Z');
    // Spring forward (8 March 2026): 08:00 EDT is 12:00Z; the day before began at 13:00Z.
    const spring = dueDigestDay(new Date('2026-03-08T12:30:00Z'), 'America/New_York', 8)!;
    expect(spring.end.toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    // Fall back (1 November 2026): 25 hours.
    const fall = dueDigestDay(new Date('2026-11-01T14:00:00Z'), 'America/New_York', 8)!;
    expect(fall.end.getTime() - fall.start.getTime()).toBe(25 * 3_600_000);
    // Another zone, another instant: 08:00 in Tokyo.
    expect(zoneHourStart(new Date('2026-11-24T05:00:00Z'), 'Asia/Tokyo', 8).toISOString()).toBe(
      '2026-11-23T23:00:00.000Z',
    );
  });
});

describe('the plain-text part reads well on its own', () => {
  const all = {
    staff: staffNotification(
      submission({ kind: 'application', jobTitle: 'SRE', resumeName: 'cv.pdf' }),
      links,
    ),
    environment: staffNotification(submission(), links, 'environment'),
    acknowledgement: acknowledgement(
      DEFAULT_TEMPLATES['ack-application'],
      placeholderValues(submission({ jobTitle: 'SRE' })),
    ),
    rejection: acknowledgement(
      DEFAULT_TEMPLATES['candidate-rejection'],
      placeholderValues(submission({ jobTitle: 'SRE' })),
    ),
    digest: dailyDigest(
      [
        {
          kind: 'contact',
          id: 'c1d2',
          name: 'Ada Lovelace',
          email: 'ada@x.example',
          detail: 'ACME',
        },
      ],
      links,
      '2026-11-24',
    ),
    invitation: invitationEmail({
      role: 'recruiter',
      invitedBy: 'Jane Doe',
      link: 'https://northbeam.example/admin/accept-invitation?token=abc',
    }),
    reset: passwordResetEmail({
      link: 'https://northbeam.example/admin/reset-password?token=abc',
      byStaff: false,
    }),
  };

  it.each(Object.entries(all))('%s: no markup, no [object], links written out', (_name, mail) => {
    // Tags or entities (a "Name <address>" is text).
    expect(mail.text).not.toMatch(/<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>|&[a-z]+;|&#\d+;/i);
    expect(mail.text).not.toContain('[object');
    expect(mail.text).not.toContain('undefined');
    expect(mail.text).not.toMatch(/\n{3,}/);
    // Every link of the HTML is in the text too.
    for (const [, href] of mail.html.matchAll(/href="([^"]+)"/g)) {
      expect(mail.text).toContain(href!.replaceAll('&amp;', '&'));
    }
    expect(mail.text.startsWith(`${mail.subject}\n`)).toBe(true);
  });

  it('a staff notification: the item’s own page, the preferences, and a reply to the sender', () => {
    const text = all.staff.text;
    expect(text).toContain(
      'Open in the admin: https://northbeam.example/admin/applications/4ec23fec-7c32-468c-a30f-0d32999ed868',
    );
    expect(text).toContain('Manage notifications: https://northbeam.example/admin/notifications');
    expect(text).toContain('Reply to this e-mail to answer Ada directly.');
    expect(text).toContain('Cover letter: Three engineers.\n  In March.');
  });

  it('the invitation names the inviter and writes the link once', () => {
    expect(all.invitation.subject).toBe('Jane Doe invited you to the Northbeam Technologies admin');
    expect(all.invitation.text).toContain('Jane Doe invited you to join');
    expect(all.invitation.text.split('accept-invitation?token=abc')).toHaveLength(2);
    // The HTML writes the address out under the button, for clients that hide buttons.
    expect(all.invitation.html).toContain('Or open this address:');
  });
});

describe('the List-Unsubscribe link', () => {
  it('is on PUBLIC_URL; in production only over https, never from a request', () => {
    const url = new URL(
      settings.unsubscribeUrl('4ec23fec-7c32-468c-a30f-0d32999ed868', 'contact')!,
    );
    expect(url.origin).toBe('https://northbeam.example');
    const plain = resolveNotificationSettings({
      env: 'production',
      siteDist: '',
      trustProxy: false,
      publicUrl: 'http://northbeam.example',
      sessionSecret: 's'.repeat(32),
    });
    expect(plain.unsubscribeUrl('4ec23fec-7c32-468c-a30f-0d32999ed868', 'contact')).toBeUndefined();
  });
});
