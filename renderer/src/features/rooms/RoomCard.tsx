import { Badge, Body1, Button, Caption1, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PeopleRegular } from '@fluentui/react-icons';
import { formatInviteCode, RoomCategory, type Room } from '@boda/contract';
import { Trans, useTranslation } from 'react-i18next';
import { DateTime } from '../../ui/DateTime';
import { ElapsedTime } from './ElapsedTime';
import { RoomCardMenu, type RoomAction } from './RoomCardMenu';
import { classStateOf, statusBadgeOf } from './roomState';

const useStyles = makeStyles({
  card: { width: '100%', minHeight: '180px', boxSizing: 'border-box' },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  state: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  footer: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 'auto' },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

export interface RoomCardProps {
  room: Room;
  showMenu: boolean;
  joinDisabled: boolean;
  onJoin: () => void;
  onAction: (action: RoomAction) => void;
}

/** A room card: state (preparing, or started with start time, elapsed time and participants), badges, join. */
export function RoomCard({ room, showMenu, joinDisabled, onJoin, onAction }: RoomCardProps) {
  const { t } = useTranslation('rooms');
  const styles = useStyles();
  const state = classStateOf(room);
  const badge = statusBadgeOf(room);
  return (
    <Card className={styles.card} data-testid="room-card" data-room-code={room.roomCode} data-state={state} data-open={room.meet.exist}>
      <CardHeader
        header={
          <Text weight="semibold" className={styles.title} title={room.roomTitle} data-testid="room-card-title">
            {room.roomTitle}
          </Text>
        }
        description={<Caption1>{t('card.owner', { name: room.ownerUser.userName })}</Caption1>}
        action={showMenu ? <RoomCardMenu room={room} onAction={onAction} /> : undefined}
      />
      <div className={styles.badges}>
        <Badge appearance="tint" color={room.roomCategoryCd === RoomCategory.INSTANT ? 'brand' : 'informative'}>
          {t(`category.${room.roomCategoryCd}`)}
        </Badge>
        {badge ? (
          <Badge appearance="outline" color={badge === 'hidden' ? 'warning' : 'success'} data-testid={`room-card-${badge}`}>
            {t(`badge.${badge}`)}
          </Badge>
        ) : null}
        {room.meet.exist ? (
          <Badge appearance="filled" color="danger" data-testid="room-card-open">
            {t('card.open')}
          </Badge>
        ) : null}
      </div>
      <div className={styles.state} data-testid="room-card-state">
        {state === 'started' && room.meet.startDatetime ? (
          <>
            <Body1>
              <Trans t={t} i18nKey="card.startedAt" components={{ time: <DateTime value={room.meet.startDatetime} kind="time" /> }} />
            </Body1>
            <Body1>
              {t('card.elapsed')} <ElapsedTime since={room.meet.startDatetime} testId="room-card-elapsed" />
            </Body1>
          </>
        ) : (
          <Body1 data-testid="room-card-preparing">{t('card.preparing')}</Body1>
        )}
        {room.meet.exist ? (
          <div className={styles.row}>
            <PeopleRegular />
            <Body1 data-testid="room-card-participants">{t('card.participants', { count: room.meet.currentUserNum })}</Body1>
          </div>
        ) : null}
      </div>
      <div className={styles.footer}>
        <Caption1 data-testid="room-card-invite-code">{t('card.inviteCode', { code: formatInviteCode(room.inviteCode) })}</Caption1>
        <Button appearance="primary" disabled={joinDisabled} onClick={onJoin} data-testid="room-card-join">
          {t('card.join')}
        </Button>
      </div>
    </Card>
  );
}
