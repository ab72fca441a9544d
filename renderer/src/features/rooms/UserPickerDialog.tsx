import { useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useCandidates } from './queries';

const useStyles = makeStyles({
  list: { maxHeight: '360px', overflowY: 'auto', marginTop: tokens.spacingVerticalS },
  row: { cursor: 'pointer' },
});

export interface UserPickerDialogProps {
  open: boolean;
  title: string;
  types: readonly number[];
  multiple: boolean;
  /** Shown as already chosen and not selectable (current attendees, the current leader). */
  exclude?: number[];
  onConfirm: (userIdxs: number[]) => void;
  onClose: () => void;
  testId: string;
}

/** Picks users of the company of the given types (attendees: teachers, students, open teachers; leaders: teacher types). */
export function UserPickerDialog({ open, title, types, multiple, exclude = [], onConfirm, onClose, testId }: UserPickerDialogProps) {
  const { t } = useTranslation('rooms');
  const styles = useStyles();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const candidates = useCandidates(types, open);
  const shown = useMemo(() => {
    const needle = keyword.trim().toLowerCase();
    return (candidates.data ?? []).filter((u) => needle === '' || u.userName.toLowerCase().includes(needle) || u.userId.toLowerCase().includes(needle));
  }, [candidates.data, keyword]);
  const toggle = (userIdx: number) =>
    setChosen((current) => (current.includes(userIdx) ? current.filter((u) => u !== userIdx) : multiple ? [...current, userIdx] : [userIdx]));
  const close = () => {
    setChosen([]);
    setKeyword('');
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(_e, data) => (data.open ? undefined : close())}>
      <DialogSurface data-testid={testId}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Input contentBefore={<SearchRegular />} value={keyword} placeholder={t('picker.search')} onChange={(_e, d) => setKeyword(d.value)} data-testid={`${testId}-search`} />
            <div className={styles.list}>
              <Table size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell />
                    <TableHeaderCell>{t('table.name')}</TableHeaderCell>
                    <TableHeaderCell>{t('table.id')}</TableHeaderCell>
                    <TableHeaderCell>{t('table.type')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {shown.map((u) => {
                    const already = exclude.includes(u.userIdx);
                    return (
                      <TableRow key={u.userIdx} className={styles.row} onClick={() => toggle(u.userIdx)} data-testid={`${testId}-row`} data-user-id={u.userId}>
                        <TableCell>
                          <Checkbox checked={already || chosen.includes(u.userIdx)} aria-label={u.userName} onChange={() => toggle(u.userIdx)} />
                        </TableCell>
                        <TableCell>{u.userName}</TableCell>
                        <TableCell>{u.userId}</TableCell>
                        <TableCell>{t(`common:userType.${u.userTypeCd}`)}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              appearance="primary"
              onClick={() => {
                onConfirm(chosen);
                setChosen([]);
              }}
              data-testid={`${testId}-confirm`}
            >
              {t('common:actions.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
