import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type DateTimeKind, formatDateTime, NO_DATE, toDate } from './dateTime';

export interface DateTimeProps {
  value: string | Date | null | undefined;
  kind: DateTimeKind;
  className?: string;
}

// A date and its time read as one unit: never split over two lines in a narrow column.
const useStyles = makeStyles({ text: { whiteSpace: 'nowrap' } });

/**
 * Every date or time on screen: the text from the one formatter (ui/dateTime.ts) in a `<time>`
 * carrying the exact moment, so assistive technology and copy-paste get it unambiguously.
 */
export function DateTime({ value, kind, className }: DateTimeProps) {
  const { i18n } = useTranslation();
  const styles = useStyles();
  const date = toDate(value);
  if (date === null) return <span className={className}>{NO_DATE}</span>;
  return (
    <time dateTime={date.toISOString()} className={mergeClasses(styles.text, className)}>
      {formatDateTime(date, kind, i18n.language)}
    </time>
  );
}
