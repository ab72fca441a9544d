import { useMemo } from 'react';
import { Body1, Link } from '@fluentui/react-components';
import { type InviteLookup, Limits, nicknameSchema, RoomCategory, roomPasswordSchema } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useSession } from '../../api/session';
import { handleApiError, notify } from '../../ui/feedback';
import { FormDialog, TextField, useSchemaForm } from '../../ui/form';
import { ClassWaitNotice, useInviteJoin, useRegisterRoomUser, waitsForLeader } from '../rooms';
import { paths } from '../../app/router/paths';

/** A guest names themself (the contract's nickname rule); a member joins as themself. Both may need the room password. */
const guestSchema = z.object({ userName: nicknameSchema, roomPassword: roomPasswordSchema });
const memberSchema = z.object({ userName: z.string(), roomPassword: roomPasswordSchema });

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
 * its own) instead of answering WB-403-112. The join's refusals appear the launcher's one way.
 */
export function InviteJoinDialog({ lookup, onRecheck, defaultName, open, onClose }: InviteJoinDialogProps) {
  const { t } = useTranslation('invite');
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.token !== null);
  const user = useSession((s) => s.user);
  const myCompanyId = useSession((s) => s.company?.companyId);
  const { company } = lookup.defaultSetting;
  const signedInHere = signedIn && user !== null && myCompanyId === company.id;
  const schema = useMemo(() => (signedInHere ? memberSchema : guestSchema), [signedInHere]);
  // Join stays disabled until the nickname is valid; a field says what is wrong once it has been changed.
  const form = useSchemaForm(schema, { userName: defaultName, roomPassword: '' }, { mode: 'all' });
  const join = useInviteJoin();
  const register = useRegisterRoomUser();
  const { result } = lookup;
  // Known from the lookup, or learnt from a refused join (a guest never opens a class).
  const waiting = waitsForLeader(lookup) || join.waiting;
  const state = result.meetCode !== '0' ? 'open' : 'notOpen';
  const nameEmpty = form.watch('userName').trim() === '';
  // Read on every render: react-hook-form keeps isValid up to date only for a form that reads it.
  const { isValid, errors } = form.formState;

  const submit = async ({ userName, roomPassword }: z.output<typeof schema>) => {
    const reserved = lookup.roomCategoryCd === RoomCategory.RESERVED;
    await join.joinByInvite(
      {
        inviteCode: lookup.inviteCode,
        companyId: company.id,
        ...(signedInHere ? {} : { userName: userName.trim() }),
        ...(roomPassword ? { roomPassword } : {}),
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
    <FormDialog
      form={form}
      open={open}
      title={<span data-testid="invite-join-title">{result.meetTitle || result.roomTitle}</span>}
      submitLabel={t('join')}
      testId="invite-join-dialog"
      submitTestId="invite-join-submit"
      submitDisabled={join.busy || waiting || !isValid}
      onClose={onClose}
      onSubmit={submit}
    >
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
          <TextField
            name="userName"
            label={t('nickname')}
            required
            hint={nameEmpty && !errors.userName ? t('nicknameHint') : undefined}
            input={{ maxLength: Limits.NICKNAME_MAX }}
            testId="invite-join-nickname"
          />
          <Link onClick={() => void navigate(paths.companyHome(company.id))} data-testid="invite-join-signin">
            {t('signIn')}
          </Link>
        </>
      )}
      {result.passwordRequired ? (
        <TextField
          name="roomPassword"
          label={t('password')}
          input={{ type: 'password', maxLength: Limits.ROOM_PASSWORD_MAX }}
          testId="invite-join-password"
        />
      ) : null}
    </FormDialog>
  );
}
