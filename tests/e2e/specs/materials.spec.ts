import { expect, test, type Browser, type Page } from '@playwright/test';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { DEMO } from '../../../server/src/seed/demo';
import { openInApp } from '../fixtures/navigate';
import { useOwnServer } from '../fixtures/ownServer';
import { MaterialsSection } from '../pages/MaterialsSection';
import { RoomListPage } from '../pages/RoomListPage';
import { Shell } from '../pages/Shell';

const MATH_ROOM = 'Math A (regular class)';

/**
 * Reference materials and class notes against the real server: a teacher uploads a zip in the room view
 * with the mouse, a student of the room downloads it, the teacher deletes it; after a class in which a
 * student's class client saved a class note, the operator opens the note from the manage class view.
 */
test.describe('materials and class notes', () => {
  const own = useOwnServer();
  const signedIn = (browser: Browser, userId: string) => own.signedIn(browser, userId);

  /** The teacher's way into the room view: the card's menu, then "modify". */
  async function openRoomView(page: Page): Promise<string> {
    const rooms = new RoomListPage(page);
    await expect(rooms.card(MATH_ROOM)).toBeVisible();
    await rooms.menu(MATH_ROOM, 'modify');
    await expect(page).toHaveURL(/\/demo\/room\/view\?roomCode=/);
    return new URL(page.url()).searchParams.get('roomCode')!;
  }

  test('a teacher uploads a zip in the room view, a student downloads it, the teacher deletes it', async ({ browser }) => {
    const teacherPage = await signedIn(browser, DEMO.users.teacher);
    const roomCode = await openRoomView(teacherPage);
    const teacher = new MaterialsSection(teacherPage);
    const zip = Buffer.from(zipSync({ 'unit1.txt': strToU8('Fractions, unit 1') }));
    await teacher.upload([{ name: 'unit1 worksheet.zip', mimeType: 'application/zip', buffer: zip }]);
    await expect(teacher.row('unit1 worksheet.zip')).toBeVisible();
    await expect(teacherPage.getByTestId('toast-success')).toContainText('1 file uploaded.');

    const studentPage = await signedIn(browser, 'student1');
    // The room opens from the landing room list as the app's links do (its address would start the app again).
    await openInApp(studentPage, `/demo/room/view?roomCode=${roomCode}&meetCode=0`, '[data-testid="room-list-page"]');
    const student = new MaterialsSection(studentPage);
    await expect(student.row('unit1 worksheet.zip')).toBeVisible();
    await expect(student.uploadButton()).toHaveCount(0);
    await expect(student.row('unit1 worksheet.zip').getByTestId('material-delete')).toHaveCount(0);
    const got = await student.download('unit1 worksheet.zip');
    expect(got.name).toBe('unit1 worksheet.zip');
    expect(new TextDecoder().decode(unzipSync(new Uint8Array(got.bytes))['unit1.txt'])).toBe('Fractions, unit 1');

    await teacher.remove('unit1 worksheet.zip');
    await studentPage.reload();
    await expect(student.root().getByText('No reference materials yet.')).toBeVisible();
  });

  /** The class client's calls: one JSON command on /open/classClient. */
  async function classClient(command: string, body: Record<string, string>) {
    const response = await fetch(`${own.server.origin}/open/classClient`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ command, ...body }),
    });
    const answer = (await response.json()) as { success: boolean; data: { result: { attendeeToken?: string } } | null };
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    return answer.data!.result;
  }

  /** Joins the room through the signed-in page (as the room list's join does), then as its class client. */
  async function joinClass(page: Page, roomCode: string): Promise<{ meetCode: string; attendeeToken: string }> {
    const join = await page.evaluate(async (code) => {
      const answer = await window.__bodaE2E!.send('roomJoin.JOIN', { roomCode: code });
      return { meetCode: answer.result.meetCode, ticket: answer.joinTicket };
    }, roomCode);
    const exec = JSON.parse(Buffer.from(join.ticket.split('.')[1]!, 'base64url').toString()) as { exec: { join: { joinToken: string } } };
    const joined = await classClient('JOIN', { joinToken: exec.exec.join.joinToken });
    return { meetCode: join.meetCode, attendeeToken: joined.attendeeToken! };
  }

  async function pagePng(color: string): Promise<Blob> {
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: color } })
      .png()
      .toBuffer();
    return new Blob([new Uint8Array(png)], { type: 'image/png' });
  }

  test('the operator opens a student’s class note from the manage class view', async ({ browser }) => {
    const teacherPage = await signedIn(browser, DEMO.users.teacher);
    const roomCode = await openRoomView(teacherPage);
    const lead = await joinClass(teacherPage, roomCode);
    await classClient('START', { attendeeToken: lead.attendeeToken });
    const studentPage = await signedIn(browser, 'student1');
    const attendee = await joinClass(studentPage, roomCode);
    expect(attendee.meetCode).toBe(lead.meetCode);
    const form = new FormData();
    form.append('command', 'NOTE_UPLOAD');
    form.append('attendeeToken', attendee.attendeeToken);
    form.append('noteTitle', 'Fractions class note');
    form.append(
      'agendaList',
      JSON.stringify([
        {
          agendaNo: 1,
          agendaName: 'Fractions',
          pageList: [
            { pageNo: 1, pageName: 'p1' },
            { pageNo: 2, pageName: 'p2' },
          ],
        },
      ]),
    );
    form.append('pageFiles', await pagePng('#ffeecc'), 'p1.png');
    form.append('pageFiles', await pagePng('#ccffee'), 'p2.png');
    const uploaded = await fetch(`${own.server.origin}/open/classClient`, { method: 'POST', body: form });
    expect(((await uploaded.json()) as { success: boolean }).success).toBe(true);
    await classClient('END', { attendeeToken: lead.attendeeToken });

    const operator = await signedIn(browser, DEMO.users.operator);
    await new Shell(operator).switchToManage();
    await openInApp(operator, `/demo/manage/log/logMeet/view?meetCode=${lead.meetCode}`, 'h1');
    const row = operator.locator('[data-testid="attendee-row"][data-user-id="student1"]');
    await expect(row.getByTestId('attendee-note-view')).toBeVisible();
    await expect(operator.locator('[data-testid="attendee-row"][data-user-id="teacher1"]').getByTestId('attendee-note')).toHaveText('-');

    // The whole note from the attendance row, as a PDF.
    const download = operator.waitForEvent('download');
    await row.getByTestId('note-download-button').click();
    await operator.getByTestId('note-download-pdf').click();
    await operator.getByTestId('note-download-confirm').click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);

    await row.getByTestId('attendee-note-view').click();
    await expect(operator).toHaveURL(/\/manage\/log\/logMeet\/viewNote\?noteIdx=\d+/);
    await expect(operator.getByTestId('page-title')).toHaveText('Fractions class note');
    await expect(operator.getByTestId('note-student')).toContainText('(student1)');
    await expect(operator.getByTestId('note-page-card')).toHaveCount(2);
    await expect(operator.getByTestId('note-page-image').first()).toBeVisible();
  });
});
