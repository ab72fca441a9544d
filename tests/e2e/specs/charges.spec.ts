import { expect, test, type Browser } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO } from '../../../server/src/seed/demo';
import { useOwnServer } from '../fixtures/ownServer';
import { SettlementPage } from '../pages/SettlementPage';
import { Shell } from '../pages/Shell';

/**
 * Settlement against the real server and its demo data (a month of past classes, unit prices for the
 * demo rooms' students): the operator types a fee with the keyboard and saves it, and the total follows;
 * a student's class record shows no amounts.
 */
test.describe('settlement', () => {
  const own = useOwnServer();
  const signedIn = (browser: Browser, userId: string) => own.signedIn(browser, userId);

  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

  test('an operator edits a fee with mouse and keyboard, saves it and sees the total change', async ({ browser }) => {
    const page = await signedIn(browser, DEMO.users.operator);
    const shell = new Shell(page);
    await shell.switchToManage();
    await shell.manageMenu('charges').click();
    await expect(page).toHaveURL(/\/demo\/manage\/charges\/list/);
    const settlement = new SettlementPage(page);
    await expect(settlement.root()).toBeVisible();

    // The last month of the demo history (the current month may have just begun).
    await settlement.open(day(31), day(0));
    const row = settlement.attendeeRows().first();
    await expect(row).toBeVisible();
    const fee = settlement.fee(row);
    const before = Number(((await fee.inputValue()) || '0').replace(/\D/g, ''));
    expect(before).toBeGreaterThan(0);
    const totalBefore = await settlement.totalAmount();
    expect(totalBefore).toBeGreaterThanOrEqual(before);

    await fee.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('12a3456');
    // Digits only, shown with thousands separators; the save button counts the unsaved fee.
    await expect(fee).toHaveValue('123,456');
    await expect(settlement.save()).toContainText('1 unsaved fee');
    await page.keyboard.press('Enter');

    await expect(settlement.total()).toContainText((totalBefore - before + 123_456).toLocaleString('en-US'));
    await expect(settlement.save()).toBeDisabled();
    await page.reload();
    await expect(settlement.fee(settlement.attendeeRows().first())).toHaveValue('123,456');

    // Nine digits at most; the save button saves too.
    const again = settlement.fee(settlement.attendeeRows().first());
    await again.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('98765432100');
    await expect(again).toHaveValue('987,654,321');
    await settlement.save().click();
    await expect(settlement.total()).toContainText((totalBefore - before + 987_654_321).toLocaleString('en-US'));
  });

  test('an operator exports the period’s settlement through the shared export dialog and gets the .xlsx', async ({ browser }) => {
    const page = await signedIn(browser, DEMO.users.operator);
    // The period's address opens the settlement (no need to load the app once more for the list before it).
    const settlement = new SettlementPage(page);
    await settlement.open(day(31), day(0));
    await expect(settlement.attendeeRows().first()).toBeVisible();
    await page.getByTestId('settlement-export').click();
    const dialog = page.getByTestId('settlement-export-dialog');
    await expect(dialog.getByTestId('settlement-export-message')).toContainText(`${day(31)} ~ ${day(0)}`);
    const download = page.waitForEvent('download');
    await dialog.getByTestId('settlement-export-confirm').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`settlement_${day(31)}_${day(0)}.xlsx`);
    await expect(dialog).toBeHidden();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Class');
    expect(sheet.rowCount).toBeGreaterThan(2);
  });

  test('a student’s class record lists their classes without amounts or a total', async ({ browser }) => {
    const page = await signedIn(browser, 'student1');
    await new Shell(page).tab('charges').click();
    await expect(page).toHaveURL(/\/demo\/charges\/list/);
    await expect(page.getByTestId('page-title')).toHaveText('Class record');
    await expect(page.getByTestId('charges-count')).toBeVisible();
    await expect(page.getByTestId('charges-total')).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Amount' })).toHaveCount(0);
    await page.getByTestId('charges-refresh').click();
    await expect(page.getByTestId('charges-table')).toBeVisible();
  });
});
