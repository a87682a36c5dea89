/**
 * A staff member's own calendar, read from its secret iCal address: the request is guarded (an
 * address a person typed must not make the server reach inside: http/https only, every address
 * the name resolves to checked against loopback, private, link-local and other special ranges
 * unless allowed, redirects followed by hand and checked again, a size limit and a timeout), and
 * the calendar is parsed by ical.js with its recurrences expanded (a weekly meeting is busy every
 * week), exceptions and cancelled occurrences applied, free (TRANSP:TRANSPARENT) events skipped.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';

export class FeedError extends Error {}

/** Loopback, private, link-local, carrier-grade NAT, "this network", multicast and reserved. */
function specialAddresses(): BlockList {
  const list = new BlockList();
  for (const [net, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 3],
  ] as const) {
    list.addSubnet(net, prefix, 'ipv4');
  }
  for (const [net, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
    ['64:ff9b::', 96],
  ] as const) {
    list.addSubnet(net, prefix, 'ipv6');
  }
  return list;
}

export function isSpecialAddress(address: string): boolean {
  const family = isIP(address);
  if (!family) return true;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return specialAddresses().check(mapped[1]!, 'ipv4');
  return specialAddresses().check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface FeedFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  allowPrivateAddresses: boolean;
}

const MAX_REDIRECTS = 3;

/** A lookup that refuses names resolving to a special address (checked where it connects). */
const guardedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      const refused = !allowPrivate && list.some((a) => isSpecialAddress(a.address));
      if (refused || !list.length) {
        return callback(new FeedError('The calendar address points at a private network'), '', 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as never as (e: null, a: LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };

function checkUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    // webcal:// is how calendars hand out these addresses: it is https.
    url = new URL(raw.replace(/^webcals?:/i, 'https:'));
  } catch {
    throw new FeedError('The calendar address is not a valid address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new FeedError('The calendar address must start with https://');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowPrivate && isSpecialAddress(host)) {
    throw new FeedError('The calendar address points at a private network');
  }
  return url;
}

function get(url: URL, o: FeedFetchOptions): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: guardedLookup(o.allowPrivateAddresses),
        timeout: o.timeoutMs,
        headers: { Accept: 'text/calendar, */*;q=0.5', 'User-Agent': 'Northbeam-Scheduling/1' },
      },
      resolve,
    );
    request.on('timeout', () =>
      request.destroy(new FeedError('The calendar did not answer in time')),
    );
    request.on('error', reject);
  });
}

/** The feed's text: redirects followed (each target checked), at most `maxBytes`. */
export async function fetchFeed(address: string, o: FeedFetchOptions): Promise<string> {
  let url = checkUrl(address, o.allowPrivateAddresses);
  const deadline = Date.now() + o.timeoutMs;
  for (let hop = 0; ; hop += 1) {
    const response = await get(url, o);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop >= MAX_REDIRECTS) throw new FeedError('The calendar address redirects too often');
      url = checkUrl(new URL(response.headers.location, url).toString(), o.allowPrivateAddresses);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new FeedError(`The calendar answered ${status}`);
    }
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > o.maxBytes) {
      response.destroy();
      throw new FeedError('The calendar is too large');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(
      () => response.destroy(new FeedError('The calendar did not answer in time')),
      Math.max(1, deadline - Date.now()),
    );
    try {
      for await (const chunk of response as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > o.maxBytes) {
          response.destroy();
          throw new FeedError('The calendar is too large');
        }
        chunks.push(chunk);
      }
    } finally {
      clearTimeout(timer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}

export interface BusyTime {
  start: string;
  end: string;
}

/** At most this many occurrences of one recurring event are expanded (a runaway RRULE). */
const MAX_OCCURRENCES = 20_000;

/**
 * The busy times of an iCalendar text within [from, to): every opaque event, recurring ones
 * expanded with their exceptions (RECURRENCE-ID) and exclusions (EXDATE), all-day ones from their
 * day's start to the next.
 */
export function busyTimes(text: string, from: Date, to: Date): BusyTime[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new FeedError('The address did not give an iCalendar file');
  }
  if (root.name !== 'vcalendar') throw new FeedError('The address did not give an iCalendar file');
  // The feed's own zone definitions, registered for this synchronous parse only (the registry is
  // the library's; one feed's definitions never reach another's parse).
  const zones = root.getAllSubcomponents('vtimezone');
  const registered: string[] = [];
  for (const zone of zones) {
    const tzid = zone.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string' && !ICAL.TimezoneService.has(tzid)) {
      ICAL.TimezoneService.register(zone);
      registered.push(tzid);
    }
  }
  try {
    return expand(root, from, to);
  } finally {
    for (const tzid of registered) ICAL.TimezoneService.remove(tzid);
  }
}

/**
 * The instant of a time: by the feed's own VTIMEZONE when it has one; by the IANA zone its TZID
 * names when it does not (many feeds name `America/Chicago` without defining it); otherwise as
 * ical.js reads it (UTC, or floating).
 */
function instantOf(time: ICAL.Time, tzid: string | undefined): number {
  if (tzid && time.zone?.tzid === 'floating' && !ICAL.TimezoneService.has(tzid)) {
    const local = DateTime.fromObject(
      {
        year: time.year,
        month: time.month,
        day: time.day,
        hour: time.hour,
        minute: time.minute,
        second: time.second,
      },
      { zone: tzid },
    );
    if (local.isValid) return local.toMillis();
  }
  return time.toJSDate().getTime();
}

const tzidOf = (component: ICAL.Component, name: 'dtstart' | 'dtend') => {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
};

function expand(root: ICAL.Component, from: Date, to: Date): BusyTime[] {
  const fromMs = from.getTime();
  const toMs = to.getTime();
  const busy: BusyTime[] = [];
  const add = (start: ICAL.Time, end: ICAL.Time, from: ICAL.Component) => {
    const s = instantOf(start, tzidOf(from, 'dtstart'));
    let e = instantOf(end, tzidOf(from, 'dtend') ?? tzidOf(from, 'dtstart'));
    if (e <= s) e = s + (start.isDate ? 86_400_000 : 0);
    if (e > fromMs && s < toMs && e > s) {
      busy.push({ start: new Date(s).toISOString(), end: new Date(e).toISOString() });
    }
  };
  const events = root.getAllSubcomponents('vevent');
  const exceptions = new Map<string, ICAL.Component[]>();
  const masters: ICAL.Component[] = [];
  for (const component of events) {
    if (component.hasProperty('recurrence-id')) {
      const uid = String(component.getFirstPropertyValue('uid'));
      exceptions.set(uid, [...(exceptions.get(uid) ?? []), component]);
    } else masters.push(component);
  }
  const opaque = (c: ICAL.Component) =>
    String(c.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase() !== 'TRANSPARENT' &&
    String(c.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED';

  for (const component of masters) {
    const event = new ICAL.Event(component);
    for (const exception of exceptions.get(event.uid) ?? []) event.relateException(exception);
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      if (opaque(component)) add(event.startDate, event.endDate, component);
      continue;
    }
    const iterator = event.iterator();
    for (
      let n = 0, next = iterator.next();
      next && n < MAX_OCCURRENCES;
      n += 1, next = iterator.next()
    ) {
      if (next.toJSDate().getTime() >= toMs) break;
      const details = event.getOccurrenceDetails(next);
      if (!opaque(details.item.component)) continue;
      add(details.startDate, details.endDate, details.item.component);
    }
  }
  return busy.sort((a, b) => a.start.localeCompare(b.start));
}
