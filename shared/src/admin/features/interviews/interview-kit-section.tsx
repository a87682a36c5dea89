/**
 * The job's interview kit (on the job form): what interviewers rate ("Kubernetes",
 * "Communication") and optional questions, one a line. Saved on its own; shown for a saved job.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import type { InterviewKit } from '../../../contract/scheduling';
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

function KitForm({ jobId, saved }: { jobId: string; saved: InterviewKit }) {
  const api = useAdminApi();
  const [attributes, setAttributes] = useState(saved.attributes.join('\n'));
  const [questions, setQuestions] = useState(saved.questions.join('\n'));
  const [status, setStatus] = useState('');
  const save = useMutation({
    mutationFn: () =>
      api.interviewKits.set({
        params: { id: jobId },
        body: { attributes: lines(attributes), questions: lines(questions) },
      }),
    onSuccess: () => setStatus('Interview kit saved.'),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    save.mutate();
  }

  return (
    <form className="admin-form" onSubmit={submit} aria-label="Interview kit">
      {save.error && (
        <Banner kind="error">
          {serverMessageOr(save.error, 'Failed to save the interview kit')}
        </Banner>
      )}
      <label className="admin-field">
        <span className="admin-field__label">Things to assess (one a line)</span>
        <textarea
          className="admin-textarea"
          rows={4}
          value={attributes}
          placeholder={'Kubernetes\nCommunication'}
          onChange={(e) => setAttributes(e.target.value)}
        />
      </label>
      <label className="admin-field">
        <span className="admin-field__label">Questions (optional, one a line)</span>
        <textarea
          className="admin-textarea"
          rows={4}
          value={questions}
          onChange={(e) => setQuestions(e.target.value)}
        />
      </label>
      <div className="admin-form__actions">
        <button type="submit" className="admin-btn" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save interview kit'}
        </button>
        <span role="status" aria-live="polite">
          {status}
        </span>
      </div>
    </form>
  );
}
