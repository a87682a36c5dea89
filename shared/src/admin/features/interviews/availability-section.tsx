/**
 * The account page's "Availability": one's time zone, weekly hours (day 1 = Monday, on one's own
 * wall clock), days off and the secret address of one's own calendar, whose busy times count.
 * The address is never shown again once saved: only a hint of it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { Availability, WorkingHours } from '../../../contract/scheduling';
import { ApiError } from '../../../api-client/transport';
import { Field } from '../../../forms/field';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { formatDateTime } from '../../ui/format-date';
import { WeeklyHours } from './weekly-hours';
import './interviews.css';

export function AvailabilitySection() {
  const api = useAdminApi();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['availability'], queryFn: () => api.availability.get() });
  const [timeZone, setTimeZone] = useState('');
  const [hours, setHours] = useState<WorkingHours[]>([]);
  const [daysOff, setDaysOff] = useState('');
  const [feedUrl, setFeedUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');

  const show = (a: Availability) => {
    setTimeZone(a.timeZone);
    setHours(a.hours);
    setDaysOff(a.daysOff.join('\n'));
  };
  useEffect(() => {
    if (query.data) show(query.data);
  }, [query.data]);

  const zones = useMemo(() => {
    const all = ['UTC', ...Intl.supportedValuesOf('timeZone')];
    return timeZone && !all.includes(timeZone) ? [timeZone, ...all] : all;
  }, [timeZone]);

  const save = useMutation({
    mutationFn: (feed: string | null | undefined) =>
      api.availability.set({
        body: {
          timeZone,
          hours,
          daysOff: daysOff.split(/\s+/).filter(Boolean),
          ...(feed !== undefined ? { calendarFeedUrl: feed } : {}),
        },
      }),
    onSuccess: (saved) => {
      client.setQueryData(['availability'], saved);
      setFeedUrl('');
      setErrors({});
      setStatus('Availability saved.');
    },
    onError: (caught) => {
      setStatus('');
      setErrors(caught instanceof ApiError && caught.errors ? caught.errors : {});
    },
  });

  if (query.isPending) return null;
  if (query.error) {
    return (
      <Banner kind="error">{serverMessageOr(query.error, 'Failed to load availability')}</Banner>
    );
  }
  const feed = query.data.calendarFeed;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    save.mutate(feedUrl.trim() ? feedUrl.trim() : undefined);
  }

  return (
    <form
      className="admin-card admin-card--padded admin-form"
      aria-labelledby="availability-title"
      onSubmit={submit}
      noValidate
    >
      <h2 id="availability-title">Availability</h2>
      <p className="admin-muted">
        When you can take interviews and calls. Booking links offer only times inside your hours
        that are free in your calendar and not booked already.
      </p>
      {save.error && (
        <Banner kind="error">{serverMessageOr(save.error, 'Failed to save availability')}</Banner>
      )}
      <Field id="availability-zone" label="Time zone">
        {(aria) => (
          <select
            {...aria}
            className="admin-input"
            value={timeZone}
            onChange={(e) => setTimeZone(e.target.value)}
          >
            {zones.map((zone) => (
              <option key={zone}>{zone}</option>
            ))}
          </select>
        )}
      </Field>
      <WeeklyHours hours={hours} setHours={setHours} errors={errors} />
      <Field
        id="availability-days-off"
        label="Days off"
        hint="One day a line, as YEAR-MONTH-DAY."
        error={
          Object.keys(errors).some((k) => k.startsWith('daysOff'))
            ? 'Give each day as YEAR-MONTH-DAY'
            : undefined
        }
      >
        {(aria) => (
          <textarea
            {...aria}
            className="admin-textarea"
            rows={3}
            value={daysOff}
            placeholder="2026-12-24"
            onChange={(e) => setDaysOff(e.target.value)}
          />
        )}
      </Field>
      <Field
        id="availability-feed"
        label="Your calendar's secret address (iCal)"
        describedBy={feed ? 'availability-feed-state' : undefined}
        hint={
          <>
            Optional. Only &quot;busy&quot; is read from it and nobody sees your events; the address
            is kept encrypted and never shown again.
          </>
        }
        error={errors.calendarFeedUrl}
      >
        {(aria) => (
          <>
            {feed && (
              <p className="admin-muted" id="availability-feed-state">
                Reading {feed.hint}
                {feed.fetchedAt ? `, last read ${formatDateTime(feed.fetchedAt)}` : ''} ·{' '}
                {feed.busyCount} busy {feed.busyCount === 1 ? 'time' : 'times'} ahead
                {feed.error ? ` · ${feed.error}` : ''}
              </p>
            )}
            <input
              {...aria}
              className="admin-input"
              type="url"
              autoComplete="off"
              value={feedUrl}
              placeholder={feed ? 'Paste a new address to replace it' : 'https://…/basic.ics'}
              onChange={(e) => setFeedUrl(e.target.value)}
            />
          </>
        )}
      </Field>
      <div className="admin-form__actions">
        <button type="submit" className="admin-btn" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save availability'}
        </button>
        {feed && (
          <button
            type="button"
            className="admin-btn admin-btn--secondary"
            disabled={save.isPending}
            onClick={() => save.mutate(null)}
          >
            Remove calendar
          </button>
        )}
        <span role="status" aria-live="polite">
          {status}
        </span>
      </div>
    </form>
  );
}
