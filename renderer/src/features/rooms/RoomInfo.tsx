import type { Room } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../ui/DateTime';
import { DetailList } from '../../ui/DetailList';
import { isNoLimit } from './roomState';
import { useTemplateName } from './templateName';

/** Name, class type, leader, period (or no limit) and open type of a room. */
export function RoomInfo({ room }: { room: Room }) {
  const { t } = useTranslation('rooms');
  const templateName = useTemplateName();
  const period = (
    <>
      <DateTime value={room.showDatetime} kind="date" /> ~{' '}
      {isNoLimit(room.showEndDatetime) ? t('period.noLimit') : <DateTime value={room.showEndDatetime} kind="date" />}
    </>
  );
  const details = [
    { id: 'name', label: t('form.name'), value: room.roomTitle },
    { id: 'classType', label: t('form.classType'), value: templateName(room.template?.templateName) ?? '-' },
    { id: 'leader', label: t('form.leader'), value: room.ownerUser.userName },
    { id: 'period', label: t('form.period'), value: period },
    { id: 'openType', label: t('form.openType'), value: t(room.anyoneOpen ? 'openType.anyone' : 'openType.author') },
    { id: 'inviteCode', label: t('form.inviteCode'), value: room.inviteCode.replace(/(\d{3})(\d{3})(\d{3})/, '$1-$2-$3') },
  ];
  return <DetailList testId="room-info" details={details.map(({ id, ...detail }) => ({ ...detail, testId: `room-info-${id}` }))} />;
}
