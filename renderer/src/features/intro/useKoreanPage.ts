import { useEffect } from 'react';
import { i18n } from '../../i18n';

/** The public pages are Korean whatever the app's language (service-area 2.18): <html lang="ko"> while one is shown. */
export function useKoreanPage(): void {
  useEffect(() => {
    document.documentElement.lang = 'ko';
    return () => {
      document.documentElement.lang = i18n.language;
    };
  }, []);
}
