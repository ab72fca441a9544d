/**
 * How non-React code (the API client, session rules) changes the page. The router registers its
 * navigate function at start-up; before that, and in plain tests, a full page load is used.
 */
type Navigator = (path: string) => void | Promise<void>;

let current: Navigator = (path) => window.location.assign(path);

export function setNavigator(navigator: Navigator): void {
  current = navigator;
}

export function navigateTo(path: string): Promise<void> {
  return Promise.resolve(current(path));
}
