import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/transport';
import {
  DEFAULT_JOB_TYPE,
  JOB_FORM_REDIRECT_MS,
  JOB_TYPES,
  type JobType,
} from '../../../contract/constants';
import {
  jobInput,
  SALARY_UNIT_LABELS,
  SALARY_UNITS,
  splitRequirements,
  type Job,
  type SalaryUnit,
} from '../../../contract/job';
import { MESSAGES } from '../../../contract/messages';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { LoadingScreen } from '../../ui/loading-screen';
import '../../ui/form-page.css';
import { TrackedLinks } from './tracked-links';

interface JobFormState {
  title: string;
  description: string;
  requirements: string;
  location: string;
  type: JobType;
  isActive: boolean;
  salaryCurrency: string;
  salaryMin: string;
  salaryMax: string;
  salaryUnit: SalaryUnit;
  closingDate: string;
}

const EMPTY: JobFormState = {
  title: '',
  description: '',
  requirements: '',
  location: '',
  type: DEFAULT_JOB_TYPE,
  isActive: true,
  salaryCurrency: 'USD',
  salaryMin: '',
  salaryMax: '',
  salaryUnit: 'YEAR',
  closingDate: '',
};

function formOf(job: Job, relist: boolean): JobFormState {
  return {
    title: job.title,
    description: job.description,
    requirements: job.requirements.join('\n'),
    location: job.location,
    type: job.type,
    isActive: relist ? true : job.isActive,
    salaryCurrency: job.salary?.currency ?? 'USD',
    salaryMin: job.salary ? String(job.salary.min) : '',
    salaryMax: job.salary ? String(job.salary.max) : '',
    salaryUnit: job.salary?.unit ?? 'YEAR',
    // A re-listed job gets a new closing date, or none.
    closingDate: relist ? '' : (job.closingDate ?? ''),
  };
}

/** The API's input from the form: a salary only when an amount is given. */
function inputOf(form: JobFormState) {
  const hasSalary = form.salaryMin.trim() !== '' || form.salaryMax.trim() !== '';
  return {
    title: form.title,
    description: form.description,
    requirements: splitRequirements(form.requirements),
    location: form.location,
    type: form.type,
    isActive: form.isActive,
    salary: hasSalary
      ? {
          currency: form.salaryCurrency,
          min: form.salaryMin.trim() || form.salaryMax.trim(),
          max: form.salaryMax.trim() || form.salaryMin.trim(),
          unit: form.salaryUnit,
        }
      : null,
    closingDate: form.closingDate || null,
  };
}

/** A field error's key: `salary.max` for the salary's parts, else the field's name. */
const errorKey = (path: readonly PropertyKey[]) =>
  path[0] === 'salary' && path.length > 1 ? `salary.${String(path[1])}` : String(path[0] ?? '_');

