import { useState } from 'react';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Link,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { type InviteLookup, Limits, RoomCategory, validateNickname } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import { handleApiError, notify } from '../../ui/feedback';
import { ClassWaitNotice, useInviteJoin, useRegisterRoomUser, waitsForLeader } from '../rooms';
import { paths } from '../../app/router/paths';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface InviteJoinDialogProps {
  lookup: InviteLookup;
  /** Looks the invite up again (the waiting guest's "check now"). */
  onRecheck: () => void;
  defaultName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The invite page's join dialog (service-area 2.4): signed in to the invite's company, join as
 * yourself (and, for a reserved room, get registered for it after the join); otherwise as a guest
 * with a nickname. meetCode 0 means nobody is in yet: the join then opens the class when anyone may
 * open it; a room that opens only after its leader keeps the guest waiting (the lookup rechecks on
 * its own) instead of answering WB-403-112.
 */
export function InviteJoinDialog({ lookup, onRecheck, defaultName, open, onClose }: InviteJoinDialogProps) {
  const { t } = useTranslation('invite');
  const { t: tv } = useTranslation('validation');
  const styles = useStyles();
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.token !== null);
  const user = useSession((s) => s.user);
  const myCompanyId = useSession((s) => s.company?.companyId);
  const { company } = lookup.defaultSetting;
  const signedInHere = signedIn && user !== null && myCompanyId === company.id;
  const [name, setName] = useState(defaultName);
  const [password, setPassword] = useState('');
  const join = useInviteJoin();
  const register = useRegisterRoomUser();
  const nameIssue = signedInHere ? null : validateNickname(name);
  const nameEmpty = !signedInHere && name.trim() === '';
  const { result } = lookup;
  // Known from the lookup, or learnt from a refused join (a guest never opens a class).
  const waiting = waitsForLeader(lookup) || join.waiting;
  const state = result.meetCode !== '0' ? 'open' : 'notOpen';

  const submit = () => {
    if (nameIssue) return;
    const reserved = lookup.roomCategoryCd === RoomCategory.RESERVED;
    void join.joinByInvite(
      {
        inviteCode: lookup.inviteCode,
        companyId: company.id,
        ...(signedInHere ? {} : { userName: name.trim() }),
        ...(password ? { roomPassword: password } : {}),
        ...(result.meetCode !== '0' ? { meetCode: result.meetCode } : {}),
      },
      (joined) => {
        if (!signedInHere || !reserved || !user) return;
        register.mutateAsync({ roomCode: joined.roomCode, userIdx: user.userIdx }).then(
          (done) => (done.added > 0 ? notify.success(t('registered')) : undefined),
          (error: unknown) => handleApiError(error),
        );
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface data-testid="invite-join-dialog">
        <DialogBody>
          <DialogTitle data-testid="invite-join-title">{result.meetTitle || result.roomTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1 data-testid="invite-join-company">{t('company', { name: company.name })}</Body1>
            {waiting ? (
              <ClassWaitNotice joinsByItself={join.waiting} onRecheck={join.waiting ? join.recheck : onRecheck} testId="invite-join" />
            ) : (
              <Body1 role="status" data-testid="invite-join-state" data-state={state}>
                {t(state)}
              </Body1>
            )}
            {signedInHere ? (
              <Body1 data-testid="invite-join-as">{t('joinAs', { name: user?.userName ?? '' })}</Body1>
            ) : (
              <>
                <Field
                  label={t('nickname')}
                  required
                  hint={nameEmpty ? t('nicknameHint') : undefined}
                  validationMessage={nameIssue && !nameEmpty ? tv(nameIssue.key) : undefined}
                >
                  <Input
                    value={name}
                    maxLength={Limits.NICKNAME_MAX}
                    onChange={(_e, d) => setName(d.value)}
                    data-testid="invite-join-nickname"
                  />
                </Field>
                <Link onClick={() => void navigate(paths.companyHome(company.id))} data-testid="invite-join-signin">
                  {t('signIn')}
                </Link>
              </>
            )}
            {result.passwordRequired ? (
              <Field label={t('password')}>
                <Input
                  type="password"
                  value={password}
                  maxLength={Limits.ROOM_PASSWORD_MAX}
                  onChange={(_e, d) => setPassword(d.value)}
                  data-testid="invite-join-password"
                />
              </Field>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={join.busy || waiting || nameIssue !== null}
              onClick={submit}
              data-testid="invite-join-submit"
            >
              {t('join')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
