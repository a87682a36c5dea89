/** One interview or call: when, how, with whom, its state; move or cancel it from here. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { INTERVIEW_MODE_LABELS } from '../../../contract/booking';
import type { Interview } from '../../../contract/scheduling';
import { Field } from '../../../forms/field';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { serverMessageOr } from '../../ui/error-message';
import { formatDateTime, localInputValue } from '../../ui/format-date';
import './interviews.css';

const STATE: Record<Interview['status'], { label: string; badge: string }> = {
  pending: { label: 'Waiting for a time', badge: 'admin-badge--warning' },
  confirmed: { label: 'Booked', badge: 'admin-badge--success' },
  cancelled: { label: 'Cancelled', badge: 'admin-badge--muted' },
};

export function InterviewCard({
  interview,
  title,
  children,
}: {
  interview: Interview;
  title: string;
  children?: ReactNode;
}) {
  const api = useAdminApi();
  const client = useQueryClient();
  const [moving, setMoving] = useState(false);
  const [startsAt, setStartsAt] = useState(localInputValue(interview.startsAt));
  const [confirming, setConfirming] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ['interviews'] });
  const move = useMutation({
    mutationFn: () =>
      api.interviews.reschedule({
        params: { id: interview._id },
        body: { startsAt: new Date(startsAt).toISOString() },
      }),
    onSuccess: () => {
      setMoving(false);
      void refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: () => api.interviews.cancel({ params: { id: interview._id } }),
    onSuccess: () => {
      setConfirming(false);
      void refresh();
    },
  });
  const state = STATE[interview.status];
  const error = move.error ?? cancel.error;

  return (
    <li className="admin-interview">
      <div className="admin-interview__head">
        <strong>{title}</strong>
        <span className={`admin-badge ${state.badge}`}>{state.label}</span>
      </div>
      <div>
        {interview.startsAt
          ? formatDateTime(interview.startsAt)
          : 'No time yet: the booking link was e-mailed'}
        {' · '}
        {INTERVIEW_MODE_LABELS[interview.mode]}
        {interview.location ? `: ${interview.location}` : ''} · {interview.durationMinutes} min
      </div>
      <div className="admin-muted">
        With {interview.interviewers.map((p) => p.name || p.email).join(', ') || 'the sales team'}
      </div>
      {interview.hiringManager && (
        <div className="admin-muted">
          The client’s hiring manager is invited: {interview.hiringManager.name} (
          {interview.hiringManager.email})
        </div>
      )}
      {error && (
        <Banner kind="error">{serverMessageOr(error, 'Failed to change the interview')}</Banner>
      )}
      {interview.status !== 'cancelled' && (
        <div className="admin-interview__actions">
          {moving ? (
            <>
              <Field id={`interview-${interview._id}-move`} label="New date and time">
                {(aria) => (
                  <input
                    {...aria}
                    className="admin-input"
                    type="datetime-local"
                    value={startsAt}
                    onChange={(e) => setStartsAt(e.target.value)}
                  />
                )}
              </Field>
              <button
                type="button"
                className="admin-btn admin-btn--small"
                disabled={!startsAt || move.isPending}
                onClick={() => move.mutate()}
              >
                {move.isPending ? 'Saving...' : 'Move and notify'}
              </button>
              <button
                type="button"
                className="admin-btn admin-btn--secondary admin-btn--small"
                onClick={() => setMoving(false)}
              >
                Keep the time
              </button>
            </>
          ) : (
            <button
              type="button"
              className="admin-btn admin-btn--secondary admin-btn--small"
              onClick={() => setMoving(true)}
            >
              Reschedule
            </button>
          )}
          <button
            type="button"
            className="admin-btn admin-btn--link admin-btn--danger-link"
            onClick={() => setConfirming(true)}
          >
            Cancel {interview.kind === 'interview' ? 'interview' : 'call'}
          </button>
        </div>
      )}
      {children}
      <ConfirmDialog
        open={confirming}
        title={interview.kind === 'interview' ? 'Cancel this interview?' : 'Cancel this call?'}
        message="Everyone gets a cancellation, which takes it off their calendars."
        confirmLabel="Cancel it"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
