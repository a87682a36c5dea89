/**
 * Scheduling's settings (README "Scheduling"), from the environment like the rest of config.ts:
 * how far ahead booking links offer slots, the notice a candidate needs to move or cancel, and
 * how staff calendar feeds are read (and where they may point).
 */
import { z } from 'zod';

export interface SchedulingConfig {
  /** Days ahead a booking link offers slots. */
  windowDays: number;
  /** The first slot offered is at least this many hours away. */
  minLeadHours: number;
  /** A candidate or visitor may move or cancel from the link until this many hours before. */
  changeNoticeHours: number;
  /** Slots start on this grid (minutes) in the organiser's zone. */
  slotStepMinutes: number;
  /** The length of a consultation call. */
  consultationCallMinutes: number;
  feeds: {
    /** How often every staff calendar feed is read again. */
    refreshMinutes: number;
    /** A feed bigger than this is refused. */
    maxBytes: number;
    /** A feed slower than this is given up. */
    timeoutMs: number;
    /**
     * Whether a feed may point at a loopback, private or link-local address (tests; a company
     * calendar server on the LAN). Off by default: a typed address must not reach inside.
     */
    allowPrivateAddresses: boolean;
  };
}

export const DEFAULT_SCHEDULING: SchedulingConfig = {
  windowDays: 14,
  minLeadHours: 12,
  changeNoticeHours: 24,
  slotStepMinutes: 30,
  consultationCallMinutes: 30,
  feeds: {
    refreshMinutes: 10,
    maxBytes: 2_000_000,
    timeoutMs: 10_000,
    allowPrivateAddresses: false,
  },
};

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), {
    error: 'expected true or false',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schedulingEnv = z.object({
  SCHEDULING_WINDOW_DAYS: int(1, 90).default(DEFAULT_SCHEDULING.windowDays),
  SCHEDULING_MIN_LEAD_HOURS: int(0, 240).default(DEFAULT_SCHEDULING.minLeadHours),
  SCHEDULING_CHANGE_NOTICE_HOURS: int(0, 240).default(DEFAULT_SCHEDULING.changeNoticeHours),
  SCHEDULING_SLOT_STEP_MINUTES: int(5, 120).default(DEFAULT_SCHEDULING.slotStepMinutes),
  CONSULTATION_CALL_MINUTES: int(10, 240).default(DEFAULT_SCHEDULING.consultationCallMinutes),
  ICS_FEED_REFRESH_MINUTES: int(1, 1440).default(DEFAULT_SCHEDULING.feeds.refreshMinutes),
  ICS_FEED_MAX_BYTES: int(10_000, 50_000_000).default(DEFAULT_SCHEDULING.feeds.maxBytes),
  ICS_FEED_ALLOW_PRIVATE: flag.default(false),
});

/** Throws an Error naming the variable (config.ts turns it into its one-line ConfigError). */
export function loadSchedulingConfig(env: NodeJS.ProcessEnv): SchedulingConfig {
  const picked = Object.fromEntries(
    Object.keys(schedulingEnv.shape)
      .map((key) => [key, env[key]?.trim() ? env[key] : undefined] as const)
      .filter(([, value]) => value !== undefined),
  );
  const parsed = schedulingEnv.safeParse(picked);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid configuration: ${issue?.path.map(String).join('.') ?? 'environment'}: ${issue?.message ?? 'invalid value'}`,
    );
  }
  const e = parsed.data;
  return {
    windowDays: e.SCHEDULING_WINDOW_DAYS,
    minLeadHours: e.SCHEDULING_MIN_LEAD_HOURS,
    changeNoticeHours: e.SCHEDULING_CHANGE_NOTICE_HOURS,
    slotStepMinutes: e.SCHEDULING_SLOT_STEP_MINUTES,
    consultationCallMinutes: e.CONSULTATION_CALL_MINUTES,
    feeds: {
      refreshMinutes: e.ICS_FEED_REFRESH_MINUTES,
      maxBytes: e.ICS_FEED_MAX_BYTES,
      timeoutMs: DEFAULT_SCHEDULING.feeds.timeoutMs,
      allowPrivateAddresses: e.ICS_FEED_ALLOW_PRIVATE,
    },
  };
}

/** The settings of a server built with some of them (tests), the rest the defaults. */
export const resolveScheduling = (
  partial: Partial<Omit<SchedulingConfig, 'feeds'>> & {
    feeds?: Partial<SchedulingConfig['feeds']>;
  } = {},
): SchedulingConfig => ({
  ...DEFAULT_SCHEDULING,
  ...partial,
  feeds: { ...DEFAULT_SCHEDULING.feeds, ...partial.feeds },
});

export type SchedulingOptions = Parameters<typeof resolveScheduling>[0];
