/**
 * Local date-time texts in the spec's fixed formats ('YY.MM.DD HH:mm', 'YYYY-MM-DD HH:mm', ...):
 * tokens YYYY, YY, MM, DD, HH, mm, ss. Null or unparsable input gives ''.
 */
export function formatDate(value: string | Date | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    YY: two(date.getFullYear() % 100),
    MM: two(date.getMonth() + 1),
    DD: two(date.getDate()),
    HH: two(date.getHours()),
    mm: two(date.getMinutes()),
    ss: two(date.getSeconds()),
  };
  return pattern.replace(/YYYY|YY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}

/** 'YYYY-MM-DD' of a local date. */
export function isoDay(date: Date): string {
  return formatDate(date, 'YYYY-MM-DD');
}
