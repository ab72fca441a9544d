import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/accessibility';
import { EnquiryFormPage } from '../pages/EnquiryFormPage';

/* The public site in Korean (service-area 2.18): the intro page, the academy carousel, the FAQ, the enquiry form. */

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

async function expectKorean(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the intro page shows its sections in Korean and its FAQ opens with the mouse (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByTestId('landing-page')).toBeVisible();
    await expectKorean(page);
    for (const id of ['home', 'introVideo', 'feature', 'pricing', 'case', 'contact'])
      await expect(page.locator(`section#${id}`)).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('선생님은 가르치는 일에만 집중하세요');
    await expect(page.getByTestId('intro-plan-standard')).toContainText('학생 1명당 월 10,000원');
    // The header's navigation: inline on a desktop, behind the menu button on a phone.
    const nav = page.getByTestId('intro-nav');
    if (name === 'phone') {
      await expect(nav).toBeHidden();
      await page.getByTestId('intro-menu').click();
    }
    await expect(nav.getByRole('link', { name: '학원 소개' })).toBeVisible();

    // The first 5 questions until expanded; a click opens an answer.
    const faq = page.getByTestId('intro-faq');
    await expect(faq.getByTestId('faq-question')).toHaveCount(5);
    await faq.getByRole('button', { name: '어떤 기기에서 사용할 수 있나요?' }).click();
    await expect(faq.getByText('Windows, macOS, Linux용 데스크톱 앱')).toBeVisible();
    await page.getByTestId('intro-faq-more').click();
    await expect(faq.getByTestId('faq-question')).toHaveCount(24);

    // The trial dialog: the demo video and the demo site link.
    await page.getByTestId('intro-trial').click();
    const dialog = page.getByTestId('intro-trial-dialog');
    await expect(dialog.getByTestId('intro-demo-video')).toBeVisible();
    await expect(dialog.getByTestId('intro-demo-link')).toHaveAttribute('href', /^https?:\/\/[^/]+\/demo$/);
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('public-footer').getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute(
      'href',
      '/terms/policy',
    );
    // The brochure is a real PDF download.
    const brochure = page.getByTestId('intro-brochure');
    await expect(brochure).toHaveAttribute('download', '보다클래스룸_서비스소개서.pdf');
    const pdf = await page.request.get((await brochure.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
}

test('the academy carousel moves every 8 seconds, holds under the pointer, stays for reduced motion; its FAQ has 10 entries', async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize(DESKTOP);
  await page.goto('/intro/academy');
  await expectKorean(page);
  const slide = page.getByTestId('academy-slide');
  await expect(slide).toHaveAttribute('data-slide', 'pace');
  await page.clock.runFor(8_100);
  await expect(slide).toHaveAttribute('data-slide', 'routine');
  await page.clock.runFor(8_100);
  await expect(slide).toHaveAttribute('data-slide', 'test');
  // Pointer over it: it stays.
  await page.getByTestId('academy-carousel').hover();
  await page.clock.runFor(20_000);
  await expect(slide).toHaveAttribute('data-slide', 'test');
  await page.getByTestId('academy-tab-content').click();
  await expect(slide).toHaveAttribute('data-slide', 'content');
  await expect(page.getByTestId('academy-faq').getByTestId('faq-question')).toHaveCount(10);

  // Reduced motion: the carousel never moves by itself, the tabs still work.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await page.mouse.move(0, 0);
  await expect(slide).toHaveAttribute('data-slide', 'pace');
  await page.clock.runFor(20_000);
  await expect(slide).toHaveAttribute('data-slide', 'pace');
  await page.getByTestId('academy-tab-test').click();
  await expect(slide).toHaveAttribute('data-slide', 'test');
});

test('the price pages show the spec tables, the private banner opens the one-to-one enquiry', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/intro/privateClass/price');
  await expectKorean(page);
  const table = page.getByTestId('private-price-table');
  await expect(table.getByRole('row', { name: /주 2회/ })).toContainText('380,000원');
  await page.getByTestId('price-level-ELEMENTARY').click();
  await expect(table.getByRole('columnheader')).toHaveText(['주당 횟수', '60분']);
  await expect(table.getByRole('row', { name: /주 3회/ })).toContainText('450,000원');
  await page.getByTestId('price-set-B').click();
  await expect(page.getByTestId('private-price-table').getByRole('row', { name: /주 3회/ })).toContainText('380,000원');
  await expect(page.getByTestId('days-table').getByRole('row', { name: /주 2회/ })).toContainText('8일');

  await page.goto('/intro/personalClass/price');
  await expect(page.getByTestId('personal-fee-table').getByRole('row', { name: /주 4회/ })).toContainText('680,000원');

  await page.goto('/intro/privateClass');
  await page.getByTestId('private-banner-apply').click();
  await expect(page).toHaveURL(/\/intro\/contact\?type=PRIVATE$/);
  await expect(page.getByTestId('enquiry-tab-PRIVATE')).toHaveAttribute('aria-selected', 'true');
});

