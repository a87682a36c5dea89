/**
 * The candidate's own page, by the private link of their acknowledgement (`/my-application/{token}`):
 * the job, the status in their words, the messages exchanged, a message to the recruiter,
 * "Withdraw my application" and "Delete my data". Never cached, `noindex`, nothing from another
 * site; a wrong link shows the site's 404 page, as a missing page does.
 */
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { ApplicationStatusView, CandidateMessage } from '@northbeam/shared/contract/status';
import {
  CANDIDATE_STATUSES,
  CANDIDATE_STATUS_LABELS,
} from '@northbeam/shared/contract/status-page';
import {
  DeleteRequestForm,
  MessageForm,
  SentBanner,
  WithdrawForm,
} from '../features/status/status-forms';
import { formatDateTime } from '../features/status/status-time';
import { readsOf } from '../lib/api';
import { formatDate, isNotFound } from '../lib/format';
import { PageMeta } from '../ui/page-meta';
import '../features/status/status.css';

export async function loader({ params, context }: LoaderFunctionArgs) {
  try {
    return { view: await readsOf(context).applicationStatus(params.token ?? '') };
  } catch (error) {
    // A wrong, revoked or expired link: the 404 page, as any missing page.
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
}

function StatusSteps({ view }: { view: ApplicationStatusView }) {
  const current = CANDIDATE_STATUSES.indexOf(view.status);
  return (
    <ol className="status-steps" aria-label="Where your application is">
      {CANDIDATE_STATUSES.map((status, i) => (
        <li
          key={status}
          className={`status-steps__step${i < current ? ' status-steps__step--done' : ''}${i === current ? ' status-steps__step--current' : ''}`}
          aria-current={i === current ? 'step' : undefined}
        >
          {CANDIDATE_STATUS_LABELS[status]}
        </li>
      ))}
    </ol>
  );
}

function Message({ message }: { message: CandidateMessage }) {
  return (
    <li className={`status-message status-message--${message.direction}`}>
      <p className="status-message__meta">
        <strong>{message.from}</strong>
        <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
      </p>
      {message.subject ? <p className="status-message__subject">{message.subject}</p> : null}
      <p className="status-message__text">{message.text}</p>
    </li>
  );
}

export function Component() {
  const { view } = useLoaderData() as { view: ApplicationStatusView };
  const job = view.jobTitle || 'a job that is no longer listed';
  return (
    <>
      <PageMeta
        title="Your application"
        description="The status of your application, your messages with our recruiters."
        noindex
      />
      <section className="section">
        <div className="container status-page">
          <header className="status-page__header">
            <p className="eyebrow">Your application</p>
            <h1>{job}</h1>
            <p className="status-page__applied">
              Applied on <time dateTime={view.appliedAt}>{formatDate(view.appliedAt)}</time>
            </p>
          </header>

          <div className="card status-card" aria-labelledby="status-title">
            <h2 id="status-title">
              Status: <span className="status-card__word">{view.statusLabel}</span>
            </h2>
            <StatusSteps view={view} />
            <p>{view.statusText}</p>
            {view.withdrawnAt ? (
              <p>
                You withdrew this application on{' '}
                <time dateTime={view.withdrawnAt}>{formatDate(view.withdrawnAt)}</time>.
              </p>
            ) : null}
            {view.linkExpiresAt ? (
              <p className="status-page__note">
                This page stays available until{' '}
                <time dateTime={view.linkExpiresAt}>{formatDate(view.linkExpiresAt)}</time>.
              </p>
            ) : null}
          </div>

          <section className="status-page__part" aria-labelledby="messages-title">
            <h2 id="messages-title">Messages</h2>
            {view.messages.length ? (
              <ol className="status-messages">
                {view.messages.map((message) => (
                  <Message key={message.id} message={message} />
                ))}
              </ol>
            ) : (
              <p>No messages yet.</p>
            )}
            <h3>Write to the recruiter</h3>
            <p className="status-page__note">
              Your message goes with your application; the recruiter replies by e-mail.
            </p>
            <MessageForm />
          </section>

          <section className="status-page__part" aria-labelledby="withdraw-title">
            <h2 id="withdraw-title">Withdraw my application</h2>
            {view.canWithdraw ? (
              <>
                <p>
                  If you no longer want to be considered for this job, withdraw your application. We
                  will tell the recruiter. You can tell us why, if you like.
                </p>
                <WithdrawForm />
              </>
            ) : (
              <>
                <SentBanner form="status-withdraw" />
                <p>This application is closed: there is nothing to withdraw.</p>
              </>
            )}
          </section>

          <section className="status-page__part" aria-labelledby="delete-title">
            <h2 id="delete-title">Delete my data</h2>
            <p>
              We delete everything we hold under your e-mail address: this application and any
              other, your resume, the messages we exchanged and any other request you sent us. To
              make sure it is you, we first e-mail you a link to confirm.
            </p>
            <DeleteRequestForm />
          </section>
        </div>
      </section>
    </>
  );
}
