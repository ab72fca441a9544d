import { expect, type Locator, type Page } from '@playwright/test';

/** A file as the browser's file chooser hands it over. */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Manage /book: the list with its tabs, the register dialog, the view with contents, pages and copy, and the answer editor. */
export class BooksPage {
  constructor(private readonly page: Page) {}

  row = (name: string): Locator => this.page.locator(`[data-testid="book-row"][data-book-name="${name}"]`);
  view = (): Locator => this.page.getByTestId('book-view-page');
  pageCards = (): Locator => this.page.getByTestId('page-card');
  toc = (): Locator => this.page.getByTestId('toc-editor');

  async openFromMenu(): Promise<void> {
    await this.page.getByTestId('manage-menu-book').click();
    await expect(this.page.getByTestId('book-list-page')).toBeVisible();
  }

  async openTab(tab: 'textbook' | 'workbook'): Promise<void> {
    await this.page.getByTestId(`book-tab-${tab}`).click();
    await expect(this.page.locator(`[data-testid="book-list-page"][data-tab="${tab}"]`)).toBeVisible();
  }

  /** Picks files through the chooser the field's button opens (what a person does). */
  async chooseFiles(button: Locator, files: ChosenFile[]): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await button.click();
    await (await chooser).setFiles(files);
  }

  async register(name: string, type: 'textbook' | 'workbook', pdfs: ChosenFile[]): Promise<void> {
    await this.page.getByTestId('book-register').click();
    const dialog = this.page.getByTestId('book-form-dialog');
    await dialog.getByTestId('book-form-name').click();
    await this.page.keyboard.type(name);
    await dialog.getByTestId(`book-form-type-${type}`).click();
    await this.chooseFiles(dialog.getByTestId('book-pdf-files-button'), pdfs);
    await expect(dialog.getByTestId('book-pdf-item')).toHaveCount(pdfs.length);
    await dialog.getByTestId('book-form-save').click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 });
    await expect(this.view()).toBeVisible();
  }

  /** Adds a chapter at the end of the table of contents being edited and fills it. */
  async addChapter(title: string, startPage: string): Promise<void> {
    await this.page.getByTestId('toc-add').click();
    const row = this.page.getByTestId('toc-edit-row').last();
    await row.getByTestId('toc-title').click();
    await this.page.keyboard.type(title);
    await row.getByTestId('toc-start-page').click();
    await this.page.keyboard.type(startPage);
  }
}
