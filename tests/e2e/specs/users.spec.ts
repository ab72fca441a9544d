import { expect, test, type BrowserContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { startServer, type RunningServer } from '../fixtures/server';
import { GroupTreePage } from '../pages/GroupTreePage';
import { LoginPage } from '../pages/LoginPage';
import { UsersPage } from '../pages/UsersPage';

const KID_PASSWORD = 'Kid!2468a';

/** The import spreadsheet of the test: three good rows and one with a bad ID (the report names it). */
async function importSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('users');
  sheet.addRow(['ID', 'Name', 'Password', 'Cell phone', 'Email', 'Parent phone']);
  sheet.addRow(['e2e-kid1', 'Kid One', KID_PASSWORD, '01070000001', 'kid1@example.com', '01080000001']);
  sheet.addRow(['e2e-kid2', 'Kid Two', KID_PASSWORD, '01070000002', '', '']);
  sheet.addRow(['e2e-kid3', 'Kid Three', KID_PASSWORD, '01070000003', '', '']);
  sheet.addRow(['x', 'Bad Id', KID_PASSWORD, '01070000004', '', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test.describe('users and groups (manage area)', () => {
  let server: RunningServer;
  const contexts: BrowserContext[] = [];

  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    for (const context of contexts.splice(0)) await context.close();
    await server.stop();
  });

  test('an operator builds a group tree, imports users, drags one between groups, unlocks a locked user and changes the password', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.origin });
    contexts.push(context);
    const page = await context.newPage();
    await new LoginPage(page).signInAs('operator');

    const tree = new GroupTreePage(page);
    await tree.open();
    await tree.registerGroup('', 'E2E Grade');
    await tree.registerGroup('E2E Grade', 'E2E Class');

    await tree.menu('E2E Class', 'importUsers');
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByTestId('import-file').setInputFiles({
      name: 'users.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await importSheet(),
    });
    await dialog.getByTestId('import-submit').click();
    await expect(dialog.getByTestId('import-report-created')).toHaveText(/3/);
    await expect(dialog.getByTestId('import-report-failed')).toHaveText(/1/);
    await expect(dialog.getByTestId('import-report-row')).toHaveCount(1);
    await expect(dialog.getByTestId('import-report-row')).toContainText('x');
    await dialog.getByTestId('import-done').click();

    await tree.expand('E2E Class');
    await expect(tree.usersIn('E2E Class')).toHaveCount(3);
    await tree.dragUser('e2e-kid1', 'E2E Grade');
    await expect(tree.usersIn('E2E Grade')).toHaveCount(1);
    await expect(tree.usersIn('E2E Grade').first()).toHaveAttribute('data-user-id', 'e2e-kid1');
    await expect(tree.usersIn('E2E Class')).toHaveCount(2);

    // Five wrong passwords lock the account (server rule); the operator unlocks it.
    for (let i = 0; i < 5; i += 1) {
      await page.request.post(`${server.origin}/open/login/loginBoda`, {
        form: { companyId: 'demo', username: 'e2e-kid2', password: 'Wrong!1357', autoLogin: 'false' },
      });
    }
    const users = new UsersPage(page);
    await users.open('?searchKeyword=e2e-kid2');
    await expect(users.row('e2e-kid2').getByTestId('user-row-lock')).toHaveText(/Locked/);
    await users.openDetail('e2e-kid2');
    await expect(page.getByTestId('user-detail-lock')).toHaveText(/Locked/);
    await users.unlockAndChangePassword('Fresh#2468');
    await expect(page.getByTestId('user-detail-lock')).toHaveText(/Not locked/);

    const login = await page.request.post(`${server.origin}/open/login/loginBoda`, {
      form: { companyId: 'demo', username: 'e2e-kid2', password: 'Fresh#2468', autoLogin: 'false' },
    });
    expect(login.status()).toBe(200);
  });
});
