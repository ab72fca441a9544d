const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size for people: 812 byte, 7.4 MB, 1.2 GB (1024 steps), in the language's number format. */
export function formatFileSize(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
