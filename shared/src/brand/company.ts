/**
 * Everything that names the company. A rebrand edits this file only: every page, the header, the
 * footer, the legal documents, the page titles, the feed and the e-mails read from here (the
 * site's stylesheet repeats the colours as CSS variables; a test keeps them equal).
 */
export const COMPANY = {
  name: 'Northbeam Technologies',
  shortName: 'Northbeam',
  legalName: 'Northbeam Technologies, Inc.',
  tagline: 'IT staffing, cloud solutions and software built to last.',
  founded: 2012,
  phone: '+1 (614) 555-0142',
  /** The phone number in tel: form. */
  phoneHref: 'tel:+16145550142',
  email: 'hello@northbeam.tech',
  careersEmail: 'careers@northbeam.tech',
  privacyEmail: 'privacy@northbeam.tech',
  address: {
    street: '250 West Nationwide Blvd, Suite 400',
    city: 'Columbus',
    region: 'OH',
    postalCode: '43215',
    country: 'United States',
  },
  /** The IANA zone of the address's city: times in e-mails until the admin chooses another. */
  timeZone: 'America/New_York',
  hours: {
    days: 'Mon–Fri',
    time: '9:00AM–5:00PM',
    timeZone: 'Eastern Time',
  },
  /** Where legal notices are governed (terms of service). */
  jurisdiction: 'the State of Ohio, United States',
  /** The site's `--color-brand`, `--color-ink` and `--color-accent`. */
  colors: {
    brand: '#0d4f8b',
    ink: '#0a2540',
    accent: '#ffb020',
  },
} as const;

export const BUSINESS_HOURS = `${COMPANY.hours.days} ${COMPANY.hours.time}`;

export const addressLines = (): string[] => [
  COMPANY.address.street,
  `${COMPANY.address.city}, ${COMPANY.address.region} ${COMPANY.address.postalCode}`,
  COMPANY.address.country,
];

/** How long we keep what visitors send us (privacy policy and form notices). */
/**
 * How long personal data is kept: stated on the privacy policy page and applied daily by the
 * API's retention job, from these same numbers. 0 keeps that kind of data until erased by hand.
 */
export const RETENTION = {
  /** Resolved contact messages and completed consultation requests, after the last activity. */
  contactMonths: 24,
  /** Rejected and withdrawn job applications (with their resumes), after the last activity. */
  applicationMonths: 12,
  /** Submissions kept as spam, after they arrived. */
  spamDays: 30,
  serverLogDays: 30,
} as const;

export const pageTitle = (title: string) => `${title} | ${COMPANY.name}`;

/** The desktop admin: its name and the link scheme it registers (`northbeam-admin://…`). */
export const DESKTOP_APP = {
  name: `${COMPANY.shortName} Admin`,
  scheme: 'northbeam-admin',
} as const;
