import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { type ImportReport, ImportReason, ImportResult } from '@boda/contract';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n';
import { ImportReportView } from './ImportReportView';

const created = { row: 2, userId: 'student7', result: ImportResult.CREATED, reason: null, field: null, validationKey: null };

function renderReport(report: ImportReport) {
  render(
    <AppProviders client={createQueryClient()}>
      <ImportReportView report={report} />
    </AppProviders>,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('ImportReportView', () => {
  it('lists the rows that were not created, each with its result and why', () => {
    renderReport({
      total: 3,
      created: 1,
      updated: 1,
      skipped: 0,
      failed: 1,
      rows: [
        created,
        { row: 3, userId: 'student8', result: ImportResult.UPDATED, reason: null, field: null, validationKey: null },
        { row: 4, userId: 'x', result: ImportResult.FAILED, reason: ImportReason.INVALID, field: 'userId', validationKey: 'userId.format' },
      ],
    });
    const rows = screen.getAllByTestId('import-report-row');
    expect(rows.map((row) => row.getAttribute('data-result'))).toEqual([ImportResult.UPDATED, ImportResult.FAILED]);
    expect(rows[1]).toHaveTextContent('4');
    expect(rows[1]).toHaveTextContent(i18n.t('users:import.resultName.FAILED'));
    expect(rows[1]).toHaveTextContent(`${i18n.t('users:import.column.userId')}: ${i18n.t('validation:userId.format')}`);
  });

  it('says every row was registered when nothing else happened, in both languages', async () => {
    renderReport({ total: 1, created: 1, updated: 0, skipped: 0, failed: 0, rows: [created] });
    expect(screen.getByTestId('import-report-table-empty')).toHaveTextContent('Every row was registered as a new user.');
    await act(() => i18n.changeLanguage('ko'));
    expect(screen.getByTestId('import-report-table-empty')).toHaveTextContent('모든 행이 새 사용자로 등록되었습니다.');
  });
});
