/**
 * A client's hiring manager reviews the candidates submitted for their job orders: each with the
 * recruiter's summary and the blind resume (readable in the page, and as the PDF), and three
 * answers: "Interview" (with the times that suit), "Not a fit" (a reason from the list and a
 * note), "Question". An answer is sent at once and shows under the candidate.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  NOT_A_FIT_REASONS,
  REVIEW_DECISION_LABELS,
  REVIEW_DECISIONS,
  type ReviewCandidate,
  type ReviewDecision,
  type ReviewView,
} from '@northbeam/shared/contract/review';
import { isApiError, reviewApi } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { Banner } from '../../ui/banner';
import './review.css';

const NOTE_LABELS: Record<ReviewDecision, string> = {
  interview: 'Times that suit you for an interview (optional)',
  not_a_fit: 'Note (optional)',
  question: 'Your question',
};

function AnswerForm({
  token,
  candidate,
  onAnswered,
}: {
  token: string;
  candidate: ReviewCandidate;
  onAnswered: (view: ReviewView) => void;
}) {
  const id = useId();
  const [decision, setDecision] = useState<ReviewDecision | ''>('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!decision) {
      setError('Choose an answer.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      const api = await reviewApi();
      const view = await api.answerReview(token, candidate._id, {
        decision,
        ...(decision === 'not_a_fit' && reason
          ? { reason: reason as (typeof NOT_A_FIT_REASONS)[number] }
          : {}),
        note,
      });
      setDecision('');
      setReason('');
      setNote('');
      onAnswered(view);
    } catch (caught) {
      setError(
        isApiError(caught)
          ? caught.message
          : 'Your answer could not be sent. Please try again in a moment.',
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="review__form" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className="review__decisions">
        <legend>{`Your answer on candidate ${candidate.label}`}</legend>
        {REVIEW_DECISIONS.map((d) => (
          <label key={d} className="review__decision">
            <input
              type="radio"
              name={`${id}-decision`}
              value={d}
              checked={decision === d}
              onChange={() => setDecision(d)}
            />
            {REVIEW_DECISION_LABELS[d]}
          </label>
        ))}
      </fieldset>
      {decision === 'not_a_fit' && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-reason`}>
            Reason
          </label>
          <select
            id={`${id}-reason`}
            className="field__control"
            value={reason}
            required
            onChange={(e) => setReason(e.target.value)}
          >
            <option value="">Choose a reason</option>
            {NOT_A_FIT_REASONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
      )}
      {decision && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-note`}>
            {NOTE_LABELS[decision]}
          </label>
          <textarea
            id={`${id}-note`}
            className="field__control"
            rows={3}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      )}
      {error && <Banner tone="error">{error}</Banner>}
      <div>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send answer'}
        </button>
      </div>
    </form>
  );
}

function CandidateCard({
  token,
  candidate,
  onAnswered,
}: {
  token: string;
  candidate: ReviewCandidate;
  onAnswered: (view: ReviewView) => void;
}) {
  const headingId = useId();
  return (
    <article className="review__candidate" aria-labelledby={headingId}>
      <h2 id={headingId} className="review__name">
        {`Candidate ${candidate.label}`}
        <span className="review__job">{candidate.jobTitle}</span>
      </h2>
      <p className="review__meta">Submitted {formatDate(candidate.submittedAt)}</p>
      <h3 className="review__subheading">Recruiter’s summary</h3>
      <p className="review__summary">{candidate.summary}</p>
      <details className="review__resume">
        <summary>Read the blind resume</summary>
        <div className="review__resume-text">
          {candidate.resumeText || 'The resume’s text is not available here; open the PDF.'}
        </div>
      </details>
      <p>
        <a href={candidate.resumeUrl} target="_blank" rel="noreferrer noopener">
          Open the blind resume (PDF)
        </a>
      </p>
      {candidate.answer && (
        <p className="review__answered" role="status">
          Your answer: <strong>{REVIEW_DECISION_LABELS[candidate.answer.decision]}</strong>
          {candidate.answer.reason ? ` (${candidate.answer.reason})` : ''}, sent{' '}
          {formatDate(candidate.answer.at)}.
        </p>
      )}
      <AnswerForm token={token} candidate={candidate} onAnswered={onAnswered} />
    </article>
  );
}

export function ReviewBoard({ token, initial }: { token: string; initial: ReviewView }) {
  const [view, setView] = useState(initial);
  return (
    <div className="review">
      <h1>Candidates for {view.clientName}</h1>
      <p className="review__intro">
        {view.contactName ? `Hello ${view.contactName}. ` : ''}These are the candidates we have put
        forward for your open roles. The resumes are blind: contact details are withheld until you
        want to meet someone. This link is yours alone and works until {formatDate(view.expiresAt)}.
      </p>
      {view.candidates.length === 0 ? (
        <Banner tone="info">No candidates have been submitted yet.</Banner>
      ) : (
        view.candidates.map((c) => (
          <CandidateCard key={c._id} token={token} candidate={c} onAnswered={setView} />
        ))
      )}
    </div>
  );
}
