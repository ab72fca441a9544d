import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { type CalendarEvent, RoomStatus } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useRoomJoin, useTemplateName } from '../rooms';
import { isOn } from './calendarDates';
import { EventPeriod } from './EventPeriod';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0 },
  note: { color: tokens.colorNeutralForeground3, marginTop: tokens.spacingVerticalS },
});

/** A class of the calendar: its facts and the join button (the rooms feature's join flow). */
export function EventDialog({ event, onClose }: { event: CalendarEvent; onClose(): void }) {
  const { t } = useTranslation('schedule');
  const styles = useStyles();
  const join = useRoomJoin();
  const templateName = useTemplateName();
  const open = isOn(event, new Date());
  return (
    <Dialog open onOpenChange={(_e, d) => (d.open ? undefined : onClose())}>
      <DialogSurface data-testid="schedule-event-dialog" aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle data-testid="schedule-event-title">{event.roomTitle}</DialogTitle>
          <DialogContent>
            <dl className={styles.facts}>
              <dt className={styles.term}>{t('event.period')}</dt>
              <dd className={styles.detail} data-testid="schedule-event-period">
                <EventPeriod event={event} />
              </dd>
              <dt className={styles.term}>{t('event.leader')}</dt>
              <dd className={styles.detail}>{event.leaderName}</dd>
              <dt className={styles.term}>{t('event.classType')}</dt>
              <dd className={styles.detail}>{templateName(event.templateName) ?? '-'}</dd>
            </dl>
            {event.roomStatusCd === RoomStatus.HIDE && (
              <Badge appearance="tint" color="warning" className={styles.note}>
                {t('event.hidden')}
              </Badge>
            )}
            {!open && <p className={styles.note}>{t('event.notNow')}</p>}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('event.close')}
            </Button>
            <Button
              appearance="primary"
              disabled={!open || join.busy}
              onClick={() => void join.joinRoom(event.roomCode)}
              data-testid="schedule-event-join"
            >
              {t('event.join')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
