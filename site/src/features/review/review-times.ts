/**
 * Times on the review page, in the visitor's own time zone: the page renders in UTC on the server
 * (it cannot know the zone) and switches to the browser's zone once it runs there; the hiring
 * manager's `datetime-local` inputs are read on their own wall clock and sent as instants.
 */
import { useEffect, useState } from 'react';
import { PROPOSE_WITHIN_DAYS } from '@northbeam/shared/contract/review';
import { detectedTimeZone } from '../../lib/time-zone';

/** 'UTC' on the server and in the first render, then the browser's zone. */
export function useVisitorZone(): string {
  const [zone, setZone] = useState('UTC');
  useEffect(() => setZone(detectedTimeZone() ?? 'UTC'), []);
  return zone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "Thursday 3 December 2026, 15:00" in `zone`. */
export function formatWhen(iso: string, zone: string): string {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : f.format(date).replace(' at ', ', ');
}

/** "15:45" in `zone`. */
export function formatClock(iso: string, zone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** A `datetime-local` value (this device's wall clock) for an instant. */
function localValue(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What the inputs may take: from now to the end of the window. */
export function proposalBounds(now = Date.now()): { min: string; max: string } {
  return { min: localValue(now), max: localValue(now + PROPOSE_WITHIN_DAYS * 86_400_000) };
}

/** A `datetime-local` value read on this device's clock, as an ISO instant ('' when empty). */
export function instantOf(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
