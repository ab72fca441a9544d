import { makeStyles, tokens } from '@fluentui/react-components';
import type { Room } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { DateTime } from '../../ui/DateTime';
import { isNoLimit } from './roomState';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/** Name, class type, leader, period (or no limit) and open type of a room. */
export function RoomInfo({ room }: { room: Room }) {
  const { t } = useTranslation('rooms');
  const styles = useStyles();
  const period = (
    <>
      <DateTime value={room.showDatetime} kind="date" /> ~{' '}
      {isNoLimit(room.showEndDatetime) ? t('period.noLimit') : <DateTime value={room.showEndDatetime} kind="date" />}
    </>
  );
  const rows: Array<[string, string, ReactNode]> = [
    ['name', t('form.name'), room.roomTitle],
    ['classType', t('form.classType'), room.template?.templateName ?? '-'],
    ['leader', t('form.leader'), room.ownerUser.userName],
    ['period', t('form.period'), period],
    ['openType', t('form.openType'), t(room.anyoneOpen ? 'openType.anyone' : 'openType.author')],
    ['inviteCode', t('form.inviteCode'), room.inviteCode.replace(/(\d{3})(\d{3})(\d{3})/, '$1-$2-$3')],
  ];
  return (
    <dl className={styles.list} data-testid="room-info">
      {rows.map(([id, term, value]) => (
        <div key={id} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value} data-testid={`room-info-${id}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
