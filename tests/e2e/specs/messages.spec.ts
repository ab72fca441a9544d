import { expect, test, type BrowserContext } from '@playwright/test';
import { boxOf, clipping, overlaps } from '../fixtures/layout';
import { startServer, type RunningServer } from '../fixtures/server';
import { LoginPage } from '../pages/LoginPage';
import { MessagesPage } from '../pages/MessagesPage';

test.describe('messages', () => {
  let server: RunningServer;
  const contexts: BrowserContext[] = [];

  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    for (const context of contexts.splice(0)) await context.close();
    await server.stop();
  });

  test('a teacher messages a class with an attachment; the student sees the indicator, reads it and replies', async ({ browser }) => {
    const open = async (userId: string) => {
      const context = await browser.newContext({ baseURL: server.origin, acceptDownloads: true });
      contexts.push(context);
      const page = await context.newPage();
      await new LoginPage(page).signInAs(userId);
      return page;
    };

    const teacherPage = await open('teacher1');
    const teacher = new MessagesPage(teacherPage);
    await teacher.open('send');
    await teacherPage.getByTestId('message-compose').click();
    await expect(teacher.compose().getByTestId('compose-send')).toBeDisabled();
    await teacher.compose().getByTestId('compose-title').fill('Math A: worksheet');
    await teacher.pickReceivers(['student1', 'student2']);
    await teacher.writeBody('Please solve the attached worksheet by Friday.');
    await teacher.attach('worksheet.pdf', '%PDF-1.4 worksheet');
    await teacher.send();
    await expect(teacher.row('Math A: worksheet')).toContainText('Student Han and 1 other');

    const studentPage = await open('student1');
    const student = new MessagesPage(studentPage);
    await expect(student.indicator()).toHaveAttribute('data-new', 'true');
    // The count sits beside the envelope, whole: not over the icon, not cut by the header or the window.
    const badge = student.indicator().getByTestId('message-indicator-badge');
    await expect(badge).toHaveText('1');
    expect(overlaps(await boxOf(badge), await boxOf(student.indicator().locator('svg').first())), 'badge over the envelope').toBe(false);
    expect(await clipping(badge)).toEqual([]);
    await student.indicator().click();
    await expect(studentPage).toHaveURL(/\/demo\/message\/recv\/list$/);
    await expect(student.row('Math A: worksheet')).toHaveAttribute('data-unread', 'true');
    await student.row('Math A: worksheet').click();
    await expect(studentPage.getByTestId('message-view-contents')).toContainText('Please solve the attached worksheet by Friday.');
    const download = studentPage.waitForEvent('download');
    await studentPage.getByTestId('message-view-file').click();
    expect((await download).suggestedFilename()).toBe('worksheet.pdf');
    await expect(student.indicator()).toHaveAttribute('data-new', 'false');

    await studentPage.getByTestId('message-view-reply').click();
    await expect(student.compose().getByTestId('compose-title')).toHaveValue('RE : Math A: worksheet');
    await expect(student.compose().getByTestId('compose-receiver')).toHaveText(['Teacher Park']);
    await student.writeBody('Done! ');
    await student.send();

    await teacher.open('recv');
    await expect(teacher.row('RE : Math A: worksheet')).toHaveAttribute('data-unread', 'true');
    await teacher.open('send');
    await teacher.row('Math A: worksheet').click();
    const receivers = teacherPage.getByTestId('message-view-receiver');
    await expect(receivers).toHaveCount(2);
    await expect(receivers.filter({ hasText: 'Student Han' })).toHaveAttribute('data-read', 'true');
    await expect(receivers.filter({ hasText: 'Student Yoon' })).toHaveAttribute('data-read', 'false');
    await expect(receivers.filter({ hasText: 'Student Yoon' })).toContainText('not read');
  });
});
