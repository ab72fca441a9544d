import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { EXPORT_SELECTED_MAX, type ExportKindValue, FuncFlag } from '@boda/contract';
import { isFuncOn } from '@boda/contract/config';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { showErrorPopup } from '../errors';
import { ExportDialog, type ExportScope } from './ExportDialog';

/**
 * The class list's Export menu (service-area 2.10): the attendance sheet, and the score history when
 * the company has function 3. More than EXPORT_SELECTED_MAX selected classes only warns (no request).
 */
export function ExportMenu({ scope }: { scope: ExportScope }) {
  const { t } = useTranslation('classResults');
  const scores = useSession((s) => s.config !== null && isFuncOn(s.config, FuncFlag.SCORE_EXPORT));
  const [kind, setKind] = useState<ExportKindValue | null>(null);
  const choose = (next: ExportKindValue) => {
    if (scope.selected.length > EXPORT_SELECTED_MAX) {
      showErrorPopup({ type: 'WARNING', message: t('export.tooMany', { max: EXPORT_SELECTED_MAX, count: scope.selected.length }) });
      return;
    }
    setKind(next);
  };
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button icon={<ArrowDownloadRegular />} data-testid="class-export-menu">
            {t('export.menu')}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => choose('USER_JOIN')} data-testid="class-export-attendance">
              {t('export.item.USER_JOIN')}
            </MenuItem>
            {scores ? (
              <MenuItem onClick={() => choose('USER_SCORE')} data-testid="class-export-scores">
                {t('export.item.USER_SCORE')}
              </MenuItem>
            ) : null}
          </MenuList>
        </MenuPopover>
      </Menu>
      {kind !== null ? <ExportDialog kind={kind} scope={scope} onClose={() => setKind(null)} /> : null}
    </>
  );
}
