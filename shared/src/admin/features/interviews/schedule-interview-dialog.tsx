/**
 * "Schedule an interview" from an application: interviewers from the team, duration, mode (a
 * video link, a phone number, or the address on site), and a fixed time or "let the candidate
 * choose" (a booking link e-mailed to them at once). Opened from a client's answer ("Schedule at
 * this time", the staffing desk) it starts at the time the hiring manager proposed and schedules
 * the client's interview: the submittal goes with it, and the hiring manager is invited too.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  INTERVIEW_MODE_LABELS,
  INTERVIEW_MODES,
  type InterviewMode,
} from '../../../contract/booking';
import { ApiError } from '../../../api-client/transport';
import { Field } from '../../../forms/field';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { localInputValue } from '../../ui/format-date';
import './interviews.css';

const DURATIONS = [30, 45, 60, 90, 120];
const LOCATION_LABEL: Record<InterviewMode, string> = {
  video: 'Video link (optional)',
  phone: 'Phone number (optional)',
  'on-site': 'Address',
};

export function ScheduleInterviewDialog({
  applicationId,
  open,
  onClose,
  onScheduled,
  forClient,
}: {
  applicationId: string;
  open: boolean;
  onClose: () => void;
  onScheduled: (answer: { id: string; bookingUrl?: string | undefined }) => void;
  /** The client's interview: their submittal, the time their hiring manager proposed. */
  forClient?: { submittalId: string; startsAt: string; clientName: string } | undefined;
}) {
  const api = useAdminApi();
  const ref = useRef<HTMLDialogElement>(null);
  const team = useQuery({
    queryKey: ['staff-directory'],
    queryFn: () => api.team.directory().then(({ items }) => items),
  });
  const [interviewers, setInterviewers] = useState<string[]>([]);
  const [duration, setDuration] = useState(45);
  const [mode, setMode] = useState<InterviewMode>('video');
  const [location, setLocation] = useState('');
  const [when, setWhen] = useState<'candidate' | 'fixed'>(forClient ? 'fixed' : 'candidate');
  const [startsAt, setStartsAt] = useState(localInputValue(forClient?.startsAt ?? null));
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const schedule = useMutation({
    mutationFn: () =>
      api.interviews.schedule({
        params: { id: applicationId },
        body: {
          interviewerIds: interviewers,
          durationMinutes: duration,
          mode,
          ...(location.trim() ? { location: location.trim() } : {}),
          ...(when === 'fixed' && startsAt ? { startsAt: new Date(startsAt).toISOString() } : {}),
          ...(forClient ? { submittalId: forClient.submittalId } : {}),
        },
      }),
    onSuccess: (answer) => {
      setErrors({});
      onScheduled(answer);
    },
    onError: (caught) =>
      setErrors(caught instanceof ApiError && caught.errors ? caught.errors : {}),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!interviewers.length) found.interviewerIds = 'Choose at least one interviewer';
    if (mode === 'on-site' && !location.trim())
      found.location = 'Give the address for an interview on site';
    if (when === 'fixed' && !startsAt) found.startsAt = 'Choose the date and time';
    setErrors(found);
    if (!Object.keys(found).length) schedule.mutate();
  }

  const error = (name: string) =>
    errors[name] ? (
      <span id={`schedule-${name}-error`} className="admin-field__error">
        {errors[name]}
      </span>
    ) : null;

  return (
    <dialog
      ref={ref}
      className="admin-dialog admin-dialog--wide"
      aria-labelledby="schedule-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id="schedule-title" className="admin-dialog__title">
          {forClient
            ? `Schedule the interview for ${forClient.clientName}`
            : 'Schedule an interview'}
        </h2>
        {forClient && (
          <p className="admin-muted">
            At the time the client proposed (you can change it). Their hiring manager gets the
            calendar invitation too, and their review page shows the interview.
          </p>
        )}
        {error('submittalId')}
        {schedule.error && !(schedule.error instanceof ApiError && schedule.error.errors) && (
          <Banner kind="error">
            {serverMessageOr(schedule.error, 'Failed to schedule the interview')}
          </Banner>
        )}
        <fieldset
          className="admin-fieldset admin-field"
          aria-describedby="schedule-interviewerIds-error"
        >
          <legend>Interviewers</legend>
          {team.data?.map((person) => (
            <label key={person._id} className="admin-checkbox">
              <input
                type="checkbox"
                checked={interviewers.includes(person._id)}
                onChange={(e) =>
                  setInterviewers((ids) =>
                    e.target.checked ? [...ids, person._id] : ids.filter((id) => id !== person._id),
                  )
                }
              />
              {person.name || person.email}
            </label>
          ))}
          {error('interviewerIds')}
        </fieldset>
        <div className="admin-form__row">
          <Field id="schedule-duration" label="Duration">
            {(aria) => (
              <select
                {...aria}
                className="admin-input"
                value={duration}
                onChange={(e) => setDuration(Number(e.target.value))}
              >
                {DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {d} minutes
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="schedule-mode" label="Mode">
            {(aria) => (
              <select
                {...aria}
                className="admin-input"
                value={mode}
                onChange={(e) => setMode(e.target.value as InterviewMode)}
              >
                {INTERVIEW_MODES.map((m) => (
                  <option key={m} value={m}>
                    {INTERVIEW_MODE_LABELS[m]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field id="schedule-location" label={LOCATION_LABEL[mode]} error={errors.location}>
          {(aria) => (
            <input
              {...aria}
              className="admin-input"
              value={location}
              onChange={(e) => setLocation(e.target.value)}
            />
          )}
        </Field>
        <fieldset className="admin-fieldset admin-field">
          <legend>When</legend>
          <label className="admin-checkbox">
            <input
              type="radio"
              name="schedule-when"
              checked={when === 'candidate'}
              onChange={() => setWhen('candidate')}
            />
            Let the candidate choose (e-mails a booking link)
          </label>
          <label className="admin-checkbox">
            <input
              type="radio"
              name="schedule-when"
              checked={when === 'fixed'}
              onChange={() => setWhen('fixed')}
            />
            A fixed time
          </label>
          {when === 'fixed' && (
            <Field
              id="schedule-startsAt"
              label="Date and time (your time zone)"
              error={errors.startsAt}
            >
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
          )}
        </fieldset>
        <div className="admin-dialog__actions">
          <button type="button" className="admin-btn admin-btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="admin-btn" disabled={schedule.isPending}>
            {schedule.isPending
              ? 'Scheduling...'
              : when === 'fixed'
                ? 'Schedule and invite'
                : 'Send the booking link'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
