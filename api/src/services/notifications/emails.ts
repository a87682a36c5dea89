/**
 * What each e-mail says: the staff notification of a new submission, the acknowledgement to its
 * sender (from an editable template), the daily digest and the templates' preview.
 */
import { COMPANY, DESKTOP_APP } from '@northbeam/shared/brand/company';
import { desktopLink, type DeepLinkKind } from '@northbeam/shared/contract/deep-links';
import {
  TEMPLATE_LABELS,
  TEMPLATE_PLACEHOLDERS,
  type NotificationTemplate,
  type RenderedEmail,
  type SubmissionKind,
  type TemplateKey,
} from '@northbeam/shared/contract/notifications';
import { renderEmailHtml, renderEmailText, type EmailBlock } from './email-layout';

/** A submission as the announcements see it, whichever form it came from. */
export interface Submission {
  kind: SubmissionKind;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  /** Applications. */
  jobTitle?: string;
  resumeName?: string;
  receivedAt: Date;
}

export const fullName = (s: Pick<Submission, 'firstName' | 'lastName'>) =>
  [s.firstName, s.lastName].filter(Boolean).join(' ');

const TABS: Record<SubmissionKind, string> = {
  contact: 'contacts',
  consultation: 'consultations',
  application: 'applications',
};

/** The dashboard's list of that kind, searched for the sender: where the item is handled. */
export function adminLink(origin: string, kind: SubmissionKind, email: string): string {
  const url = new URL('/admin/dashboard', origin);
  url.searchParams.set('tab', TABS[kind]);
  url.searchParams.set('q', email);
  return url.toString();
}

/** The same item in the desktop app (northbeam-admin://contacts/{id} …). */
const DEEP_LINK_KIND: Record<SubmissionKind, DeepLinkKind> = {
  contact: 'contacts',
  consultation: 'consultations',
  application: 'applications',
};
export const desktopItemLink = (kind: SubmissionKind, id: string) =>
  desktopLink(DESKTOP_APP.scheme, DEEP_LINK_KIND[kind], id);

function rendered(subject: string, block: EmailBlock): RenderedEmail {
  return { subject, html: renderEmailHtml(subject, block), text: renderEmailText(subject, block) };
}

// To staff --------------------------------------------------------------------------------------

export function staffNotification(s: Submission, origin: string): RenderedEmail {
  const name = fullName(s);
  const subject =
    s.kind === 'application'
      ? `New application for ${s.jobTitle || 'a job'} from ${name}`
      : s.kind === 'consultation'
        ? `New consultation request from ${name}${s.company ? ` (${s.company})` : ''}`
        : `New contact message from ${name}${s.company ? ` (${s.company})` : ''}`;
  const fields: EmailBlock['fields'] = [
    { label: 'Name', value: name },
    { label: 'E-mail', value: s.email },
  ];
  if (s.phone) fields.push({ label: 'Phone', value: s.phone });
  if (s.company) fields.push({ label: 'Company', value: s.company });
  if (s.kind === 'application') {
    fields.push({ label: 'Job', value: s.jobTitle || '(job deleted)' });
    if (s.resumeName) fields.push({ label: 'Resume', value: `${s.resumeName} (in the admin)` });
    if (s.message) fields.push({ label: 'Cover letter', value: s.message });
  } else if (s.message) {
    fields.push({ label: 'Message', value: s.message });
  }
  fields.push({ label: 'Received', value: s.receivedAt.toUTCString() });
  return rendered(subject, {
    fields,
    action: { label: 'Open in the admin', url: adminLink(origin, s.kind, s.email) },
    secondary: { label: 'Open in the desktop app', url: desktopItemLink(s.kind, s.id) },
    paragraphs:
      s.kind === 'application'
        ? []
        : [`Reply to this e-mail to answer ${s.firstName || name} directly.`],
  });
}

// To the sender ---------------------------------------------------------------------------------

export const DEFAULT_TEMPLATES: Record<TemplateKey, { subject: string; body: string }> = {
  'ack-contact': {
    subject: 'We received your message',
    body: 'Hello {firstName},\n\nThank you for contacting {company}. We received your message, and a member of our team will reply within one business day.\n\nBest regards,\nThe {company} team',
  },
  'ack-consultation': {
    subject: 'Your consultation request',
    body: 'Hello {firstName},\n\nThank you for requesting a consultation with {company}. A senior consultant will reply within one business day with concrete next steps.\n\nBest regards,\nThe {company} team',
  },
  'ack-application': {
    subject: 'We received your application for {jobTitle}',
    body: 'Hello {fullName},\n\nWe received your application for {jobTitle}. Our recruiters read every application, and we will contact you if your profile matches the role.\n\nThank you for your interest in {company}.\n\nThe {company} recruiting team',
  },
};

export const ACK_TEMPLATE: Record<SubmissionKind, TemplateKey> = {
  contact: 'ack-contact',
  consultation: 'ack-consultation',
  application: 'ack-application',
};

/** `{name}` replaced by its value; an unknown placeholder stays as written. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

export function placeholderValues(s: Submission): Record<string, string> {
  return {
    firstName: s.firstName,
    lastName: s.lastName,
    fullName: fullName(s),
    jobTitle: s.jobTitle ?? '',
    company: COMPANY.name,
  };
}

/** The acknowledgement: the template's words, never the resume or anything the sender did not write. */
export function acknowledgement(
  template: { subject: string; body: string },
  values: Record<string, string>,
): RenderedEmail {
  const subject = fillPlaceholders(template.subject, values).replace(/\s+/g, ' ').trim();
  const paragraphs = fillPlaceholders(template.body, values)
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return rendered(subject, { paragraphs });
}

/** Sample values for the Notifications page's preview. */
export const SAMPLE_VALUES: Record<string, string> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  jobTitle: 'Senior Cloud Engineer',
  company: COMPANY.name,
};

export function templateView(
  key: TemplateKey,
  saved: { subject: string; body: string } | undefined,
): NotificationTemplate {
  const text = saved ?? DEFAULT_TEMPLATES[key];
  return {
    key,
    label: TEMPLATE_LABELS[key],
    subject: text.subject,
    body: text.body,
    customised: Boolean(saved),
    placeholders: [...TEMPLATE_PLACEHOLDERS[key]],
  };
}

// Digest ----------------------------------------------------------------------------------------

const KIND_NAMES: Record<SubmissionKind, [string, string]> = {
  contact: ['contact message', 'contact messages'],
  consultation: ['consultation request', 'consultation requests'],
  application: ['job application', 'job applications'],
};

export interface DigestEntry {
  kind: SubmissionKind;
  name: string;
  email: string;
  detail: string;
}

export function dailyDigest(entries: DigestEntry[], origin: string, day: string): RenderedEmail {
  const counts = new Map<SubmissionKind, number>();
  for (const e of entries) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
  const summary = [...counts]
    .map(([kind, n]) => `${n} ${KIND_NAMES[kind][n === 1 ? 0 : 1]}`)
    .join(', ');
  return rendered(`Daily digest for ${day}: ${summary}`, {
    paragraphs: [`What arrived in the 24 hours before this e-mail.`],
    items: entries.map((e) => ({
      text: `${KIND_NAMES[e.kind][0][0]!.toUpperCase()}${KIND_NAMES[e.kind][0].slice(1)}: ${e.name} <${e.email}>${e.detail ? `, ${e.detail}` : ''}`,
      url: adminLink(origin, e.kind, e.email),
    })),
    action: { label: 'Open the dashboard', url: new URL('/admin/dashboard', origin).toString() },
  });
}
