/* The company calendar is the contract's (one time-zone module for the server and the app). */
export {
  dayStart,
  daysOfMonth,
  isValidTimeZone,
  localDay,
  type LocalTime,
  localTime,
  monthAround,
  monthRange,
  nextDay,
} from '@boda/contract';
