import { makeStyles, tokens } from '@fluentui/react-components';
import { type ImportReport, ImportReason, ImportResult, type ImportRow } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { DataTable, VIRTUAL_ROWS_FROM } from '../../ui/DataTable';

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
      {/* A long report scrolls inside the table itself (its virtual rows); a short one in this box. */}
      <div className={notable.length < VIRTUAL_ROWS_FROM ? styles.scroll : undefined}>
        <DataTable
          rows={notable.slice(0, SHOWN_ROWS_MAX)}
          columns={[
            { id: 'row', header: t('import.row'), cell: (row) => row.row },
            { id: 'userId', header: t('field.userId'), cell: (row) => row.userId },
            { id: 'result', header: t('import.result'), cell: (row) => t(`import.resultName.${row.result}`) },
            { id: 'why', header: t('import.why'), cell: why },
          ]}
          rowKey={(row) => row.row}
          ariaLabel={t('import.reportTitle')}
          testId="import-report-table"
          rowTestId="import-report-row"
          rowAttributes={(row) => ({ 'data-result': row.result })}
          empty={{ searching: false, nothingYet: t('import.nothingNotable') }}
        />
      </div>
      {notable.length > SHOWN_ROWS_MAX && <p className={styles.note}>{t('import.moreRows', { count: notable.length - SHOWN_ROWS_MAX })}</p>}
    </div>
  );
}
