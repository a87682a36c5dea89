/**
 * Starting points for e-mails to candidates; the team edits them before sending (the application
 * page, bulk rejection). Without zod: workspace.ts has the schemas and re-exports these, and the
 * lists' page built the whole workspace's schemas (some 700) to show a template's text.
 */
export const CANDIDATE_TEMPLATES = {
  interview: {
    label: 'Invite to an interview',
    subject: 'Interview for {jobTitle}',
    body: 'Hello {firstName},\n\nThank you for applying for {jobTitle}. We would like to meet you. Which of these times suit you?\n\n- \n- \n\nBest regards,\nThe {company} recruiting team',
  },
  rejection: {
    label: 'Rejection',
    subject: 'Your application for {jobTitle}',
    body: 'Hello {firstName},\n\nThank you for your interest in {jobTitle} and for the time you gave us. After careful consideration we will not move forward with your application.\n\nWe wish you every success.\n\nThe {company} recruiting team',
  },
} as const;
export type CandidateTemplate = keyof typeof CANDIDATE_TEMPLATES;
