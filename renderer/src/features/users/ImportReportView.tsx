import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { type ImportReport, ImportReason, ImportResult, type ImportRow } from '@boda/contract';
import { useTranslation } from 'react-i18next';

const SHOWN_ROWS_MAX = 1000;

const useStyles = makeStyles({
  summary: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, margin: `${tokens.spacingVerticalS} 0` },
  scroll: { maxHeight: '320px', overflowY: 'auto' },
  note: { color: tokens.colorNeutralForeground3 },
});

/** What the import did with each row: created, updated, skipped or failed, and why. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('users');
  const { t: tv } = useTranslation('validation');
  const styles = useStyles();
  const notable = report.rows.filter((r) => r.result !== ImportResult.CREATED);
  const why = (row: ImportRow) => {
    if (row.reason === ImportReason.INVALID && row.field)
      return `${t(`import.column.${row.field}`)}: ${row.validationKey ? tv(row.validationKey) : ''}`;
    return row.reason ? t(`import.reason.${row.reason}`) : '';
  };
  return (
    <div data-testid="import-report">
      <div className={styles.summary}>
        {(['total', 'created', 'updated', 'skipped', 'failed'] as const).map((key) => (
          <span key={key} data-testid={`import-report-${key}`}>
            {t(`import.summary.${key}`, { count: report[key] })}
          </span>
        ))}
      </div>
      {notable.length > 0 && (
        <div className={styles.scroll}>
          <Table size="extra-small" aria-label={t('import.reportTitle')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('import.row')}</TableHeaderCell>
                <TableHeaderCell>{t('field.userId')}</TableHeaderCell>
                <TableHeaderCell>{t('import.result')}</TableHeaderCell>
                <TableHeaderCell>{t('import.why')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {notable.slice(0, SHOWN_ROWS_MAX).map((row) => (
                <TableRow key={row.row} data-testid="import-report-row" data-result={row.result}>
                  <TableCell>{row.row}</TableCell>
                  <TableCell>{row.userId}</TableCell>
                  <TableCell>{t(`import.resultName.${row.result}`)}</TableCell>
                  <TableCell>{why(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {notable.length > SHOWN_ROWS_MAX && <p className={styles.note}>{t('import.moreRows', { count: notable.length - SHOWN_ROWS_MAX })}</p>}
    </div>
  );
}
