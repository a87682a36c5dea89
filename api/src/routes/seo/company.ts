import { COMPANY } from '@northbeam/shared/brand/company';

/** The company's name as the feed shows it. */
export const COMPANY_NAME = COMPANY.name;
