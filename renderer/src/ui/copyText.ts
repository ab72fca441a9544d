import { notify } from './feedback';

/** Copies to the clipboard and says so in a toast, or that it could not (the caller's words for both). */
export async function copyText(text: string, messages: { copied: string; failed: string }): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(messages.copied);
    return true;
  } catch {
    notify.error(messages.failed);
    return false;
  }
}
