import type { JobType } from '../../../contract/constants';
import { DEFAULT_JOB_TYPE } from '../../../contract/constants';
import { splitRequirements, type Job, type SalaryUnit } from '../../../contract/job';

/** The job form as typed: text for the requirements (one per line) and the salary's amounts. */
export interface JobFormValues {
  title: string;
  description: string;
  requirements: string;
  location: string;
  type: JobType;
  salary: { min: string; max: string; currency: string; unit: SalaryUnit };
  closingDate: string;
  isActive: boolean;
  /** The job order's (the staffing desk): '' for none; rates left empty are not sent (kept). */
  clientId: string;
  openings: string;
  billRate: string;
  payRate: string;
  feePercent: string;
  confidential: boolean;
}

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  description: '',
  requirements: '',
  location: '',
  type: DEFAULT_JOB_TYPE,
  salary: { min: '', max: '', currency: 'USD', unit: 'YEAR' },
  closingDate: '',
  isActive: true,
  clientId: '',
  openings: '',
  billRate: '',
  payRate: '',
  feePercent: '',
  confidential: false,
};

/** The form of a posting: to edit it, or (`relist`) to post it again, active, with no closing date. */
export function jobFormOf(job: Job, relist: boolean): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    requirements: job.requirements.join('\n'),
    location: job.location,
    type: job.type,
    salary: {
      min: job.salary ? String(job.salary.min) : '',
      max: job.salary ? String(job.salary.max) : '',
      currency: job.salary?.currency ?? 'USD',
      unit: job.salary?.unit ?? 'YEAR',
    },
    // A re-listed job gets a new closing date, or none.
    closingDate: relist ? '' : (job.closingDate ?? ''),
    isActive: relist ? true : job.isActive,
    clientId: job.clientId ?? '',
    openings: job.openings ? String(job.openings) : '',
    billRate: '',
    payRate: '',
    feePercent: '',
    confidential: job.confidential ?? false,
  };
}

/** The API's input from the form: a salary only when an amount is given (one amount: both). */
export function jobInputOf(form: JobFormValues) {
  const min = form.salary.min.trim();
  const max = form.salary.max.trim();
  return {
    title: form.title,
    description: form.description,
    requirements: splitRequirements(form.requirements),
    location: form.location,
    type: form.type,
    isActive: form.isActive,
    salary:
      min !== '' || max !== ''
        ? {
            currency: form.salary.currency,
            min: min || max,
            max: max || min,
            unit: form.salary.unit,
          }
        : null,
    closingDate: form.closingDate || null,
    // The job order: its client (none clears it); openings and confidentiality with a client.
    clientId: form.clientId || null,
    ...(form.clientId
      ? { openings: form.openings.trim() || null, confidential: form.confidential }
      : {}),
    ...(form.billRate.trim() ? { billRate: form.billRate.trim() } : {}),
    ...(form.payRate.trim() ? { payRate: form.payRate.trim() } : {}),
    ...(form.feePercent.trim() ? { feePercent: form.feePercent.trim() } : {}),
  };
}
