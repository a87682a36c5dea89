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
import { CANDIDATE_TEMPLATES } from '@northbeam/shared/contract/workspace';
import { renderEmailHtml, renderEmailText, type EmailBlock } from './email-layout';
import { headerText } from './mail-headers';
import { formatMailTime } from './mail-time';

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

/** The admin's page of each kind's item (shared/src/admin/app/admin-routes.tsx). */
const ITEM_PAGES: Record<SubmissionKind, string> = {
  contact: 'contacts',
  consultation: 'consultations',
  application: 'applications',
};

/** The item's own page in the admin; signed out, the sign-in page comes back to it. */
export function adminLink(origin: string, kind: SubmissionKind, id: string): string {
  return new URL(`/admin/${ITEM_PAGES[kind]}/${encodeURIComponent(id)}`, origin).toString();
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
  const title = headerText(subject);
  return {
    subject: title,
    html: renderEmailHtml(title, block),
    text: renderEmailText(title, block),
  };
}

/**
 * Who a staff e-mail goes to: a staff member who chose it (the footer leads to their
 * preferences), or an address of NOTIFY_EMAIL, which only the server's configuration changes.
 */
export type StaffAudience = 'member' | 'environment';

function staffFooter(audience: StaffAudience, manageUrl: string): EmailBlock['footer'] {
  return audience === 'member'
    ? [{ text: 'Manage notifications', url: manageUrl }]
    : [
        {
          text: "You receive this because this address is in the server's NOTIFY_EMAIL setting.",
        },
      ];
}

// To staff --------------------------------------------------------------------------------------

export function staffNotification(
  s: Submission,
  links: { origin: string; manageUrl: string; timeZone: string },
  audience: StaffAudience = 'member',
): RenderedEmail {
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
  fields.push({ label: 'Received', value: formatMailTime(s.receivedAt, links.timeZone) });
  return rendered(subject, {
    fields,
    action: { label: 'Open in the admin', url: adminLink(links.origin, s.kind, s.id) },
    secondary: { label: 'Open in the desktop app', url: desktopItemLink(s.kind, s.id) },
    // Reply-To is the sender, applicants included.
    paragraphs: [`Reply to this e-mail to answer ${s.firstName || name} directly.`],
    footer: staffFooter(audience, links.manageUrl),
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
  'candidate-interview': {
    subject: CANDIDATE_TEMPLATES.interview.subject,
    body: CANDIDATE_TEMPLATES.interview.body,
  },
  'candidate-rejection': {
    subject: CANDIDATE_TEMPLATES.rejection.subject,
    body: CANDIDATE_TEMPLATES.rejection.body,
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

/**
 * The acknowledgement: the template's words, never the resume or anything the sender did not
 * write; an applicant's also carries the link to their status page (`extra`, below the words).
 */
export function acknowledgement(
  template: { subject: string; body: string },
  values: Record<string, string>,
  extra: Pick<EmailBlock, 'action' | 'footer'> = {},
): RenderedEmail {
  const subject = fillPlaceholders(template.subject, values);
  const paragraphs = fillPlaceholders(template.body, values)
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return rendered(subject, { paragraphs, ...extra });
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
  id: string;
  name: string;
  email: string;
  detail: string;
}

export function dailyDigest(
  entries: DigestEntry[],
  links: { origin: string; manageUrl: string },
  day: string,
): RenderedEmail {
  const counts = new Map<SubmissionKind, number>();
  for (const e of entries) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
  const summary = [...counts]
    .map(([kind, n]) => `${n} ${KIND_NAMES[kind][n === 1 ? 0 : 1]}`)
    .join(', ');
  return rendered(`Daily digest for ${day}: ${summary}`, {
    paragraphs: [`What arrived in the day before this e-mail.`],
    items: entries.map((e) => ({
      text: `${KIND_NAMES[e.kind][0][0]!.toUpperCase()}${KIND_NAMES[e.kind][0].slice(1)}: ${e.name} <${e.email}>${e.detail ? `, ${e.detail}` : ''}`,
      url: adminLink(links.origin, e.kind, e.id),
    })),
    action: {
      label: 'Open the dashboard',
      url: new URL('/admin/dashboard', links.origin).toString(),
    },
    footer: staffFooter('member', links.manageUrl),
  });
}
