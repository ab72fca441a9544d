import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** The reference materials section (room view, class results, /wb/fileDownload). */
export class MaterialsSection {
  constructor(private readonly page: Page) {}

  root = (): Locator => this.page.getByTestId('room-materials');
  uploadButton = (): Locator => this.root().getByTestId('material-upload');
  row = (name: string): Locator => this.root().locator(`[data-testid="material-row"][data-file-name="${name}"]`);

  /** Picks files with the mouse: the upload button opens the file chooser. */
  async upload(files: Array<{ name: string; mimeType: string; buffer: Buffer }>): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.uploadButton().click();
    await (await chooser).setFiles(files);
  }

  async download(name: string): Promise<{ name: string; bytes: Buffer }> {
    const download = this.page.waitForEvent('download');
    await this.row(name).getByTestId('material-download').click();
    const file = await download;
    return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
  }

  async remove(name: string): Promise<void> {
    await this.row(name).getByTestId('material-delete').click();
    const confirm = this.page.getByTestId('material-delete-confirm');
    await expect(confirm).toContainText(name);
    await this.page.getByTestId('material-delete-confirm-confirm').click();
    await expect(this.row(name)).toHaveCount(0);
  }
}
