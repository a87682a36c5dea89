/**
 * Every e-mail the product sends, rendered as a phone's mail app would show it: Chromium at 360 px
 * wide, with long names, long unbroken words and long links. Nothing may make the page scroll
 * sideways.
 */
import { expect, test } from '@playwright/test';
import {
  DEFAULT_TEMPLATES,
  acknowledgement,
  dailyDigest,
  placeholderValues,
  staffNotification,
  type Submission,
} from '../../../api/src/services/notifications/emails';
import { invitationEmail, passwordResetEmail } from '../../../api/src/services/team/account-emails';

const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(6);
const LONG_URL = `https://northbeam.example/admin/accept-invitation?token=${'a1B2c3D4'.repeat(12)}`;
const links = {
  origin: 'https://a-rather-long-subdomain-of-the-company.northbeam.example',
  manageUrl: 'https://a-rather-long-subdomain-of-the-company.northbeam.example/admin/notifications',
  timeZone: 'America/New_York',
};
const visitor: Submission = {
  kind: 'application',
  id: '4ec23fec-7c32-468c-a30f-0d32999ed868',
  firstName: `Maximiliana${LONG_WORD}`,
  lastName: 'Wilhelmina-Augustina-Theodora-Fitzgerald-Montgomery-Smythe',
  email: `a.very.long.address.${LONG_WORD.toLowerCase()}@subdomain.example-company.example`,
  phone: '+1 614 555 0199',
  company: `International ${LONG_WORD} Holdings`,
  message: `See ${LONG_URL}\n${LONG_WORD} ${LONG_WORD}`,
  jobTitle: `Principal ${LONG_WORD} Engineer`,
  resumeName: `${LONG_WORD}.pdf`,
  receivedAt: new Date('2026-11-24T19:05:00Z'),
};

const emails = {
  'staff notification': staffNotification(visitor, links),
  'staff notification (NOTIFY_EMAIL)': staffNotification(
    { ...visitor, kind: 'contact' },
    links,
    'environment',
  ),
  acknowledgement: acknowledgement(
    DEFAULT_TEMPLATES['ack-application'],
    placeholderValues(visitor),
  ),
  'candidate e-mail': acknowledgement(
    DEFAULT_TEMPLATES['candidate-interview'],
    placeholderValues(visitor),
  ),
  'daily digest': dailyDigest(
    [
      {
        kind: 'application',
        id: visitor.id,
        name: `${visitor.firstName} ${visitor.lastName}`,
        email: visitor.email,
        detail: visitor.jobTitle!,
      },
    ],
    links,
    '2026-11-24',
  ),
  invitation: invitationEmail({
    role: 'recruiter',
    invitedBy: `Jane ${LONG_WORD} Doe`,
    link: LONG_URL,
  }),
  'password reset': passwordResetEmail({ link: LONG_URL, byStaff: true }),
};

test.use({ viewport: { width: 360, height: 740 } });

for (const [name, email] of Object.entries(emails)) {
  test(`${name}: fits 360 px without sideways scrolling`, async ({ page }) => {
    await page.setContent(email.html);
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
    }));
    expect(width.scroll, name).toBeLessThanOrEqual(360);
    expect(width.body, name).toBeLessThanOrEqual(360);
    // The long parts are there, wrapped rather than cut.
    await expect(page.locator('h1')).toHaveText(email.subject);
  });
}
