import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, type MenuProps } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { Languages, type Language } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import { isLanguage } from '../i18n/language';

/**
 * Header and login-page language menu; the choice is saved (BODA_LANGUAGE). Its accessible name
 * contains the visible short name, so voice control users can say what they see ("click EN").
 */
export function LanguageSwitch({ appearance = 'subtle' }: { appearance?: 'subtle' | 'secondary' | 'transparent' }) {
  const { t, i18n } = useTranslation('common');
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const onChange: MenuProps['onCheckedValueChange'] = (_event, data) => {
    const next = data.checkedItems[0];
    if (isLanguage(next)) void changeLanguage(next);
  };
  return (
    <Menu checkedValues={{ language: [current] }} onCheckedValueChange={onChange}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance={appearance}
          icon={<LocalLanguageRegular />}
          data-testid="language-switch"
          aria-label={`${t('language.label')}: ${t(`language.short.${current}`)}`}
        >
          {t(`language.short.${current}`)}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {Languages.map((language: Language) => (
            <MenuItemRadio key={language} name="language" value={language} data-testid={`language-option-${language}`}>
              {t(`language.name.${language}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
