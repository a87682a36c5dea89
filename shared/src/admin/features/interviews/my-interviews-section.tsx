/**
 * The account page's "My interviews": the interviews and calls one takes part in, whatever one's
 * role (an engineer interviewing need not see job applications), to move or cancel them and to
 * write one's scorecard.
 */
import { useQuery } from '@tanstack/react-query';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { formatDateTime } from '../../ui/format-date';
import { InterviewCard } from './interview-card';
import { ScorecardsPanel } from './scorecards-panel';
import './interviews.css';

export function MyInterviewsSection() {
  const api = useAdminApi();
  const query = useQuery({
    queryKey: ['interviews', 'mine'],
    queryFn: () => api.interviews.mine().then(({ items }) => items),
  });
  const live = query.data?.filter((i) => i.status !== 'cancelled') ?? [];
  return (
    <section className="admin-card admin-card--padded" aria-labelledby="my-interviews-title">
      <h2 id="my-interviews-title">My interviews</h2>
      {query.error && (
        <Banner kind="error">
          {serverMessageOr(query.error, 'Failed to load your interviews')}
        </Banner>
      )}
      {query.data && live.length === 0 && (
        <p className="admin-muted">No interview or call with you at the moment.</p>
      )}
      <ul className="admin-interviews">
        {live.map((interview) => (
          <InterviewCard
            key={interview._id}
            interview={interview}
            title={`${interview.kind === 'interview' ? 'Interview' : 'Call'} with ${interview.candidate.name}`}
          >
            {interview.kind === 'interview' && interview.status === 'confirmed' && (
              <ScorecardsPanel
                interviewId={interview._id}
                about={`${interview.candidate.name}, ${formatDateTime(interview.startsAt!)}`}
              />
            )}
          </InterviewCard>
        ))}
      </ul>
    </section>
  );
}
