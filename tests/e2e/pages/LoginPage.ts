import { expect, type Page } from '@playwright/test';

export const DEMO_COMPANY = 'demo';
export const DEMO_PASSWORD = 'Boda!2468';

/**
 * How long the login page and a sign-in may take on a loaded machine (the first screen's chunks, the
 * argon2 check, the service area's data): the suite's load-safe wait for a screen, as the page
 * objects' other waits for the server (30 s), not the 10 s default meant for one element.
 */
const SIGN_IN_MS = 30_000;

/** The company login page /{companyId}. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  /** Opens the page and waits until the app has taken over the server's rendered page (its buttons work). */
  async open(companyId = DEMO_COMPANY, query = ''): Promise<void> {
    await this.page.goto(`/${companyId}${query}`);
    await expect(this.page.getByTestId('login-form')).toBeVisible({ timeout: SIGN_IN_MS });
    await this.page.locator('#root[data-live]').waitFor({ state: 'attached', timeout: SIGN_IN_MS });
  }

  username = () => this.page.getByTestId('login-username');
  password = () => this.page.getByTestId('login-password');
  submit = () => this.page.getByTestId('login-submit');
  inlineError = () => this.page.getByTestId('login-error-inline');

  async signIn(userId: string, password = DEMO_PASSWORD): Promise<void> {
    await this.username().fill(userId);
    await this.password().fill(password);
    await this.submit().click();
  }

  /** Signs in and waits for the landing page of the service area. */
  async signInAs(userId: string, companyId = DEMO_COMPANY): Promise<void> {
    await this.open(companyId);
    await this.signIn(userId);
    await expect(this.page).toHaveURL(new RegExp(`/${companyId}/room/list$`), { timeout: SIGN_IN_MS });
    await expect(this.page.getByTestId('app-header')).toBeVisible({ timeout: SIGN_IN_MS });
  }
}
