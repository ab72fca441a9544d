import { FuncFlag, Limits, UserType } from '@boda/contract';
import { type CompanyConfig, isFuncOn } from '@boda/contract/config';

/** Answers a media query (window.matchMedia(query).matches in the app). */
export type MediaMatcher = (query: string) => boolean;

/** Below the tablet breakpoint the layout is the phone's. */
export const NARROW_VIEWPORT_QUERY = `(max-width: ${Limits.BREAKPOINTS[1] - 1}px)`;
/** The main pointer is a finger: no hover, coarse pointer (phones, tablets, touch-first devices). */
export const TOUCH_PRIMARY_QUERY = '(hover: none) and (pointer: coarse)';

/** A mobile device: its user agent says so, or the viewport is narrow, or touch is its primary input. */
export function isMobileDevice(userAgent: string, matches: MediaMatcher = () => false): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent) || matches(NARROW_VIEWPORT_QUERY) || matches(TOUCH_PRIMARY_QUERY);
}

/**
 * /{companyId}/main (service-area 2.1): a student on a mobile device goes to homework when the
 * homework function is on and the homework room category is configured; everyone else, and everyone
 * in emergency mode, to the room list.
 */
export function mainTarget(input: {
  config: CompanyConfig | null;
  userTypeCd: number | undefined;
  userAgent: string;
  matches?: MediaMatcher;
}): 'task/list' | 'room/list' {
  const { config } = input;
  if (!config || config.emergencyMode) return 'room/list';
  const homework = isFuncOn(config, FuncFlag.HOMEWORK) && config.roomCategoryTask;
  return input.userTypeCd === UserType.STUDENT && isMobileDevice(input.userAgent, input.matches) && homework ? 'task/list' : 'room/list';
}
