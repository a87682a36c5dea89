/**
 * The application page's interviews: "Schedule an interview", each interview with its state,
 * reschedule and cancel, and, once booked, the scorecards side by side with who is missing.
 * Reads the application's id from the page's address.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { CopyButton } from '../../ui/copy-button';
import { serverMessageOr } from '../../ui/error-message';
import { InterviewCard } from './interview-card';
import { ScheduleInterviewDialog } from './schedule-interview-dialog';
import { ScorecardsPanel } from './scorecards-panel';
import './interviews.css';

export function InterviewsPanel() {
  const { id = '' } = useParams();
  const api = useAdminApi();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['interviews', 'application', id],
    queryFn: () => api.interviews.listForApplication({ params: { id } }).then(({ items }) => items),
  });
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<{ url?: string | undefined; done: string } | null>(null);

  return (
    <section aria-labelledby="interviews-title">
      <div className="admin-interview__head">
        <h2 id="interviews-title">Interviews</h2>
        <button type="button" className="admin-btn admin-btn--small" onClick={() => setOpen(true)}>
          Schedule an interview
        </button>
      </div>
      {link && (
        <Banner kind="success">
          {link.done}
          {link.url && (
            <>
              {' '}
              <CopyButton text={link.url} label="Copy the booking link" />
            </>
          )}
        </Banner>
      )}
      {query.error && (
        <Banner kind="error">
          {serverMessageOr(query.error, 'Failed to load the interviews')}
        </Banner>
      )}
      {query.data?.length === 0 && <p className="admin-muted">No interview yet.</p>}
      <ul className="admin-interviews">
        {query.data?.map((interview, i) => (
          <InterviewCard
            key={interview._id}
            interview={interview}
            title={`Interview ${query.data.length - i}`}
          >
            {interview.status === 'confirmed' && (
              <ScorecardsPanel
                interviewId={interview._id}
                about={`interview ${query.data.length - i}`}
              />
            )}
          </InterviewCard>
        ))}
      </ul>
      {open && (
        <ScheduleInterviewDialog
          applicationId={id}
          open={open}
          onClose={() => setOpen(false)}
          onScheduled={(answer) => {
            setOpen(false);
            setLink(
              answer.bookingUrl
                ? {
                    url: answer.bookingUrl,
                    done: 'The booking link was e-mailed to the candidate.',
                  }
                : { done: 'Scheduled: the invitations are on their way.' },
            );
            void client.invalidateQueries({ queryKey: ['interviews'] });
          }}
        />
      )}
    </section>
  );
}
