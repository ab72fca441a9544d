import { expect, type Locator, type Page } from '@playwright/test';

/** /task/list: the teachers' deploy lists (service and manage) with the deploy dialog, and a student's to-do list. */
export class HomeworkPage {
  constructor(private readonly page: Page) {}

  taskRow = (name: string): Locator => this.page.locator(`[data-testid="task-row"][data-task-name="${name}"]`);
  todoRow = (name: string): Locator => this.page.locator(`[data-testid="todo-row"][data-task-name="${name}"]`);
  deployDialog = (): Locator => this.page.getByTestId('deploy-dialog');

  /** The homework tab of the service area (teachers: "Deploy homework"; students: their homework). */
  async openFromTab(): Promise<void> {
    await this.page.getByTestId('tab-task').click();
    await expect(this.page.getByTestId('task-list-page')).toBeVisible();
  }

  /** The manage area's homework deployment (every task of the company), from the left menu. */
  async openManageList(): Promise<void> {
    await this.page.getByTestId('manage-menu-task').click();
    await expect(this.page.getByTestId('manage-task-list-page')).toBeVisible();
  }

  async openDeployDialog(): Promise<Locator> {
    await this.page.getByTestId('task-deploy').click();
    await expect(this.deployDialog()).toBeVisible();
    return this.deployDialog();
  }

  /** Chooses an existing book by name from the dropdown, with the mouse. */
  async chooseBook(name: string): Promise<void> {
    const dialog = this.deployDialog();
    await dialog.getByTestId('deploy-book').click();
    await this.page.getByTestId('deploy-book-option').filter({ hasText: name }).first().click();
    await expect(dialog.getByTestId('deploy-book')).toContainText(name);
  }

  /** Picks students by name in the shared user picker. */
  async chooseStudents(names: string[]): Promise<void> {
    await this.deployDialog().getByTestId('deploy-students').click();
    const picker = this.page.getByTestId('deploy-student-picker');
    await expect(picker).toBeVisible();
    for (const name of names) await picker.getByTestId('deploy-student-picker-row').filter({ hasText: name }).click();
    await picker.getByTestId('deploy-student-picker-confirm').click();
    await expect(picker).toHaveCount(0);
    await expect(this.deployDialog().getByTestId('deploy-students-chosen')).toContainText(`${names.length} student`);
  }

  async deploy(options: { book: string; name: string; students: string[]; autoReview: boolean }): Promise<void> {
    const dialog = await this.openDeployDialog();
    await this.chooseBook(options.book);
    await dialog.getByTestId('deploy-name').fill(options.name);
    await this.chooseStudents(options.students);
    if (options.autoReview) await dialog.getByTestId('deploy-auto-review').click();
    await dialog.getByTestId('deploy-submit').click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  }
}
