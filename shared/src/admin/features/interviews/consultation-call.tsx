/** The consultation request's call: booked by the visitor (when, with whom), or not yet. */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { InterviewCard } from './interview-card';
import './interviews.css';

export function ConsultationCall() {
  const { id = '' } = useParams();
  const api = useAdminApi();
  const query = useQuery({
    queryKey: ['interviews', 'consultation', id],
    queryFn: () => api.consultationCalls.get({ params: { id } }),
  });
  const call = query.data?.call;
  return (
    <section aria-labelledby="call-title">
      <h2 id="call-title">Call</h2>
      {query.error && (
        <Banner kind="error">{serverMessageOr(query.error, 'Failed to load the call')}</Banner>
      )}
      {query.data && !call && <p className="admin-muted">No call was offered for this request.</p>}
      {call && call.status === 'pending' && (
        <p className="admin-muted">The visitor has not picked a time for the call yet.</p>
      )}
      {call && call.status !== 'pending' && (
        <ul className="admin-interviews">
          <InterviewCard interview={call} title="Consultation call" />
        </ul>
      )}
    </section>
  );
}
