import { Suspense, lazy, useState, type KeyboardEvent } from 'react';
import { Button } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n/language';

const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));

/**
 * Header and login-page language menu; the choice is saved (BODA_LANGUAGE). Its accessible name
 * contains the visible short name, so voice control users can say what they see ("click EN").
 * The menu itself (LanguageMenu) loads when the pointer or focus reaches the button, and mounts on
 * first open: the login page carries no Fluent menu until then (tests/bench/README.md).
 */
export function LanguageSwitch({ appearance = 'subtle' }: { appearance?: 'subtle' | 'secondary' | 'transparent' }) {
  const { t, i18n } = useTranslation('common');
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const [button, setButton] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // The menu is not this button's MenuTrigger: give focus back on close (Escape, a choice), as a trigger gets it.
    if (!next) button?.focus();
  };
  // A menu button opens on ArrowDown too (Enter and Space click it), and Escape closes its menu.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      show();
    } else if (event.key === 'Escape' && open) onOpenChange(false);
  };
  return (
    <>
      <Button
        ref={setButton}
        appearance={appearance}
        icon={<LocalLanguageRegular />}
        data-testid="language-switch"
        aria-label={`${t('language.label')}: ${t(`language.short.${current}`)}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => (open ? onOpenChange(false) : show())}
        onKeyDown={onKeyDown}
      >
        {t(`language.short.${current}`)}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <LanguageMenu target={button} open={open} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </>
  );
}
