import { expect, test } from '@playwright/test';
import { startSmtpServer } from '../../../server/src/resources/enquiry/smtp-test-server';
import { expectNoSeriousAxeViolations } from '../fixtures/accessibility';
import { startServer } from '../fixtures/server';

/* The intro page's trial dialog against a server that mails (service-area 2.18; /open/serviceIntro and /open/serviceIntro/demo). */

test('the trial dialog shows the demo site and mails its address to a visitor, by mouse; a wrong address is told under the field', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const smtp = await startSmtpServer();
  const server = await startServer({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Boda <site@boda.test>', ENQUIRY_MAIL_TO: 'desk@boda.test' },
  });
  try {
    const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('intro-trial').click();
    const dialog = page.getByTestId('intro-trial-dialog');
    await expect(dialog.getByTestId('intro-demo-link')).toHaveAttribute('href', /^https?:\/\/[^/]+\/demo$/);
    const email = dialog.getByTestId('intro-demo-mail-email');
    await expect(email).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the trial dialog with the mail form');

    await email.click();
    await page.keyboard.type('not-an-address');
    await dialog.getByTestId('intro-demo-mail-send').click();
    await expect(dialog).toContainText('올바른 이메일 주소를 입력해 주세요.');
    expect(smtp.received).toHaveLength(0);

    await email.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('visitor@example.com');
    await dialog.getByTestId('intro-demo-mail-send').click();
    await expect(dialog.getByTestId('intro-demo-mail-success')).toBeVisible();
    await expect(email).toHaveValue('');
    await expect.poll(() => smtp.received.length, { timeout: 60_000 }).toBe(1);
    expect(smtp.received[0]?.to).toEqual(['visitor@example.com']);
    expect(smtp.received[0]?.text).toMatch(/데모 사이트: https?:\/\/[^/\s]+\/demo/);
    await context.close();
  } finally {
    await server.stop();
    await smtp.close();
  }
});