/** Create (`/admin/jobs/new`) or edit (`/admin/jobs/{id}`) a job posting (section 2). */
export function JobFormPage() {
  const { id = 'new' } = useParams();
  const isEdit = id !== 'new';
  // "Re-list": a new posting filled from an earlier one.
  const [search] = useSearchParams();
  const from = isEdit ? null : search.get('from');
  const api = useAdminApi();
  const navigate = useNavigate();
  const [form, setForm] = useState<JobFormState>(EMPTY);
  const [loading, setLoading] = useState(isEdit);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  useEffect(() => {
    if (!isEdit && !from) {
      setForm(EMPTY);
      setLoading(false);
      return;
    }
    let cancelled = false;
    setLoading(true);
    api.getJob(isEdit ? id : from!).then(
      (job) => {
        if (cancelled) return;
        setForm(formOf(job, !isEdit));
        setLoading(false);
      },
      () => {
        if (cancelled) return;
        setError(MESSAGES.jobForm.fetchFailed);
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, id, isEdit, from]);

  const set = <K extends keyof JobFormState>(key: K, value: JobFormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    setSuccess('');
    const parsed = jobInput.safeParse(inputOf(form));
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[errorKey(issue.path)] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      if (isEdit) await api.updateJob(id, parsed.data);
      else await api.createJob(parsed.data);
      setSuccess(isEdit ? MESSAGES.jobForm.updated : MESSAGES.jobForm.created);
      if (!isEdit) setForm(EMPTY);
      redirectTimer.current = setTimeout(
        () => navigate('/admin/dashboard?tab=jobs'),
        JOB_FORM_REDIRECT_MS,
      );
    } catch (err) {
      if (err instanceof ApiError) {
        setError(isEdit ? MESSAGES.jobForm.updateFailed : MESSAGES.jobForm.createFailed);
        if (err.errors) setFieldErrors(err.errors);
      } else {
        setError(err instanceof Error ? err.message : String(err));
      }
    } finally {
      setBusy(false);
    }
  }

  const errorId = (key: string) => `job-${key.replace('.', '-')}-error`;
  const fieldProps = (name: keyof JobFormState, errorAt: string = name) => ({
    id: `job-${name}`,
    name,
    'aria-invalid': fieldErrors[errorAt] ? true : undefined,
    'aria-describedby': fieldErrors[errorAt] ? errorId(errorAt) : undefined,
  });
  const fieldError = (key: string) =>
    fieldErrors[key] ? (
      <span id={errorId(key)} className="admin-field__error">
        {fieldErrors[key]}
      </span>
    ) : null;

  return (
    <main className="admin-page admin-page--narrow">
      <div className="admin-page__header">
        <h1 className="admin-page__title">
          {isEdit ? 'Edit Job Posting' : from ? 'Re-list Job Posting' : 'Create New Job Posting'}
        </h1>
        <button
          type="button"
          className="admin-btn admin-btn--secondary"
          onClick={() => navigate('/admin/dashboard?tab=jobs')}
        >
          Back to Dashboard
        </button>
      </div>
      {success && <Banner kind="success">{success}</Banner>}
      {error && <Banner kind="error">{error}</Banner>}
      {loading ? (
        <LoadingScreen />
      ) : (
        <form className="admin-card admin-card--padded admin-form" onSubmit={onSubmit} noValidate>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="job-title">
              Job Title
            </label>
            <input
              className="admin-input"
              value={form.title}
              required
              onChange={(e) => set('title', e.target.value)}
              {...fieldProps('title')}
            />
            {fieldError('title')}
          </div>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="job-description">
              Description
            </label>
            <textarea
              className="admin-textarea"
              rows={6}
              value={form.description}
              required
              onChange={(e) => set('description', e.target.value)}
              {...fieldProps('description')}
            />
            {fieldError('description')}
          </div>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="job-requirements">
              Requirements
            </label>
            <textarea
              className="admin-textarea"
              rows={4}
              value={form.requirements}
              required
              placeholder="One requirement per line"
              onChange={(e) => set('requirements', e.target.value)}
              {...fieldProps('requirements')}
            />
            <span className="admin-field__hint">One per line; blank lines are ignored.</span>
            {fieldError('requirements')}
          </div>
          <div className="admin-form__row">
            <div className="admin-field">
              <label className="admin-field__label" htmlFor="job-location">
                Location
              </label>
              <input
                className="admin-input"
                value={form.location}
                required
                onChange={(e) => set('location', e.target.value)}
                {...fieldProps('location')}
              />
              {fieldError('location')}
            </div>
            <div className="admin-field">
              <label className="admin-field__label" htmlFor="job-type">
                Job Type
              </label>
              <select
                className="admin-select"
                value={form.type}
                onChange={(e) => set('type', e.target.value as JobType)}
                {...fieldProps('type')}
              >
                {JOB_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
              {fieldError('type')}
            </div>
          </div>
          <fieldset className="admin-fieldset">
            <legend className="admin-field__label">Salary range (optional)</legend>
            <div className="admin-form__row">
              <div className="admin-field">
                <label className="admin-field__label" htmlFor="job-salaryMin">
                  Minimum
                </label>
                <input
                  className="admin-input"
                  inputMode="decimal"
                  value={form.salaryMin}
                  onChange={(e) => set('salaryMin', e.target.value)}
                  {...fieldProps('salaryMin', 'salary.min')}
                />
                {fieldError('salary.min')}
              </div>
              <div className="admin-field">
                <label className="admin-field__label" htmlFor="job-salaryMax">
                  Maximum
                </label>
                <input
                  className="admin-input"
                  inputMode="decimal"
                  value={form.salaryMax}
                  onChange={(e) => set('salaryMax', e.target.value)}
                  {...fieldProps('salaryMax', 'salary.max')}
                />
                {fieldError('salary.max')}
              </div>
              <div className="admin-field">
                <label className="admin-field__label" htmlFor="job-salaryCurrency">
                  Currency
                </label>
                <input
                  className="admin-input"
                  maxLength={3}
                  value={form.salaryCurrency}
                  onChange={(e) => set('salaryCurrency', e.target.value.toUpperCase())}
                  {...fieldProps('salaryCurrency', 'salary.currency')}
                />
                {fieldError('salary.currency')}
              </div>
              <div className="admin-field">
                <label className="admin-field__label" htmlFor="job-salaryUnit">
                  Per
                </label>
                <select
                  className="admin-select"
                  value={form.salaryUnit}
                  onChange={(e) => set('salaryUnit', e.target.value as SalaryUnit)}
                  {...fieldProps('salaryUnit', 'salary.unit')}
                >
                  {SALARY_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {SALARY_UNIT_LABELS[unit].replace('per ', '')}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </fieldset>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="job-closingDate">
              Closing date (optional)
            </label>
            <input
              className="admin-input"
              type="date"
              value={form.closingDate}
              onChange={(e) => set('closingDate', e.target.value)}
              {...fieldProps('closingDate')}
              aria-describedby={
                fieldErrors.closingDate
                  ? 'job-closingDate-error job-closingDate-hint'
                  : 'job-closingDate-hint'
              }
            />
            <span id="job-closingDate-hint" className="admin-field__hint">
              After this day the job leaves the careers page and its page says it is closed.
            </span>
            {fieldError('closingDate')}
          </div>
          <label className="admin-checkbox">
            <input
              type="checkbox"
              name="isActive"
              checked={form.isActive}
              onChange={(e) => set('isActive', e.target.checked)}
            />
            Active (visible to public)
          </label>
          <div className="admin-form__actions">
            <button
              type="button"
              className="admin-btn admin-btn--secondary"
              onClick={() => navigate('/admin/dashboard?tab=jobs')}
            >
              Cancel
            </button>
            <button type="submit" className="admin-btn" disabled={busy}>
              {busy ? 'Processing...' : isEdit ? 'Update Job' : 'Create Job'}
            </button>
          </div>
        </form>
      )}
      {isEdit && !loading && <TrackedLinks jobId={id} />}
    </main>
  );
}
