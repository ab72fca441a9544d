import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { type ClassExportKind, EXPORT_SELECTED_MAX, FuncFlag, type LogMeetSearchType, type LogSearchFilterValue } from '@boda/contract';
import { isFuncOn } from '@boda/contract/config';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { showErrorPopup } from '../../ui/feedback';
import { ExportDialog } from './ExportDialog';
import { useStartExport } from './mutations';

/** What an export covers: the selected classes, or (none selected) every class of the list's range and keyword. */
export interface ExportScope {
  searchType: (typeof LogMeetSearchType)[keyof typeof LogMeetSearchType];
  selected: readonly string[];
  searchStartDate?: string;
  searchEndDate?: string;
  searchKeyword: string;
  searchFilter?: LogSearchFilterValue;
  searchMatch?: boolean;
  /** The range as the user picked it (YYYY-MM-DD), for the confirmation. */
  from: string;
  to: string;
}

/**
 * The class list's Export menu (service-area 2.10): the attendance sheet, and the score history when
 * the company has function 3. More than EXPORT_SELECTED_MAX selected classes only warns (no request).
 */
export function ExportMenu({ scope }: { scope: ExportScope }) {
  const { t } = useTranslation('classResults');
  const scores = useSession((s) => s.config !== null && isFuncOn(s.config, FuncFlag.SCORE_EXPORT));
  const startExport = useStartExport();
  const [kind, setKind] = useState<ClassExportKind | null>(null);
  const choose = (next: ClassExportKind) => {
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
      {kind !== null ? (
        <ExportDialog
          kind={kind}
          title={t(`export.title.${kind}`)}
          message={
            scope.selected.length > 0
              ? t('export.confirmSelected', { count: scope.selected.length })
              : t('export.confirmAll', { from: scope.from, to: scope.to })
          }
          start={(sheet) =>
            startExport.mutateAsync({
              kind,
              searchType: scope.searchType,
              excelRoomMeet: [...scope.selected],
              searchStartDate: scope.searchStartDate,
              searchEndDate: scope.searchEndDate,
              searchKeyword: scope.searchKeyword,
              searchFilter: scope.searchFilter,
              searchMatch: scope.searchMatch,
              ...sheet,
            })
          }
          onClose={() => setKind(null)}
        />
      ) : null}
    </>
  );
}
