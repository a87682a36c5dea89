import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/transport';
import { JOB_FORM_REDIRECT_MS } from '../../../contract/constants';
import { jobInput } from '../../../contract/job';
import { MESSAGES } from '../../../contract/messages';
import { useContractForm } from '../../../forms/contract-form';
import { useAdminApi } from '../../app/admin-platform-context';
import { adminPaths } from '../../app/admin-paths';
import { EMPTY_JOB_FORM, jobFormOf, jobInputOf } from './job-form-values';

/**
 * The job form's state: which posting (`/admin/jobs/{id}`, `new`, or `new?from={id}` to re-list
 * one), loading it, and saving it: the contract's messages on the fields, the server's too, the
 * spec's banners, and back to the dashboard a moment after a success.
 */
export function useJobForm() {
  const { id = 'new' } = useParams();
  const isEdit = id !== 'new';
  const [search] = useSearchParams();
  const from = isEdit ? null : search.get('from');
  const api = useAdminApi();
  const navigate = useNavigate();
  const form = useContractForm({
    schema: jobInput,
    defaultValues: EMPTY_JOB_FORM,
    toInput: jobInputOf,
    idPrefix: 'job',
  });
  const { reset } = form;
  const [loading, setLoading] = useState(isEdit);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  useEffect(() => {
    if (!isEdit && !from) {
      reset(EMPTY_JOB_FORM);
      setLoading(false);
      return;
    }
    let cancelled = false;
    setLoading(true);
    api.job.get({ params: { id: isEdit ? id : from! } }).then(
      (job) => {
        if (cancelled) return;
        reset(jobFormOf(job, !isEdit));
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
  }, [api, id, isEdit, from, reset]);

  const toDashboard = () => navigate(adminPaths.dashboard('jobs'));

  /** Every submit, valid or not: the last outcome goes. */
  const onAttempt = () => {
    setError('');
    setSuccess('');
  };

  async function onValid(input: z.output<typeof jobInput>) {
    setBusy(true);
    try {
      if (isEdit) await api.job.update({ params: { id }, body: input });
      else await api.jobs.create({ body: input });
      setSuccess(isEdit ? MESSAGES.jobForm.updated : MESSAGES.jobForm.created);
      if (!isEdit) reset(EMPTY_JOB_FORM);
      redirectTimer.current = setTimeout(() => void toDashboard(), JOB_FORM_REDIRECT_MS);
    } catch (err) {
      if (err instanceof ApiError) {
        setError(isEdit ? MESSAGES.jobForm.updateFailed : MESSAGES.jobForm.createFailed);
        form.showServerErrors(err.errors);
      } else {
        setError(err instanceof Error ? err.message : String(err));
      }
    } finally {
      setBusy(false);
    }
  }

  return { id, form, isEdit, from, loading, busy, error, success, onAttempt, onValid, toDashboard };
}
