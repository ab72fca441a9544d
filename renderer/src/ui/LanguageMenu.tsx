import { Menu, MenuItemRadio, MenuList, MenuPopover, type MenuProps } from '@fluentui/react-components';
import { Languages, type Language } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import { isLanguage } from '../i18n/language';

export interface LanguageMenuProps {
  /** The language button the menu opens from (LanguageSwitch). */
  target: HTMLElement | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** LanguageSwitch's menu, in a chunk of its own: Fluent's menu and positioning load on first open. */
export function LanguageMenu({ target, open, onOpenChange }: LanguageMenuProps) {
  const { t, i18n } = useTranslation('common');
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const onChange: MenuProps['onCheckedValueChange'] = (_event, data) => {
    const next = data.checkedItems[0];
    if (isLanguage(next)) void changeLanguage(next);
  };
  return (
    <Menu
      open={open}
      onOpenChange={(_event, data) => onOpenChange(data.open)}
      positioning={{ target }}
      checkedValues={{ language: [current] }}
      onCheckedValueChange={onChange}
    >
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
