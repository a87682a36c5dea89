/**
 * The job's interview kit (on the job form): what interviewers rate ("Kubernetes",
 * "Communication") and optional questions, one a line. Saved on its own; shown for a saved job.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/transport';
import { interviewKit, type InterviewKit } from '../../../contract/scheduling';
import { TextAreaField } from '../../../forms/bound-fields';
import { ContractFormElement, useContractForm } from '../../../forms/contract-form';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import './interviews.css';

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function InterviewKitSection() {
  const { id = 'new' } = useParams();
  const api = useAdminApi();
  const query = useQuery({
    queryKey: ['interview-kit', id],
    queryFn: () => api.interviewKits.get({ params: { id } }),
    enabled: id !== 'new',
  });
  if (id === 'new') return null;
  return (
    <section className="admin-card admin-card--padded" aria-labelledby="kit-title">
      <h2 id="kit-title">Interview kit</h2>
      <p className="admin-muted">
        What each interviewer rates on their scorecard (strong no, no, yes, strong yes), and
        questions to ask.
      </p>
      {query.error && (
        <Banner kind="error">
          {serverMessageOr(query.error, 'Failed to load the interview kit')}
        </Banner>
      )}
      {query.isPending && <p className="admin-muted">Loading the interview kit...</p>}
      {/* The fields start from the saved kit: nothing typed is replaced when it arrives. */}
      {query.data && <KitForm jobId={id} saved={query.data} />}
    </section>
  );
}

interface KitValues {
  attributes: string;
  questions: string;
}

/** The kit of the two textareas: a line each, blank lines left out. */
const toInput = (values: KitValues): InterviewKit => ({
  attributes: lines(values.attributes),
  questions: lines(values.questions),
});

function KitForm({ jobId, saved }: { jobId: string; saved: InterviewKit }) {
  const api = useAdminApi();
  const form = useContractForm({
    schema: interviewKit,
    defaultValues: {
      attributes: saved.attributes.join('\n'),
      questions: saved.questions.join('\n'),
    },
    toInput,
    idPrefix: 'interview-kit',
  });
  const [status, setStatus] = useState('');
  const save = useMutation({
    mutationFn: (kit: InterviewKit) => api.interviewKits.set({ params: { id: jobId }, body: kit }),
    onSuccess: () => setStatus('Interview kit saved.'),
    onError: (caught) => {
      if (caught instanceof ApiError) form.showServerErrors(caught.errors);
    },
  });

  return (
    <ContractFormElement
      form={form}
      onValid={(kit) => save.mutate(kit)}
      onAttempt={() => setStatus('')}
      className="admin-form"
      aria-label="Interview kit"
    >
      {save.error && (
        <Banner kind="error">
          {serverMessageOr(save.error, 'Failed to save the interview kit')}
        </Banner>
      )}
      <TextAreaField
        name="attributes"
        label="Things to assess (one a line)"
        rows={4}
        placeholder={'Kubernetes\nCommunication'}
      />
      <TextAreaField name="questions" label="Questions (optional, one a line)" rows={4} />
      <div className="admin-form__actions">
        <button type="submit" className="admin-btn" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save interview kit'}
        </button>
        <span role="status" aria-live="polite">
          {status}
        </span>
      </div>
    </ContractFormElement>
  );
}
