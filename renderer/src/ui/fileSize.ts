/*
 * Intl's unit style has no byte abbreviation ('353byte' in Korean, '353 byte' in English, 'kB' beside
 * 'MB'): the units here are the ones both languages' screens use, B, KB, MB and GB, after a space.
 */
const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size for people: 812 B, 7.4 MB, 1.2 GB (1024 steps), in the language's number format. */
export function formatFileSize(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${UNITS[unit]}`;
}
