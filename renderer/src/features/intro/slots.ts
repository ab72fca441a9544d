import { type EnquiryClassTypeValue, type EnquirySession, SESSION_COUNT, type Weekday, allowedStarts, sessionSlots } from '@boda/contract';

/*
 * The weekly time grid of the enquiry form: Monday to Friday, half-hour slots from 18:30 to 23:00.
 * A click on a free slot starts a session there (lesson length / 30 slots, 4 for 120 minutes); a
 * click on a chosen session removes it. One session a day; the contract's rules decide the rest.
 */

export type SlotState = 'start' | 'covered' | 'free' | 'unavailable';

export function sessionOn(sessions: readonly EnquirySession[], day: Weekday): EnquirySession | undefined {
  return sessions.find((s) => s.day === day);
}

/** What a slot shows: the start of a chosen session, a slot it covers, free to start, or too late to start. */
export function slotState(sessions: readonly EnquirySession[], day: Weekday, slot: string, lessonMinutes: number): SlotState {
  const session = sessionOn(sessions, day);
  if (session) {
    if (session.start === slot) return 'start';
    if (sessionSlots(session.start, lessonMinutes).includes(slot)) return 'covered';
  }
  return allowedStarts(lessonMinutes).includes(slot) ? 'free' : 'unavailable';
}

export type ToggleResult = { sessions: EnquirySession[]; refused?: 'max' | 'start' };

/** The grid after a click on (day, slot). */
export function toggleSlot(
  sessions: readonly EnquirySession[],
  day: Weekday,
  slot: string,
  lessonMinutes: number,
  classType: EnquiryClassTypeValue,
): ToggleResult {
  const state = slotState(sessions, day, slot, lessonMinutes);
  if (state === 'start' || state === 'covered') return { sessions: sessions.filter((s) => s.day !== day) };
  if (state === 'unavailable') return { sessions: [...sessions], refused: 'start' };
  const others = sessions.filter((s) => s.day !== day);
  if (others.length === sessions.length && sessions.length >= SESSION_COUNT[classType].max)
    return { sessions: [...sessions], refused: 'max' };
  return { sessions: [...others, { day, start: slot }] };
}

/** A new lesson length (or tab) keeps the sessions that still fit and drops the others. */
export function fitSessions(
  sessions: readonly EnquirySession[],
  lessonMinutes: number,
  classType: EnquiryClassTypeValue,
): EnquirySession[] {
  const starts = allowedStarts(lessonMinutes);
  return sessions.filter((s) => starts.includes(s.start)).slice(0, SESSION_COUNT[classType].max);
}

/** Too few or too many weekly sessions for the tab, or null. */
export function sessionCountProblem(count: number, classType: EnquiryClassTypeValue): { kind: 'min' | 'max'; limit: number } | null {
  const { min, max } = SESSION_COUNT[classType];
  if (count < min) return { kind: 'min', limit: min };
  if (count > max) return { kind: 'max', limit: max };
  return null;
}
