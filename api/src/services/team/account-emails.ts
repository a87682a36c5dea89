/** The e-mails that carry a one-time link: an invitation to the team, a password reset. */
import { COMPANY } from '@northbeam/shared/brand/company';
import type { RenderedEmail } from '@northbeam/shared/contract/notifications';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from '@northbeam/shared/contract/roles';
import { INVITATION_HOURS, PASSWORD_RESET_MINUTES } from '@northbeam/shared/contract/team';
import { renderEmailHtml, renderEmailText, type EmailBlock } from '../notifications/email-layout';
import { headerText } from '../notifications/mail-headers';

const rendered = (subject: string, block: EmailBlock): RenderedEmail => {
  const title = headerText(subject);
  return {
    subject: title,
    html: renderEmailHtml(title, block),
    text: renderEmailText(title, block),
  };
};

/** `invitedBy`: the inviter's name (their address when they have not given one). */
export function invitationEmail(v: { role: Role; invitedBy: string; link: string }): RenderedEmail {
  return rendered(`${v.invitedBy} invited you to the ${COMPANY.name} admin`, {
    paragraphs: [
      `${v.invitedBy} invited you to join the ${COMPANY.name} admin as ${ROLE_LABELS[v.role]}: ${ROLE_DESCRIPTIONS[v.role].replace(/^./, (c) => c.toLowerCase())}`,
      `Choose your name and password at the link below. It works once and for ${INVITATION_HOURS} hours.`,
    ],
    action: { label: 'Accept the invitation', url: v.link, showUrl: true },
  });
}

export function passwordResetEmail(v: { link: string; byStaff: boolean }): RenderedEmail {
  return rendered(`Set a new password for the ${COMPANY.name} admin`, {
    paragraphs: [
      v.byStaff
        ? 'An owner or administrator of your team sent you a link to set a new password.'
        : 'Someone (we hope you) asked to set a new password for your account.',
      `The link works once and for ${PASSWORD_RESET_MINUTES} minutes. Setting the password signs you out everywhere.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Set a new password', url: v.link, showUrl: true },
  });
}
