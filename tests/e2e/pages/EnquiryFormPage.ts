import { expect, type Page } from '@playwright/test';

/** /intro/contact: the public enquiry form, driven with the mouse. */
export class EnquiryFormPage {
  constructor(private readonly page: Page) {}

  form = () => this.page.getByTestId('enquiry-form');
  slot = (day: string, start: string) => this.page.getByTestId(`slot-${day}-${start}`);

  async open(type?: 'PRIVATE' | 'PERSONAL'): Promise<void> {
    await this.page.goto(`/intro/contact${type ? `?type=${type}` : ''}`);
    await expect(this.form()).toBeVisible();
  }

  async fillStudent(values: { name: string; phone: string; grade: string; teacher: string }): Promise<void> {
    await this.page.getByTestId('enquiry-name').click();
    await this.page.getByTestId('enquiry-name').fill(values.name);
    await this.page.getByTestId('enquiry-phone').click();
    await this.page.getByTestId('enquiry-phone').fill(values.phone);
    await this.page.getByTestId('enquiry-enquirer-PARENT').click();
    await this.page.getByTestId('enquiry-grade').selectOption(values.grade);
    await this.page.getByTestId('enquiry-teacher').selectOption(values.teacher);
  }

  async submit(): Promise<void> {
    await this.page.getByTestId('enquiry-submit').click();
  }
}
