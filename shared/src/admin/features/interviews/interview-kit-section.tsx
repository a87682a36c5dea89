/**
 * The job's interview kit (on the job form): what interviewers rate ("Kubernetes",
 * "Communication") and optional questions, one a line. Saved on its own; shown for a saved job.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
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
    queryFn: () => api.getInterviewKit(id),
    enabled: id !== 'new',
  });
  const [attributes, setAttributes] = useState('');
  const [questions, setQuestions] = useState('');
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (!query.data) return;
    setAttributes(query.data.attributes.join('\n'));
    setQuestions(query.data.questions.join('\n'));
  }, [query.data]);
  const save = useMutation({
    mutationFn: () =>
      api.saveInterviewKit(id, { attributes: lines(attributes), questions: lines(questions) }),
    onSuccess: () => setStatus('Interview kit saved.'),
  });
  if (id === 'new') return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    save.mutate();
  }

  return (
    <form
      className="admin-card admin-card--padded admin-form"
      onSubmit={submit}
      aria-labelledby="kit-title"
    >
      <h2 id="kit-title">Interview kit</h2>
      <p className="admin-muted">
        What each interviewer rates on their scorecard (strong no, no, yes, strong yes), and
        questions to ask.
      </p>
      {(query.error || save.error) && (
        <Banner kind="error">
          {serverMessageOr(query.error ?? save.error, 'Failed to save the interview kit')}
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
        <button type="submit" className="admin-btn" disabled={save.isPending || query.isPending}>
          {save.isPending ? 'Saving...' : 'Save interview kit'}
        </button>
        <span role="status" aria-live="polite">
          {status}
        </span>
      </div>
    </form>
  );
}
