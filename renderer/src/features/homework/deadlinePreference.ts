import {
  calendarClock,
  calendarInstant,
  DEFAULT_DEADLINE,
  type DeadlinePreference,
  defaultDeadline,
  deadlinePreferenceOf,
  StorageKey,
} from '@boda/contract';
import { platform } from '../../platform';
import { localIsoDay } from '../../ui/dateTime';

/*
 * The deploy form's deadline (service-area 5): two days ahead at 17:00, or the offset and hour of the
 * user's last deploy, kept in local storage (StorageKey.DEFAULT_DEADLINE).
 */

function isPreference(value: unknown): value is DeadlinePreference {
  if (typeof value !== 'object' || value === null) return false;
  const { dayOffset, hour } = value as Record<string, unknown>;
  return (
    Number.isInteger(dayOffset) &&
    Number(dayOffset) >= 0 &&
    Number(dayOffset) <= 365 &&
    Number.isInteger(hour) &&
    Number(hour) >= 0 &&
    Number(hour) <= 23
  );
}

export function readDeadlinePreference(): DeadlinePreference {
  try {
    const parsed: unknown = JSON.parse(platform.storage.get(StorageKey.DEFAULT_DEADLINE) ?? 'null');
    return isPreference(parsed) ? parsed : DEFAULT_DEADLINE;
  } catch {
    return DEFAULT_DEADLINE;
  }
}

/** After a successful deploy: its deadline's offset and hour are the next form's default. */
export function rememberDeadline(now: Date, deadline: Date): void {
  platform.storage.set(StorageKey.DEFAULT_DEADLINE, JSON.stringify(deadlinePreferenceOf(now, deadline)));
}

/** The form's date ('YYYY-MM-DD') and time ('HH:MM') inputs. */
export interface DeadlineFields {
  date: string;
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function initialDeadlineFields(now: Date): DeadlineFields {
  const at = defaultDeadline(now, readDeadlinePreference());
  const clock = calendarClock(at);
  return { date: localIsoDay(at), time: `${pad(clock.hour)}:${pad(clock.minute)}` };
}

/** The instant the inputs say on the calendar zone's clock, or null when either is empty or not a real date. */
export function deadlineOf(fields: DeadlineFields): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fields.date);
  const time = /^(\d{2}):(\d{2})/.exec(fields.time);
  if (!day || !time) return null;
  const at = calendarInstant(fields.date, Number(time[1]), Number(time[2]));
  return Number.isNaN(at.getTime()) || localIsoDay(at) !== fields.date ? null : at;
}
