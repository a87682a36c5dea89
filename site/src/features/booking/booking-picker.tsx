/**
 * Picking a time on a booking link: the free slots in the person's time zone (detected by the
 * browser, changeable), grouped by day; one tap chooses, "Book" confirms at once. A slot taken
 * meanwhile says so and shows the times again. Once booked: the time, "Move it" and "Cancel"
 * while the notice period allows. Used by /book/{token} and by the consultation form's "Pick a
 * time for the call now" (loaded only then).
 */
import { useEffect, useMemo, useState } from 'react';
import {
  INTERVIEW_MODE_LABELS,
  type BookingView,
  type Slot,
} from '@northbeam/shared/contract/booking';
import { bookingApi, isApiError } from '../../lib/api';
import { detectedTimeZone } from '../../lib/time-zone';
import { Banner } from '../../ui/banner';
import './booking.css';

const dayOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(iso));

const timeOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

const whenOf = (slot: Slot, timeZone: string) =>
  `${dayOf(slot.start, timeZone)}, ${timeOf(slot.start, timeZone)}–${timeOf(slot.end, timeZone)}`;

function zonesWith(zone: string): string[] {
  let all: string[] = [];
  try {
    all = Intl.supportedValuesOf('timeZone');
  } catch {
    all = [];
  }
  return all.includes(zone) ? all : [zone, ...all];
}

export function BookingPicker({
  token,
  initial,
  headingLevel = 2,
}: {
  token: string;
  /** The server's first answer (the page's), in the organiser's zone. */
  initial?: BookingView | undefined;
  /** 1 on its own page, 3 inside the consultation form. */
  headingLevel?: 1 | 2 | 3;
}) {
  const [view, setView] = useState<BookingView | undefined>(initial);
  const [zone, setZone] = useState(initial?.timeZone ?? 'UTC');
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [moving, setMoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const Heading = `h${headingLevel}` as 'h1' | 'h2' | 'h3';
  const DayHeading = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';

  async function load(timeZone: string) {
    try {
      const next = await (await bookingApi()).getBooking(token, timeZone);
      setView(next);
      setZone(next.timeZone);
    } catch (caught) {
      setError(
        isApiError(caught) && caught.fromServer ? caught.message : 'The times could not be loaded.',
      );
    }
  }

  // The visitor's own zone, once the page runs in their browser.
  useEffect(() => {
    void load(detectedTimeZone() ?? initial?.timeZone ?? 'UTC');
    // Once, with the token the picker was given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const days = useMemo(() => {
    const byDay = new Map<string, Slot[]>();
    for (const slot of view?.slots ?? []) {
      const key = dayOf(slot.start, zone);
      byDay.set(key, [...(byDay.get(key) ?? []), slot]);
    }
    return [...byDay.entries()];
  }, [view, zone]);

  if (!view) {
    return error ? <Banner tone="error">{error}</Banner> : <p>Loading the free times…</p>;
  }

  async function book() {
    if (!chosen) return;
    setBusy(true);
    setError('');
    setDone('');
    try {
      const next = await (await bookingApi()).book(token, chosen.start, zone);
      setView(next);
      setChosen(null);
      setMoving(false);
      setDone(`Booked: ${whenOf(next.booked!, zone)}. The invitation is on its way to your inbox.`);
    } catch (caught) {
      setError(
        isApiError(caught) && caught.fromServer ? caught.message : 'The booking failed. Try again.',
      );
      setChosen(null);
      if (isApiError(caught) && caught.status === 409) await load(zone);
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    setBusy(true);
    setError('');
    setDone('');
    try {
      setView(await (await bookingApi()).cancelBooking(token, zone));
      setDone('Cancelled. Everyone was told, and the invitation is withdrawn.');
    } catch (caught) {
      setError(
        isApiError(caught) && caught.fromServer ? caught.message : 'The cancellation failed.',
      );
    } finally {
      setBusy(false);
    }
  }

  const picking = view.canChange && (view.status === 'pending' || moving);
  return (
    <div className="booking">
      <Heading>{view.title}</Heading>
      <p>
        {view.durationMinutes} minutes · {INTERVIEW_MODE_LABELS[view.mode]}
        {view.location ? `: ${view.location}` : ''}
      </p>
      {done && <Banner tone="success">{done}</Banner>}
      {error && <Banner tone="error">{error}</Banner>}
      {view.status === 'cancelled' && !done && (
        <Banner tone="info">This booking is cancelled.</Banner>
      )}
      {view.status === 'confirmed' && view.booked && (
        <div>
          <p className="booking__summary">
            <strong>Booked: {whenOf(view.booked, zone)}</strong> ({zone})
          </p>
          {view.canChange ? (
            <p>
              <button
                type="button"
                className="button button--outline"
                onClick={() => setMoving((m) => !m)}
                disabled={busy}
              >
                {moving ? 'Keep this time' : 'Move it'}
              </button>{' '}
              <button
                type="button"
                className="button button--ghost"
                onClick={() => void cancel()}
                disabled={busy}
              >
                Cancel it
              </button>
            </p>
          ) : (
            <p>It is too close to change online now: reply to the e-mail instead.</p>
          )}
        </div>
      )}
      {picking && (
        <>
          <div className="booking__zone">
            <div className="field">
              <label className="field__label" htmlFor={`booking-zone-${token.slice(0, 8)}`}>
                Times shown in
              </label>
              <select
                id={`booking-zone-${token.slice(0, 8)}`}
                className="field__control"
                value={zone}
                onChange={(e) => {
                  setChosen(null);
                  void load(e.target.value);
                }}
              >
                {zonesWith(zone).map((z) => (
                  <option key={z}>{z}</option>
                ))}
              </select>
            </div>
          </div>
          {days.length === 0 ? (
            <p>
              No free time is left in the coming days. Reply to our e-mail and we will find one.
            </p>
          ) : (
            <ul className="booking__days" aria-label="Free times">
              {days.map(([day, slots]) => (
                <li key={day} className="booking__day">
                  <DayHeading>{day}</DayHeading>
                  <div className="booking__times">
                    {slots.map((slot) => (
                      <button
                        key={slot.start}
                        type="button"
                        className="booking__time"
                        aria-pressed={chosen?.start === slot.start}
                        data-start={slot.start}
                        aria-label={`${day}, ${timeOf(slot.start, zone)}`}
                        onClick={() => {
                          setError('');
                          setChosen(slot);
                        }}
                      >
                        {timeOf(slot.start, zone)}
                      </button>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {chosen && (
            <div className="booking__confirm">
              <span className="booking__summary">{whenOf(chosen, zone)}</span>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void book()}
                disabled={busy}
              >
                {busy ? 'Booking...' : 'Book this time'}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
