/**
 * A client's answer on a submitted candidate, as the application page and the job order show it:
 * the decision, reason and note, and with "Interview" the times the hiring manager proposed, each
 * with "Schedule at this time". That opens the application's own scheduling form (given by the
 * page that places this feature: features stand alone), starting at that time, for the client's
 * interview: the hiring manager is invited too. The interview scheduled from the submittal shows
 * here, as the client's review page shows it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { InterviewState } from '../../../contract/booking';
import { REVIEW_DECISION_LABELS, type Submittal } from '../../../contract/staffing';
import { useCan } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { formatDateTime } from '../../ui/format-date';

/** What the scheduling form needs to open for a client's proposed time. */
export interface ScheduleRequest {
  applicationId: string;
  submittalId: string;
  clientName: string;
  /** The proposed time (an ISO instant): the form starts there. */
  startsAt: string;
  onClose: () => void;
  onScheduled: (answer: { id: string; bookingUrl?: string | undefined }) => void;
}
/** Renders the scheduling form (a dialog) for a request. */
export type ScheduleFromAnswer = (request: ScheduleRequest) => ReactNode;

type Answer = Submittal['answers'][number];

const INTERVIEW_TEXT: Record<InterviewState, string> = {
  pending: 'Interview: waiting for the candidate to pick a time',
  confirmed: 'Interview booked',
  cancelled: 'Interview cancelled',
};

function ProposedTimes({
  answer,
  bookedAt,
  onSchedule,
}: {
  answer: Answer;
  /** The booked interview's time: that one is not offered again. */
  bookedAt: number | null;
  onSchedule: ((startsAt: string) => void) | undefined;
}) {
  const id = useId();
  const now = Date.now();
  return (
    <div className="admin-staffing__proposed">
      <span id={`${id}-label`} className="admin-muted">
        Times the client proposed:
      </span>
      <ul aria-labelledby={`${id}-label`}>
        {answer.proposedTimes.map((at, i) => {
          const passed = Date.parse(at) <= now;
          return (
            <li key={at}>
              <time id={`${id}-${i}`} dateTime={at}>
                {formatDateTime(at)}
              </time>
              {Date.parse(at) === bookedAt ? (
                <span className="admin-badge admin-badge--success">Booked</span>
              ) : passed ? (
                <span className="admin-muted"> (passed)</span>
              ) : (
                onSchedule && (
                  <button
                    type="button"
                    className="admin-btn admin-btn--secondary admin-btn--small"
                    aria-describedby={`${id}-${i}`}
                    onClick={() => onSchedule(at)}
                  >
                    Schedule at this time
                  </button>
                )
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The client's answers on one submittal (the latest first; `latestOnly` for a short list). */
export function ClientAnswers({
  submittal,
  schedule,
  latestOnly = false,
}: {
  submittal: Submittal;
  schedule?: ScheduleFromAnswer | undefined;
  latestOnly?: boolean;
}) {
  const may = useCan();
  const queryClient = useQueryClient();
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const answers = latestOnly ? submittal.answers.slice(0, 1) : submittal.answers;
  // Scheduling is the business of those who handle applications (sales see the desk too).
  const onSchedule =
    schedule && may('applications') && submittal.status !== 'placed'
      ? (at: string) => {
          setDone(null);
          setStartsAt(at);
        }
      : undefined;
  const interview = submittal.interview;
  const bookedAt =
    interview?.status === 'confirmed' && interview.startsAt ? Date.parse(interview.startsAt) : null;

  return (
    <>
      {answers.map((a) => (
        <div key={a.at} className="admin-staffing__answer">
          <span className="admin-muted">
            Client: {REVIEW_DECISION_LABELS[a.decision]}
            {a.reason ? ` (${a.reason})` : ''}
            {a.note ? `: “${a.note}”` : ''}
          </span>
          {a.proposedTimes.length > 0 && (
            <ProposedTimes answer={a} bookedAt={bookedAt} onSchedule={onSchedule} />
          )}
        </div>
      ))}
      {interview && (
        <span className="admin-staffing__answer">
          {INTERVIEW_TEXT[interview.status]}
          {interview.startsAt ? `: ${formatDateTime(interview.startsAt)}` : ''}
        </span>
      )}
      {done && <Banner kind="success">{done}</Banner>}
      {startsAt &&
        schedule?.({
          applicationId: submittal.applicationId,
          submittalId: submittal._id,
          clientName: submittal.clientName,
          startsAt,
          onClose: () => setStartsAt(null),
          onScheduled: (answer) => {
            setStartsAt(null);
            setDone(
              answer.bookingUrl
                ? 'The booking link was e-mailed to the candidate; the hiring manager is invited once a time is booked.'
                : 'Scheduled: the invitations are on their way, the hiring manager’s too.',
            );
            void Promise.all(
              [['interviews'], ['submittals'], ['job-order']].map((queryKey) =>
                queryClient.invalidateQueries({ queryKey }),
              ),
            );
          },
        })}
    </>
  );
}
