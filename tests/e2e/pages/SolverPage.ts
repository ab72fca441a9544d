import { expect, type Locator, type Page } from '@playwright/test';

/** The student's solver (/{companyId}/task/solve): pages with the pen layer, the answer sheet, autosave, submit. */
export class SolverPage {
  constructor(private readonly page: Page) {}

  pageFigure = (pageNo: number): Locator => this.page.locator(`[data-testid="solver-page"][data-page="${pageNo}"]`);
  choice = (question: number, choice: number): Locator => this.page.getByTestId(`solver-choice-${question}-${choice}`);
  text = (question: number): Locator => this.page.getByTestId(`solver-text-${question}`);
  strokes = (pageNo: number): Locator => this.pageFigure(pageNo).locator('svg path');

  async waitForFirstPage(): Promise<void> {
    await expect(this.page.getByTestId('solver')).toBeVisible();
    await expect(this.pageFigure(1).getByTestId('solver-page-image')).toHaveAttribute('data-drawn', 'true');
  }

  /** Draws a stroke across the middle of a page with the mouse, as a student with a mouse would. */
  async drawOn(pageNo: number): Promise<void> {
    const box = await this.pageFigure(pageNo).boundingBox();
    if (!box) throw new Error(`page ${pageNo} is not on the screen`);
    const y = box.y + Math.min(box.height, 600) / 2;
    await this.page.mouse.move(box.x + box.width * 0.3, y);
    await this.page.mouse.down();
    for (let i = 1; i <= 12; i++) await this.page.mouse.move(box.x + box.width * (0.3 + i * 0.03), y + i * 4);
    await this.page.mouse.up();
  }

  async waitUntilSaved(): Promise<void> {
    await expect(this.page.getByTestId('solver-save-status')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
  }

  async submit(): Promise<void> {
    await this.page.getByTestId('solver-submit').click();
    await this.page.getByTestId('solver-submit-confirm-confirm').click();
  }
}
