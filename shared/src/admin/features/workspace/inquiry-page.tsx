/** One lead, whole: a contact message or a consultation request, and the workspace. */
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CONSULTATION_STATUSES, CONTACT_STATUSES } from '../../../contract/constants';
import type { ConsultationDetail, ContactDetail } from '../../../contract/workspace';
import { useAdminApi } from '../../app/admin-platform-context';
import { AfterFirstPaint } from '../../ui/after-first-paint';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { formatDateTime } from '../../ui/format-date';
import { StatusSelect } from '../../ui/list/list-controls';
import { LoadingScreen } from '../../ui/loading-screen';
import { ConversationSection } from './conversation-section';
import { useSubmissionDetail } from './use-submission-detail';
import { WorkspacePanel } from './workspace-panel';
import { adminPaths, type DashboardTab } from '../../app/admin-paths';
import { AttributionPanel } from './attribution-panel';

type Kind = 'contact' | 'consultation';
type Detail = ContactDetail | ConsultationDetail;

const TAB: Record<Kind, { tab: DashboardTab; label: string }> = {
  contact: { tab: 'contacts', label: 'Contact Submissions' },
  consultation: { tab: 'consultations', label: 'Consultation Requests' },
};

/**
 * `call`: a consultation's call (scheduling); `client`: the staffing desk's "Make a client"
 * (both from admin-routes).
 */
export function InquiryPage({
  kind,
  call,
  client,
}: {
  kind: Kind;
  call?: ReactNode;
  client?: ReactNode;
}) {
  const { id = '' } = useParams();
  const api = useAdminApi();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const calls = useCallback(
    () =>
      kind === 'contact'
        ? {
            get: () => api.contact.get({ params: { id } }),
            note: (body: string) => api.contact.addNote({ params: { id }, body: { body } }),
            assign: (who: string | null) =>
              api.contact.assign({ params: { id }, body: { assigneeId: who } }),
            email: (subject: string, body: string) =>
              api.contact.email({ params: { id }, body: { subject, body } }),
            status: (s: string) =>
              api.contact.updateStatus({
                params: { id },
                body: { status: s as ContactDetail['status'] },
              }),
          }
        : {
            get: () => api.consultation.get({ params: { id } }),
            note: (body: string) => api.consultation.addNote({ params: { id }, body: { body } }),
            assign: (who: string | null) =>
              api.consultation.assign({ params: { id }, body: { assigneeId: who } }),
            email: (subject: string, body: string) =>
              api.consultation.email({ params: { id }, body: { subject, body } }),
            status: (s: string) =>
              api.consultation.updateStatus({
                params: { id },
                body: { status: s as ConsultationDetail['status'] },
              }),
          },
    [api, id, kind],
  );

  const {
    detail,
    loadError,
    reload: load,
    show: setDetail,
  } = useSubmissionDetail<Detail>([kind, id], () => calls().get(), 'Failed to load this request');

  const back = (
    <Link to={adminPaths.dashboard(TAB[kind].tab)} className="admin-btn admin-btn--secondary">
      Back to {TAB[kind].label}
    </Link>
  );
  if (!detail) {
    return loadError ? (
      <main className="admin-page">
        <Banner kind="error">{loadError}</Banner>
        {back}
      </main>
    ) : (
      <LoadingScreen />
    );
  }

  async function changeStatus(status: string) {
    setBusy(true);
    setError('');
    try {
      await calls().status(status);
      await load();
    } catch (caught) {
      setError(serverMessageOr(caught, 'Failed to change the status'));
    } finally {
      setBusy(false);
    }
  }

  const name = `${detail.firstName} ${detail.lastName}`.trim();
  return (
    <main className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{name}</h1>
        {back}
      </div>
      {error && <Banner kind="error">{error}</Banner>}
      <div className="admin-detail">
        <article
          className="admin-card admin-card--padded"
          aria-label={kind === 'contact' ? 'Contact message' : 'Consultation request'}
        >
          <dl className="admin-detail__fields">
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${detail.email}`}>{detail.email}</a>
            </dd>
            {'phone' in detail && detail.phone && (
              <>
                <dt>Phone</dt>
                <dd>{detail.phone}</dd>
              </>
            )}
            {detail.company && (
              <>
                <dt>Company</dt>
                <dd>{detail.company}</dd>
              </>
            )}
            <dt>Received</dt>
            <dd>{formatDateTime(detail.createdAt)}</dd>
            <dt>Status</dt>
            <dd>
              <StatusSelect
                value={detail.status}
                options={kind === 'contact' ? CONTACT_STATUSES : CONSULTATION_STATUSES}
                label="Status"
                disabled={busy}
                onChange={(s) => void changeStatus(s)}
              />
            </dd>
          </dl>
          {detail.spam && (
            <Banner kind="info">
              {detail.spam.verdict === 'spam' ? 'Kept as spam' : 'Possible spam'}:{' '}
              {detail.spam.reason}
            </Banner>
          )}
          <h2>Message</h2>
          <p className="admin-detail__text">{detail.message}</p>
          <AfterFirstPaint>
            {call}
            <AttributionPanel attribution={detail.attribution} />
            {client}
          </AfterFirstPaint>
        </article>
        <AfterFirstPaint>
          {/* The conversation with the lead, e-mails written from it included. */}
          <ConversationSection
            kind={kind}
            id={id}
            data={detail}
            reload={load}
            recipient={`${name} <${detail.email}>`}
            templates={[
              {
                label: 'Reply',
                subject: kind === 'contact' ? 'Re: your message' : 'Re: your consultation request',
                body: 'Hello {firstName},\n\nThank you for getting in touch.\n\n',
              },
            ]}
            sendEmail={async (subject, body) => {
              const queued = await calls().email(subject, body);
              await load();
              return queued;
            }}
          />
          <WorkspacePanel
            kind={kind}
            data={detail}
            addNote={async (body) => {
              await calls().note(body);
              await load();
            }}
            assign={async (who) => setDetail(await calls().assign(who))}
          />
        </AfterFirstPaint>
      </div>
    </main>
  );
}
