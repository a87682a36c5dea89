/**
 * "People who may fit" on a job's page: past applicants (not hired, not withdrawn, not erased)
 * whose resumes best match the job's title and requirements, with the words that matched, each
 * with "Invite to apply": a candidate e-mail (through the outbox, recorded on their application)
 * with the job's link, written before it is sent. Recruiters and whoever sees applications.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PastCandidate } from '../../../contract/search';
import { statusLabel } from '../../../contract/status-labels';
import { useAdminApi, useAssetUrl, useCan } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { formatDate } from '../../ui/format-date';
import { InviteComposer } from './invite-composer';
import './past-candidates.css';
import { adminPaths } from '../../app/admin-paths';

function invitation(jobTitle: string, link: string) {
  return {
    subject: `A role that may suit you: ${jobTitle}`,
    body: `Hello {firstName},\n\nYou applied to {company} before, and a new role may suit you: ${jobTitle}.\n\nRead about it and apply here: ${link}\n\nBest regards,\nThe {company} recruiting team`,
  };
}

export function PastCandidates({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const may = useCan();
  if (!may('applications')) return null;
  return <PastCandidateList jobId={jobId} jobTitle={jobTitle} />;
}

function PastCandidateList({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const api = useAdminApi();
  const query = useQuery({
    queryKey: ['past-candidates', jobId],
    queryFn: () => api.search.pastCandidates({ params: { id: jobId } }),
  });
  const candidates = query.data?.candidates;
  return (
    <section
      className="admin-card admin-card--padded admin-past-candidates"
      aria-labelledby="past-candidates-title"
    >
      <h2 id="past-candidates-title">People who may fit</h2>
      <p className="admin-muted">
        Past applicants whose resumes best match this job’s title and requirements.
      </p>
      {query.isError && (
        <Banner kind="error">
          {serverMessageOr(query.error, 'Failed to load the people who may fit')}
        </Banner>
      )}
      {query.isPending && <p className="admin-muted">Looking through past resumes…</p>}
      {candidates?.length === 0 && <p className="admin-muted">Nobody yet.</p>}
      {candidates && candidates.length > 0 && (
        <ul className="admin-past-candidates__list">
          {candidates.map((candidate) => (
            <PastCandidateItem
              key={candidate.applicationId}
              candidate={candidate}
              jobId={jobId}
              jobTitle={jobTitle}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function PastCandidateItem({
  candidate,
  jobId,
  jobTitle,
}: {
  candidate: PastCandidate;
  jobId: string;
  jobTitle: string;
}) {
  const api = useAdminApi();
  const assetUrl = useAssetUrl();
  const ids = useId();
  const [draft, setDraft] = useState<{ subject: string; body: string } | null>(null);
  const [sent, setSent] = useState('');

  function startInvite() {
    // The job's public page, on this server (the desktop app's host gives its address).
    const link = new URL(assetUrl(`/careers/${jobId}`), window.location.origin).href;
    setDraft(invitation(jobTitle || 'a new role', link));
    setSent('');
  }

  const send = async (email: { subject: string; body: string }) => {
    const queued = await api.applications.email({
      params: { id: candidate.applicationId },
      body: email,
    });
    setDraft(null);
    setSent(
      queued.emailed
        ? `Invitation queued for ${candidate.fullName}.`
        : 'No mail server is configured: the invitation waits in the Outbox.',
    );
  };

  return (
    <li className="admin-past-candidates__item">
      <div className="admin-past-candidates__who">
        <Link to={adminPaths.application(candidate.applicationId)}>{candidate.fullName}</Link>
        <span className="admin-muted">
          {' '}
          · {candidate.lastJobTitle ?? 'Job removed'} · {statusLabel(candidate.status)} ·{' '}
          {formatDate(candidate.appliedAt)}
        </span>
      </div>
      <p className="admin-past-candidates__why">
        Matches: {candidate.matchedWords.join(', ') || '—'}
      </p>
      {sent && <p role="status">{sent}</p>}
      {!draft ? (
        <button
          type="button"
          className="admin-btn admin-btn--secondary admin-btn--small"
          onClick={startInvite}
        >
          Invite to apply
        </button>
      ) : (
        <InviteComposer
          to={candidate.email}
          draft={draft}
          send={send}
          cancel={() => setDraft(null)}
          idPrefix={`invite-${ids}`}
        />
      )}
    </li>
  );
}
