import type { Channel } from './api/channels';
import { DEFAULT_CHANNEL_TIME_ZONE } from './constants';

// A channel's calendar: cutoff, working days, production days and post dates (docs/product.md §3 "Channel",
// §5 "Cutoff"). Time zones go through Intl.DateTimeFormat (the runtime's tz database), so this runs alike in
// Node and browsers. Days are 'yyyy-MM-dd' texts (API_DAY_PATTERN) in the channel's time zone. Decisions:
// docs/domain-decisions.md "Channels and options".

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of wall-clock parts in `timeZone`; undefined when the runtime does not know the zone. */
function formatterOf(timeZone: string): Intl.DateTimeFormat | undefined {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  try {
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
    return formatter;
  } catch {
    return undefined;
  }
}

export function isKnownTimeZone(timeZone: string): boolean {
  return timeZone.trim() !== '' && formatterOf(timeZone) !== undefined;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClockAt(instantMs: number, formatter: Intl.DateTimeFormat): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in ms (whole seconds). */
function offsetAt(instantMs: number, formatter: Intl.DateTimeFormat): number {
  const w = wallClockAt(instantMs, formatter);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant of a wall-clock time of a day in a zone. Like Temporal's 'compatible' choice: a time that occurs
 * twice (clocks going back) is its first occurrence; a time that does not occur (clocks going forward) is moved
 * forward by the jump, so a 02:30 cutoff on the spring-forward day of Paris falls at 03:30.
 */
function instantOfWallClock(day: string, minutes: number, formatter: Intl.DateTimeFormat): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, date) + minutes * 60_000;
  const before = offsetAt(asUtc - DAY_MS, formatter);
  const after = offsetAt(asUtc + DAY_MS, formatter);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((instant) => offsetAt(instant, formatter) === asUtc - instant)
    .sort((a, b) => a - b);
  return candidates[0] ?? asUtc - before;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayText = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The day of an instant in a zone. */
function dayIn(instantMs: number, formatter: Intl.DateTimeFormat): string {
  const w = wallClockAt(instantMs, formatter);
  return dayText(w.year, w.month, w.day);
}

/** `day` moved by `days` calendar days. */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, date + days));
  return dayText(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
function isoWeekday(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay() || 7;
}

const CUTOFF_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an 'HH:mm' time; null when it is not one. */
export function minutesOfTime(time: string): number | null {
  const match = CUTOFF_TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

type CutoffChannel = Pick<Channel, 'cutoffTime' | 'timeZone'>;

/**
 * Today's cutoff of a channel: the instant its cutoff time is reached on the day `now` falls on in its zone.
 * Null when it has no cutoff, or a zone the runtime does not know (docs/product.md §5: an unknown time zone
 * is ignored).
 */
export function channelCutoffAt(channel: CutoffChannel, now: Date): Date | null {
  const minutes = channel.cutoffTime === null ? null : minutesOfTime(channel.cutoffTime);
  const formatter = formatterOf(channel.timeZone);
  if (minutes === null || !formatter) return null;
  return new Date(instantOfWallClock(dayIn(now.getTime(), formatter), minutes, formatter));
}

/**
 * docs/product.md §5 "Cutoff": the earliest of the channels' cutoffs today, each in its channel's time zone.
 * Answers the milliseconds left until it (above 0); -1 once it is reached (a deposit made at the cutoff
 * minute misses it); null when no channel has a cutoff (none set, or only unknown zones, which are ignored).
 */
export function cutoffOf(channels: readonly CutoffChannel[], now: Date): number | null {
  const cutoffs = channels
    .map((channel) => channelCutoffAt(channel, now))
    .filter((at): at is Date => at !== null)
    .map((at) => at.getTime());
  if (!cutoffs.length) return null;
  const left = Math.min(...cutoffs) - now.getTime();
  return left > 0 ? left : -1;
}

type CalendarChannel = Pick<
  Channel,
  | 'workingDays'
  | 'minProductionDays'
  | 'additionalProductionDays'
  | 'cutoffTime'
  | 'timeZone'
  | 'maxFutureDays'
>;

/** The channel's zone, or UTC (the default zone) when the runtime does not know it. */
const zoneFormatter = (channel: Pick<Channel, 'timeZone'>): Intl.DateTimeFormat =>
  formatterOf(channel.timeZone) ?? formatterOf(DEFAULT_CHANNEL_TIME_ZONE)!;

// A channel without working days would never post: validation refuses it, and here every day then counts.
const isWorkingDay = (channel: Pick<Channel, 'workingDays'>, day: string): boolean =>
  channel.workingDays.length === 0 || channel.workingDays.includes(isoWeekday(day));

function nextWorkingDay(channel: Pick<Channel, 'workingDays'>, day: string): string {
  let next = addDays(day, 1);
  while (!isWorkingDay(channel, next)) next = addDays(next, 1);
  return next;
}

/** The channel's today (the day `now` falls on in its zone). */
function channelToday(channel: Pick<Channel, 'timeZone'>, now: Date): string {
  return dayIn(now.getTime(), zoneFormatter(channel));
}

/**
 * The first day a deposit made at `now` can be posted: the day it counts as received (today if a working day
 * whose cutoff has not been reached, else the next working day), moved forward by minProductionDays +
 * additionalProductionDays working days.
 */
export function earliestPostDate(channel: CalendarChannel, now: Date): string {
  const today = channelToday(channel, now);
  const cutoff = channelCutoffAt(channel, now);
  const cutoffReached = cutoff !== null && now.getTime() >= cutoff.getTime();
  let day = isWorkingDay(channel, today) && !cutoffReached ? today : nextWorkingDay(channel, today);
  for (let i = 0; i < channel.minProductionDays + channel.additionalProductionDays; i++) {
    day = nextWorkingDay(channel, day);
  }
  return day;
}

/** The last day a post date may be chosen: maxFutureDays calendar days after the channel's today. */
export function latestPostDate(channel: CalendarChannel, now: Date): string {
  return addDays(channelToday(channel, now), channel.maxFutureDays);
}

/** A requested post date ('yyyy-MM-dd') is a working day between the earliest and the latest post dates. */
export function isPostDateAllowed(channel: CalendarChannel, date: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || addDays(date, 0) !== date) return false;
  return (
    isWorkingDay(channel, date) &&
    date >= earliestPostDate(channel, now) &&
    date <= latestPostDate(channel, now)
  );
}

/**
 * When a digital-first timer started at `from` runs out (docs/domain-decisions.md "Digital-first escalation"):
 * `workingDays` working days of the channel later, at the same wall-clock time in its zone. The day `from` falls
 * on does not count; a non-working day in between does not either (sent on a Friday with Monday to Friday and 2
 * days: Tuesday at the same hour).
 */
export function escalationDeadline(
  channel: Pick<Channel, 'workingDays' | 'timeZone'>,
  from: Date,
  workingDays: number,
): Date {
  const formatter = zoneFormatter(channel);
  const w = wallClockAt(from.getTime(), formatter);
  let day = dayText(w.year, w.month, w.day);
  for (let i = 0; i < workingDays; i++) day = nextWorkingDay(channel, day);
  const minutes = w.hour * 60 + w.minute;
  return new Date(instantOfWallClock(day, minutes, formatter) + w.second * 1000);
}
