import type { ReactNode } from 'react';
import { JOB_TYPES } from '../../../contract/constants';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../forms/bound-fields';
import { ContractFormElement } from '../../../forms/contract-form';
import { Banner } from '../../ui/banner';
import { LoadingScreen } from '../../ui/loading-screen';
import { JobOrderFields } from './job-order-fields';
import { JobSalaryFields } from './job-salary-fields';
import { PastCandidates } from './past-candidates';
import { useJobForm } from './use-job-form';
import '../../ui/form-page.css';
import { TrackedLinks } from './tracked-links';

// The spec's labels carry no required mark: `aria-required` says it to assistive technology.

/**
 * Create (`adminPaths.newJob()`) or edit (`adminPaths.job(id)`) a job posting (section 2).
 * `children`: sections shown below the form (scheduling's interview kit, from admin-routes).
 */
export function JobFormPage({ children }: { children?: ReactNode } = {}) {
  const { id, form, isEdit, from, loading, busy, error, success, onAttempt, onValid, toDashboard } =
    useJobForm();
  return (
    <main className="admin-page admin-page--narrow">
      <div className="admin-page__header">
        <h1 className="admin-page__title">
          {isEdit ? 'Edit Job Posting' : from ? 'Re-list Job Posting' : 'Create New Job Posting'}
        </h1>
        <button type="button" className="admin-btn admin-btn--secondary" onClick={toDashboard}>
          Back to Dashboard
        </button>
      </div>
      {success && <Banner kind="success">{success}</Banner>}
      {error && <Banner kind="error">{error}</Banner>}
      {loading ? (
        <LoadingScreen />
      ) : (
        <ContractFormElement
          form={form}
          onValid={onValid}
          onAttempt={onAttempt}
          className="admin-card admin-card--padded admin-form"
        >
          <TextField name="title" label="Job Title" aria-required />
          <TextAreaField name="description" label="Description" rows={6} aria-required />
          <TextAreaField
            name="requirements"
            label="Requirements"
            rows={4}
            aria-required
            placeholder="One requirement per line"
            hint="One per line; blank lines are ignored."
          />
          <div className="admin-form__row">
            <TextField name="location" label="Location" aria-required />
            <SelectField name="type" label="Job Type">
              {JOB_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </SelectField>
          </div>
          <JobSalaryFields />
          <TextField
            name="closingDate"
            label="Closing date (optional)"
            type="date"
            hint="After this day the job leaves the careers page and its page says it is closed."
          />
          <JobOrderFields />
          <CheckboxField name="isActive" label="Active (visible to public)" />
          <div className="admin-form__actions">
            <button type="button" className="admin-btn admin-btn--secondary" onClick={toDashboard}>
              Cancel
            </button>
            <button type="submit" className="admin-btn" disabled={busy}>
              {busy ? 'Processing...' : isEdit ? 'Update Job' : 'Create Job'}
            </button>
          </div>
        </ContractFormElement>
      )}
      {children}
      {/* Search (issue 33): past applicants whose resumes match this job. */}
      {isEdit && !loading && <PastCandidates jobId={id} jobTitle={form.getValues('title')} />}
      {isEdit && !loading && <TrackedLinks jobId={id} />}
    </main>
  );
}
