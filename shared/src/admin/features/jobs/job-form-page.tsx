import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/transport';
import {
  DEFAULT_JOB_TYPE,
  JOB_FORM_REDIRECT_MS,
  JOB_TYPES,
  type JobType,
} from '../../../contract/constants';
import { jobInput, splitRequirements } from '../../../contract/job';
import { MESSAGES } from '../../../contract/messages';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { LoadingScreen } from '../../ui/loading-screen';
import '../../ui/form-page.css';

interface JobFormState {
  title: string;
  description: string;
  requirements: string;
  location: string;
  type: JobType;
  isActive: boolean;
}

const EMPTY: JobFormState = {
  title: '',
  description: '',
  requirements: '',
  location: '',
  type: DEFAULT_JOB_TYPE,
  isActive: true,
};

/** Create (`/admin/jobs/new`) or edit (`/admin/jobs/{id}`) a job posting (section 2). */
export function JobFormPage() {
  const { id = 'new' } = useParams();
  const isEdit = id !== 'new';
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
    if (!isEdit) {
      setForm(EMPTY);
      setLoading(false);
      return;
    }
    let cancelled = false;
    setLoading(true);
    api.getJob(id).then(
      (job) => {
        if (cancelled) return;
        setForm({
          title: job.title,
          description: job.description,
          requirements: job.requirements.join('\n'),
          location: job.location,
          type: job.type,
          isActive: job.isActive,
        });
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
  }, [api, id, isEdit]);

  const set = <K extends keyof JobFormState>(key: K, value: JobFormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    setSuccess('');
    const input = { ...form, requirements: splitRequirements(form.requirements) };
    const parsed = jobInput.safeParse(input);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        errors[String(issue.path[0] ?? '_')] ??= issue.message;
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

  const fieldProps = (name: keyof JobFormState) => ({
    id: `job-${name}`,
    name,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `job-${name}-error` : undefined,
  });
  const fieldError = (name: keyof JobFormState) =>
    fieldErrors[name] ? (
      <span id={`job-${name}-error`} className="admin-field__error">
        {fieldErrors[name]}
      </span>
    ) : null;

  return (
    <main className="admin-page admin-page--narrow">
      <div className="admin-page__header">
        <h1 className="admin-page__title">
          {isEdit ? 'Edit Job Posting' : 'Create New Job Posting'}
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
    </main>
  );
}