test('a visitor sends an individual-pace enquiry: the slot rules hold, the server stores it, the form resets', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const form = new EnquiryFormPage(page);
  await form.open('PERSONAL');
  await expectKorean(page);
  // Sending an empty form names what is missing.
  await form.submit();
  await expect(page.getByText('필수 항목입니다.').first()).toBeVisible();
  await expect(page.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeVisible();

  await form.fillStudent({ name: '이바다', phone: '010-2345-6789', grade: '2', teacher: '상관없음' });
  // 120-minute sessions: 4 half-hour slots, a start after 21:00 refused.
  await expect(form.slot('MON', '21:30')).toHaveAttribute('data-state', 'unavailable');
  await form.slot('MON', '19:00').click();
  await expect(form.slot('MON', '20:30')).toHaveAttribute('data-state', 'covered');
  await expect(form.slot('MON', '21:00')).toHaveAttribute('data-state', 'free');
  await form.submit();
  await expect(page.getByText('주 2회 이상 선택해 주세요.')).toBeVisible();
  await form.slot('THU', '21:00').click();
  await page.getByTestId('enquiry-content').click();
  await page.getByTestId('enquiry-content').fill('중학교 2학년 수학 개별진도 수업 상담을 원합니다.');
  await page.getByTestId('enquiry-agreement').click();

  const sent = page.waitForRequest((r) => r.url().includes('/open/enquiry') && r.method() === 'POST');
  const answered = page.waitForResponse((r) => r.url().includes('/open/enquiry'));
  await form.submit();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    command: 'SEND',
    classType: 'PERSONAL',
    studentName: '이바다',
    schoolLevel: 'MIDDLE',
    grade: 2,
    lessonMinutes: 120,
    sessions: [
      { day: 'MON', start: '19:00' },
      { day: 'THU', start: '21:00' },
    ],
    agreement: true,
  });
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, data: { result: { received: true } } });
  await expect(page.getByTestId('enquiry-sent')).toHaveText('상담 신청이 접수되었습니다. 확인 후 연락드리겠습니다.');
  await expect(page.getByTestId('enquiry-tab-PRIVATE')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('enquiry-name')).toHaveValue('');
  await expect(page).toHaveURL(/type=PRIVATE/);
});

test('the public pages have no serious accessibility findings', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [path, viewport] of [
    ['/', DESKTOP],
    ['/', PHONE],
    ['/intro/academy', DESKTOP],
    ['/intro/academy/teacher', PHONE],
    ['/intro/personalClass', DESKTOP],
    ['/intro/personalClass/price', PHONE],
    ['/intro/privateClass', PHONE],
    ['/intro/privateClass/price', DESKTOP],
    ['/intro/contact?type=PERSONAL', DESKTOP],
    ['/intro/help/faq', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectKorean(page);
    await expectNoSeriousAxeViolations(page, `${path} at ${viewport.width} px`);
  }
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.getByTestId('intro-trial').click();
  await expect(page.getByTestId('intro-trial-dialog')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the trial dialog');
});
