import { expect, test, type Browser } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO } from '../../../server/src/seed/demo';
import { animationsEnded, textBox } from '../fixtures/layout';
import { openInApp } from '../fixtures/navigate';
import { useOwnServer } from '../fixtures/ownServer';
import { Shell } from '../pages/Shell';

/**
 * Class results against the real server and its demo history (a month of past classes in the demo
 * rooms): the teacher finds last week's classes, opens one and reads each attendee's joins and leaves;
 * a student of the same room sees the class with their own attendance only.
 */
test.describe('class results', () => {
  const own = useOwnServer();
  const signedIn = (browser: Browser, userId: string) => own.signedIn(browser, userId);

  test('the teacher opens a class of last week with its attendance; a student sees only their own row', async ({ browser }) => {
    const teacher = await signedIn(browser, DEMO.users.teacher);
    await teacher.getByTestId('tab-logMeet').click();
    await expect(teacher).toHaveURL(/\/demo\/logMeet\/list/);
    const rows = teacher.getByTestId('class-row');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(rows.first()).toContainText('Math A');
    await rows.first().click();
    const dialog = teacher.getByTestId('class-result-dialog');
    await expect(dialog.getByTestId('class-description')).toContainText('Regular class');
    const attendees = dialog.getByTestId('attendee-row');
    await expect(attendees.first()).toBeVisible();
    expect(await attendees.count()).toBeGreaterThanOrEqual(3);
    // The time in class (it opens each join and leave) lines up with the row's other texts and starts
    // where its column's header does, as the times beside it do: measured once the dialog stopped moving in.
    // The three boxes are measured one after another: a section above that finishes loading between two
    // of them moves the rows (it did, by 40 px, once), so the check is repeated until the layout is at rest.
    await animationsEnded(teacher);
    const offsets = async () => {
      const total = await textBox(attendees.first().getByTestId('attendee-total-button'));
      const name = await textBox(attendees.first().getByTestId('attendee-name'));
      const header = await textBox(dialog.getByRole('columnheader', { name: 'Time in class' }));
      return { row: Math.abs((total.top + total.bottom) / 2 - (name.top + name.bottom) / 2), column: Math.abs(total.left - header.left) };
    };
    await expect.poll(async () => (await offsets()).row, { message: 'off its row' }).toBeLessThanOrEqual(2);
    await expect.poll(async () => (await offsets()).column, { message: 'off its column' }).toBeLessThanOrEqual(2);
    await attendees.first().getByTestId('attendee-total-button').click();
    await expect(teacher.getByTestId('attendance-time-dialog').getByTestId('attendance-span').first()).toBeVisible();
    const meetCode = new URL(teacher.url()).searchParams.get('meetCode');
    expect(meetCode).toBeTruthy();

    const student = await signedIn(browser, 'student1');
    await student.goto(`/demo/logMeet/list?meetCode=${meetCode}`);
    const own = student.getByTestId('class-result-dialog').getByTestId('attendee-row');
    await expect(own).toHaveCount(1);
    await expect(own).toHaveAttribute('data-user-id', 'student1');
  });

  test('the teacher selects a class and downloads its attendance sheet, an .xlsx with one row per attendee', async ({ browser }) => {
    const teacher = await signedIn(browser, DEMO.users.teacher);
    await teacher.getByTestId('tab-logMeet').click();
    const row = teacher.getByTestId('class-row').first();
    await expect(row).toBeVisible();
    const title = (await row.getByTestId('class-row-title').textContent()) ?? '';
    const attendees = Number.parseInt((await row.getByTestId('class-row-attendees').textContent()) ?? '0', 10);
    await row.getByTestId('class-row-check').click();
    await expect(teacher.getByTestId('class-total')).toContainText('1 selected');
    await teacher.getByTestId('class-export-menu').click();
    await teacher.getByTestId('class-export-attendance').click();
    const dialog = teacher.getByTestId('class-export-dialog');
    await expect(dialog.getByTestId('class-export-message')).toContainText('The selected class will be exported as an Excel file (.xlsx)');
    const download = teacher.waitForEvent('download');
    await dialog.getByTestId('class-export-confirm').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^attendance_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(dialog).toBeHidden();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.worksheets[0]!;
    const cells = (n: number) =>
      Array.from(sheet.getRow(n).values as unknown[])
        .slice(1)
        .map((v) => (v == null ? '' : String(v)));
    expect(cells(1)).toEqual(['Class', 'Date', 'Teacher', 'Name', 'ID', 'First join', 'Last exit', 'Total time', 'Attendance']);
    const body = Array.from({ length: sheet.rowCount - 1 }, (_, i) => cells(i + 2));
    // Everyone who attended but the teacher leading the class, plus members who never came.
    expect(body.filter((r) => r[8] !== 'Absent').length).toBe(attendees - 1);
    for (const r of body) {
      expect(r[0]).toBe(title);
      expect(r[2]).toBe('Teacher Park');
      if (r[8] === 'Present') expect(r[5]).toMatch(/^\d{2}:\d{2}$/);
    }
  });

  test('an operator finds a class in the class log, reads its attendance and finds its joins in the join history', async ({ browser }) => {
    const operator = await signedIn(browser, DEMO.users.operator);
    await new Shell(operator).switchToManage();
    // Each log opens as the manage menu's links do (typing its address would start the whole app again),
    // once the screen before it is up, so that what is typed next goes to the log's own search.
    await expect(operator.getByRole('heading', { level: 1 })).toBeVisible();
    await openInApp(operator, '/demo/manage/log/logMeet/list', 'h1');
    await operator.getByRole('searchbox').fill('English B');
    const rows = operator.getByTestId('log-row');
    await expect(rows.first()).toContainText('English B');
    await expect(operator.getByTestId('log-row-title').filter({ hasNotText: 'English B' })).toHaveCount(0);
    // Search field chosen with the mouse: the opener's ID, whole match.
    await operator.getByTestId('log-field').click();
    await operator.getByRole('option', { name: 'Opener ID' }).click();
    await operator.getByRole('searchbox').fill('teacher2');
    await expect(operator).toHaveURL(/searchKeyword=teacher2/);
    await operator.getByText('Partial match').click();
    await expect(operator).toHaveURL(/searchMatch=false/);
    await expect(rows.first()).toContainText('English B');
    await rows.first().click();
    await expect(operator).toHaveURL(/\/manage\/log\/logMeet\/view\?meetCode=/);
    const meetCode = new URL(operator.url()).searchParams.get('meetCode')!;
    await expect(operator.getByTestId('attendee-row').first()).toBeVisible();
    await operator.getByTestId('attendee-total-button').first().click();
    await expect(operator.getByTestId('attendance-span').first()).toBeVisible();
    await operator.keyboard.press('Escape');

    await openInApp(operator, '/demo/manage/log/joinLog/list', 'h1, [data-testid="attendee-row"]');
    await operator.getByRole('searchbox').fill('English B');
    const joins = operator.locator(`[data-testid="join-row"][data-meet-code="${meetCode}"]`);
    await expect(joins.first()).toBeVisible();
    expect(await joins.count()).toBeGreaterThanOrEqual(3);
  });
});
