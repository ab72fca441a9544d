import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** The service notes tabs and the note dialog: inspection, page selection and downloads. */
export class NotesPage {
  constructor(private readonly page: Page) {}

  list = (): Locator => this.page.getByTestId('note-list-page');
  rows = (): Locator => this.page.getByTestId('note-row');
  dialog = (): Locator => this.page.getByTestId('note-dialog');
  questions = (): Locator => this.dialog().getByTestId('note-question');
  header = (name: 'wrong' | 'correct' | 'question'): Locator => this.dialog().getByTestId(`note-${name}-count`);

  /** A row by its note status (2 submitted, 3 inspecting, 4 completed), optionally of one student. */
  row(status: number, userId?: string): Locator {
    const student = userId ? `[data-user-id="${userId}"]` : '';
    return this.page.locator(`[data-testid="note-row"][data-note-status="${status}"]${student}`);
  }

  /** From the service tab bar, then the notes tab of the role. */
  async openFromTabs(tab: 'submitted' | 'work' | 'class'): Promise<void> {
    await this.page.getByTestId('tab-note').click();
    await expect(this.list()).toBeVisible();
    await this.page.getByTestId(`note-tab-${tab}`).click();
    await expect(this.page.locator(`[data-testid="note-list-page"][data-tab="${tab}"]`)).toBeVisible();
  }

  async open(row: Locator): Promise<void> {
    await row.getByTestId('note-row-title').click();
    await expect(this.dialog()).toBeVisible();
    await expect(this.dialog().getByTestId('note-page-card').first()).toBeVisible();
  }

  /** Chooses a column count in the dropdown, with the mouse. */
  async chooseColumns(count: 1 | 2 | 3 | 4): Promise<void> {
    await this.dialog().getByTestId('note-columns').click();
    await this.page.getByTestId(`note-columns-${count}`).click();
    await expect(this.dialog().getByTestId('note-pages')).toHaveAttribute('data-columns', String(count));
  }

  async selectPages(count: number): Promise<void> {
    const boxes = this.dialog().getByTestId('note-page-select');
    for (let i = 0; i < count; i += 1) await boxes.nth(i).click();
    await expect(this.dialog().getByTestId('note-download')).toContainText(`Download ${count} pages`);
  }

  /**
   * Downloads the selected pages and answers with the file. `asked`: the type prompt comes (first time,
   * or 'ask again' was ticked); `remembered`: no prompt; `choose`: 'Download as…' to change a remembered type.
   */
  async download(format: 'pdf' | 'zip', how: 'asked' | 'remembered' | 'choose'): Promise<{ name: string; bytes: Buffer }> {
    const download = this.page.waitForEvent('download');
    await this.dialog()
      .getByTestId(how === 'choose' ? 'note-download-choose' : 'note-download')
      .click();
    const prompt = this.page.getByTestId('note-download-dialog');
    if (how === 'remembered') {
      await expect(prompt).toHaveCount(0);
    } else {
      await prompt.getByTestId(`note-download-${format}`).click();
      await prompt.getByTestId('note-download-confirm').click();
    }
    const file = await download;
    return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
  }

  /** Confirms the open confirmation question. */
  async confirm(): Promise<void> {
    await this.page.getByTestId('note-confirm-confirm').click();
    await expect(this.page.getByTestId('note-confirm')).toHaveCount(0);
  }
}
