import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, makeStyles, MessageBar, MessageBarBody, Text, Title3, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { changeLanguage } from '../../i18n';
import { sendUserListAndClose } from '../../platform';
import { type PickedUser, UserPickerList } from '../../ui/UserPickerList';
import { notify } from '../../ui/feedback';
import { parseAttendeeViewData, sortByName } from './attendeeViewData';
import { useRoomUsers } from './queries';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1 },
});

/**
 * /wb/attendee (service-area 2.17): the class client's attendee picker. The app names the language, the
 * room and whether several may be picked; Confirm sends the picked users to the app (short keys) and closes
 * the web view. One at a time: a click on another row replaces the pick, a click on the picked row clears it.
 */
export function WbAttendeePage() {
  const { t } = useTranslation('rooms');
  const styles = useStyles();
  const [params] = useSearchParams();
  const data = useMemo(() => parseAttendeeViewData(params.get('data')), [params]);
  const signedIn = useSession((s) => s.user !== null && s.token !== null);
  const companyCode = useSession((s) => s.company?.companyCode ?? '');
  const attendees = useRoomUsers(signedIn ? data.roomCode : null);
  const [picked, setPicked] = useState<ReadonlyMap<number, PickedUser>>(new Map());
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (data.language) void changeLanguage(data.language);
  }, [data.language]);

  const users = useMemo(() => (sent ? [] : sortByName(attendees.data ?? [])), [attendees.data, sent]);
  const toggle = (user: PickedUser) =>
    setPicked((current) => {
      if (current.has(user.userIdx)) {
        const next = new Map(current);
        next.delete(user.userIdx);
        return next;
      }
      return data.multiple ? new Map(current).set(user.userIdx, user) : new Map([[user.userIdx, user]]);
    });
  const allPicked = users.length > 0 && users.every((u) => picked.has(u.userIdx));
  const confirm = () => {
    if (picked.size === 0) {
      notify.warning(t('wb.nobodyPicked'));
      return;
    }
    const list = users
      .filter((u) => picked.has(u.userIdx))
      .map((u) => ({ Uid: u.userId, Uidx: u.userIdx, Unm: u.userName, Ccd: companyCode }));
    if (!sendUserListAndClose(list)) {
      notify.warning(t('wb.noApp'));
      return;
    }
    setPicked(new Map());
    setSent(true);
  };

  const problem = !signedIn ? t('wb.signInAttendees') : data.roomCode === null ? t('wb.noRoom') : null;
  if (problem) {
    return (
      <section className={styles.root} data-testid="wb-attendee-page">
        <MessageBar intent="warning" data-testid="wb-attendee-problem">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      </section>
    );
  }
  return (
    <section className={styles.root} data-testid="wb-attendee-page">
      <Title3 as="h1">{t('wb.attendeesTitle')}</Title3>
      <div className={styles.bar}>
        {data.multiple ? (
          <Checkbox
            label={t('wb.pickAll')}
            checked={allPicked ? true : picked.size > 0 ? 'mixed' : false}
            disabled={users.length === 0}
            onChange={() => setPicked(allPicked ? new Map() : new Map(users.map((u) => [u.userIdx, u])))}
            data-testid="wb-attendee-all"
          />
        ) : null}
        <Text className={styles.grow} data-testid="wb-attendee-count">
          {t('wb.pickedCount', { picked: picked.size, total: users.length })}
        </Text>
        <Button appearance="primary" disabled={picked.size === 0} onClick={confirm} data-testid="wb-attendee-confirm">
          {t('wb.confirm')}
        </Button>
      </div>
      <UserPickerList
        users={users}
        total={users.length}
        loading={attendees.isLoading}
        searching={false}
        picked={picked}
        locked={[]}
        multiple
        onToggle={toggle}
        onNearEnd={() => undefined}
        emptyText={t('wb.noAttendees')}
        testId="wb-attendee"
      />
    </section>
  );
}
