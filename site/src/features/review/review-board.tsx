/**
 * A client's hiring manager reviews the candidates submitted for their job orders: each with the
 * recruiter's summary and the blind resume (readable in the page, and as the PDF), and three
 * answers: "Interview" (up to three proposed times, in their own time zone, and a note), "Not a
 * fit" (a reason from the list and a note), "Question". An answer is sent at once and shows under
 * the candidate; once the recruiter books the interview, the candidate shows "Interview booked"
 * with its time (moved or cancelled later, it says so).
 */
import { useId, useState, type FormEvent } from 'react';
import {
  MAX_PROPOSED_TIMES,
  NOT_A_FIT_REASONS,
  PROPOSE_WITHIN_DAYS,
  proposedTimes as proposedTimesSchema,
  REVIEW_DECISION_LABELS,
  REVIEW_DECISIONS,
  type ReviewCandidate,
  type ReviewDecision,
  type ReviewView,
} from '@northbeam/shared/contract/review';
import { INTERVIEW_MODE_LABELS } from '@northbeam/shared/contract/booking';
import { isApiError, reviewApi } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { detectedTimeZone } from '../../lib/time-zone';
import { Banner } from '../../ui/banner';
import { formatClock, formatWhen, instantOf, proposalBounds, useVisitorZone } from './review-times';
import './review.css';

const NOTE_LABELS: Record<ReviewDecision, string> = {
  interview: 'Anything else about the interview (optional)',
  not_a_fit: 'Note (optional)',
  question: 'Your question',
};

const CHOICES = ['First choice', 'Second choice (optional)', 'Third choice (optional)'];
const NO_TIMES = Array.from({ length: MAX_PROPOSED_TIMES }, () => '');

/**
 * The filled inputs as instants, checked with the contract's own rule (future, within the
 * window, distinct): the errors by input.
 */
function checkTimes(values: string[]): { times: string[]; errors: Record<number, string> } {
  const filled = values.map((v, i) => ({ at: instantOf(v), input: i })).filter((t) => t.at);
  if (!filled.length) return { times: [], errors: { 0: 'Propose at least one time.' } };
  const result = proposedTimesSchema.safeParse(filled.map((t) => t.at));
  if (result.success) return { times: result.data, errors: {} };
  const errors: Record<number, string> = {};
  for (const issue of result.error.issues) {
    const index = typeof issue.path[0] === 'number' ? issue.path[0] : 0;
    const input = filled[index]?.input ?? 0;
    // "Proposed time 2 is…" counts the filled ones; the page names its own inputs.
    errors[input] ??= issue.message.replace(/^Proposed time \d+/, 'This time');
  }
  return { times: [], errors };
}

function ProposedTimeFields({
  id,
  values,
  errors,
  zone,
  onChange,
}: {
  id: string;
  values: string[];
  errors: Record<number, string>;
  zone: string;
  onChange: (values: string[]) => void;
}) {
  const bounds = proposalBounds();
  return (
    <fieldset className="review__times" aria-describedby={`${id}-times-hint`}>
      <legend>Times that suit you for an interview</legend>
      <p id={`${id}-times-hint`} className="field__hint">
        {`Up to ${MAX_PROPOSED_TIMES}, within the next ${PROPOSE_WITHIN_DAYS} days, in your time zone (${zone}). We book one and send you the calendar invitation.`}
      </p>
      {CHOICES.map((label, i) => {
        const error = errors[i];
        return (
          <div key={label} className={`field${error ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`${id}-time-${i}`}>
              {label}
            </label>
            <input
              id={`${id}-time-${i}`}
              className="field__control"
              type="datetime-local"
              min={bounds.min}
              max={bounds.max}
              value={values[i]}
              required={i === 0}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-time-${i}-error` : undefined}
              onChange={(e) => onChange(values.map((v, j) => (j === i ? e.target.value : v)))}
            />
            {error && (
              <p id={`${id}-time-${i}-error`} className="field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

function AnswerForm({
  token,
  candidate,
  zone,
  onAnswered,
}: {
  token: string;
  candidate: ReviewCandidate;
  zone: string;
  onAnswered: (view: ReviewView) => void;
}) {
  const id = useId();
  const [decision, setDecision] = useState<ReviewDecision | ''>('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [times, setTimes] = useState(NO_TIMES);
  const [timeErrors, setTimeErrors] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!decision) {
      setError('Choose an answer.');
      return;
    }
    const checked = decision === 'interview' ? checkTimes(times) : { times: [], errors: {} };
    setTimeErrors(checked.errors);
    if (Object.keys(checked.errors).length) {
      setError('Check the proposed times.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      const api = await reviewApi();
      const zone = detectedTimeZone();
      const view = await api.answerReview(token, candidate._id, {
        decision,
        ...(decision === 'not_a_fit' && reason
          ? { reason: reason as (typeof NOT_A_FIT_REASONS)[number] }
          : {}),
        note,
        ...(checked.times.length ? { proposedTimes: checked.times } : {}),
        ...(zone ? { timeZone: zone } : {}),
      });
      setDecision('');
      setReason('');
      setNote('');
      setTimes(NO_TIMES);
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
      {decision === 'interview' && (
        <ProposedTimeFields
          id={id}
          values={times}
          errors={timeErrors}
          zone={zone}
          onChange={setTimes}
        />
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

/** The interview the recruiter booked from this candidate, as it is now. */
function InterviewState({
  interview,
  zone,
}: {
  interview: NonNullable<ReviewCandidate['interview']>;
  zone: string;
}) {
  const when = interview.startsAt ? formatWhen(interview.startsAt, zone) : '';
  const until = interview.endsAt ? formatClock(interview.endsAt, zone) : '';
  if (interview.status === 'confirmed') {
    return (
      <p className="review__interview">
        <strong>Interview booked</strong>:{' '}
        <time dateTime={interview.startsAt ?? undefined}>
          {when}
          {until ? `–${until}` : ''}
        </time>{' '}
        ({zone}), {INTERVIEW_MODE_LABELS[interview.mode].toLowerCase()}. The calendar invitation is
        in your inbox.
      </p>
    );
  }
  if (interview.status === 'cancelled') {
    return (
      <p className="review__interview review__interview--cancelled">
        <strong>Interview cancelled</strong>
        {when ? ` (it was set for ${when}, ${zone})` : ''}. Your recruiter will be in touch.
      </p>
    );
  }
  return (
    <p className="review__interview">
      <strong>Interview being arranged</strong>: the candidate is choosing a time; you will get the
      calendar invitation.
    </p>
  );
}

function CandidateCard({
  token,
  candidate,
  zone,
  onAnswered,
}: {
  token: string;
  candidate: ReviewCandidate;
  zone: string;
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
          {candidate.answer.proposedTimes.length > 0 && (
            <>
              {' '}
              {`Times you proposed (${zone}): `}
              {candidate.answer.proposedTimes.map((at) => formatWhen(at, zone)).join('; ')}.
            </>
          )}
        </p>
      )}
      {candidate.interview && <InterviewState interview={candidate.interview} zone={zone} />}
      <AnswerForm token={token} candidate={candidate} zone={zone} onAnswered={onAnswered} />
    </article>
  );
}

export function ReviewBoard({ token, initial }: { token: string; initial: ReviewView }) {
  const [view, setView] = useState(initial);
  const zone = useVisitorZone();
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
          <CandidateCard key={c._id} token={token} candidate={c} zone={zone} onAnswered={setView} />
        ))
      )}
    </div>
  );
}
