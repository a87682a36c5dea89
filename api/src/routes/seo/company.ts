/** The company's name as the feed shows it (the site's content/company.ts holds the same). */
export const COMPANY_NAME = 'Northbeam Technologies';
