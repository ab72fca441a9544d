import { StorageKey, type Language } from '@boda/contract';
import { ensureLanguage, i18n } from '../../i18n';
import { platform } from '../../platform';

/** A language the user picked themselves (?lang= or the saved setting) wins over the ticket's. */
function userChoseLanguage(): boolean {
  return new URLSearchParams(window.location.search).has('lang') || Boolean(platform.storage.get(StorageKey.LANGUAGE));
}

/** Shows the class in the joining user's language (the ticket's), without saving it as their setting. */
export async function showTicketLanguage(language: Language | null): Promise<void> {
  if (!language || userChoseLanguage() || i18n.language === language) return;
  await ensureLanguage(language);
  await i18n.changeLanguage(language);
}
