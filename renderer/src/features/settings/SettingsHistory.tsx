import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { CompanySettingAudit } from '@boda/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { Pagination } from '../../ui/Pagination';
import { useSettingAudits } from './queries';

const PAGE_SIZE = 10;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  value: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all', maxWidth: '360px' },
  time: { whiteSpace: 'nowrap' },
});

/** A before/after value as one line: texts as they are, words for null and switches, everything else as JSON. */
export function auditValueText(value: unknown, words: { notSet: string; on: string; off: string }): string {
  if (value === null || value === undefined) return words.notSet;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? words.on : words.off;
  return JSON.stringify(value);
}

/** The change history: who changed which setting when, from what to what; newest first. */
export function SettingsHistory() {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const [page, setPage] = useState(1);
  const audits = useSettingAudits(page, PAGE_SIZE);
  const rows = audits.data?.content ?? [];
  const words = { notSet: t('history.notSet'), on: t('history.on'), off: t('history.off') };
  const value = (v: unknown) => auditValueText(v, words);
  const columns: Array<DataColumn<CompanySettingAudit>> = [
    { id: 'time', header: t('history.time'), className: styles.time, cell: (r) => <DateTime value={r.regDatetime} kind="dateTime" /> },
    { id: 'user', header: t('history.user'), cell: (r) => r.regUserName },
    { id: 'key', header: t('history.key'), testId: 'settings-history-key', cell: (r) => t(`key.${r.key}`, { defaultValue: r.key }) },
    { id: 'before', header: t('history.before'), className: styles.value, cell: (r) => value(r.before) },
    { id: 'after', header: t('history.after'), className: styles.value, testId: 'settings-history-after', cell: (r) => value(r.after) },
  ];
  return (
    <section className={styles.root} aria-labelledby="settings-history-title">
      <Subtitle2 as="h2" id="settings-history-title">
        {t('history.title')}
      </Subtitle2>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(r) => r.auditIdx}
        ariaLabel={t('history.title')}
        testId="settings-history"
        rowTestId="settings-history-row"
        loading={audits.isLoading}
        empty={{ searching: false, nothingYet: t('history.empty') }}
      />
      <Pagination page={page} size={PAGE_SIZE} total={audits.data?.total ?? 0} onChange={setPage} testId="settings-history-pages" />
    </section>
  );
}
