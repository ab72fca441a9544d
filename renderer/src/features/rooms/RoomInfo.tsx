import { makeStyles, tokens } from '@fluentui/react-components';
import type { Room } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, isNoLimit } from './roomState';

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
  const { t, i18n } = useTranslation('rooms');
  const styles = useStyles();
  const period = isNoLimit(room.showEndDatetime)
    ? `${formatDate(room.showDatetime, i18n.language)} ~ ${t('period.noLimit')}`
    : `${formatDate(room.showDatetime, i18n.language)} ~ ${formatDate(room.showEndDatetime, i18n.language)}`;
  const rows: Array<[string, string, string]> = [
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
