import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Field, Input, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { EASY_JOIN_GUEST_TYPE, Limits, Permission, hasPermission } from '@boda/contract';
import { permissionMaskOf, type CompanyConfig } from '@boda/contract/config';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { ClassWaitNotice, useInviteJoin, useRoomJoin } from '../rooms';
import { formatInviteCode, inviteCodeDigits } from './inviteCode';
import { joinThroughExternalLink, needsExternalLink } from './linkTokens';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type EasyChoice = 'join' | 'create';

/**
 * Easy-join mode (service-area 2.3): join by invite code or create a room by title, with a nickname,
 * as a guest of the company through the platform launcher. Create needs the meeting-open permission
 * of the guest type EASY_JOIN_GUEST_TYPE (the server checks it again).
 */
export function EasyJoinPanel({
  config,
  joinOnly = false,
}: {
  config: CompanyConfig;
  /** The trial guide: joining only, no tabs. */ joinOnly?: boolean;
}) {
  const { t } = useTranslation('login');
  const styles = useStyles();
  const [search] = useSearchParams();
  const { companyId = '' } = useParams();
  const join = useRoomJoin();
  const invite = useInviteJoin();
  // Guests act as the server's easy-join guest type; a link's linkEasyUserType no longer chooses it.
  const canCreate = hasPermission(permissionMaskOf(config, EASY_JOIN_GUEST_TYPE), Permission.MEETING_OPEN);
  const [choice, setChoice] = useState<EasyChoice>(search.get('linkEasyMode') === 'create' && canCreate ? 'create' : 'join');
  const [nickname, setNickname] = useState(search.get('linkUserName') ?? search.get('linkEasyUserName') ?? '');
  const [inviteCode, setInviteCode] = useState(formatInviteCode(search.get('linkEasyInviteCode') ?? ''));
  const [title, setTitle] = useState(search.get('linkEasyTitle') ?? '');
  // The panel comes rendered by the server (ssr/), inert until the scripts arrive: before the first
  // paint it takes what the visitor typed there (hydration keeps it on screen only), as the login form does.
  const nicknameInput = useRef<HTMLInputElement>(null);
  const inviteCodeInput = useRef<HTMLInputElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (nicknameInput.current?.value) setNickname(nicknameInput.current.value);
    if (inviteCodeInput.current?.value) setInviteCode(formatInviteCode(inviteCodeInput.current.value));
    if (titleInput.current?.value) setTitle(titleInput.current.value);
  }, []);
  const effective: EasyChoice = canCreate && !joinOnly ? choice : 'join';
  const ready =
    nickname.trim().length > 0 &&
    (effective === 'join' ? inviteCodeDigits(inviteCode).length === Limits.INVITE_CODE_DIGITS : title.trim().length > 0);

  // A phone's browser first gets a one-time external link; the page it opens (joinType=NOW) joins.
  const joinNow = search.get('joinType') === 'NOW';
  const submit = () => {
    const userName = nickname.trim();
    if (effective === 'join' && !joinNow && needsExternalLink()) {
      const params = { linkEasyInviteCode: inviteCodeDigits(inviteCode), linkEasyUserName: userName };
      return joinThroughExternalLink({ companyCode: companyId, params });
    }
    return effective === 'join'
      ? invite.joinByInvite({ inviteCode: inviteCodeDigits(inviteCode), userName, companyId })
      : join.openAsGuest({ roomTitle: title.trim(), userName, companyId });
  };
  const autoJoined = useRef(false);
  useEffect(() => {
    if (!joinNow || !ready || effective !== 'join' || autoJoined.current) return;
    autoJoined.current = true;
    void submit();
  });

  return (
    <div className={styles.root} data-testid="easy-join">
      {joinOnly ? null : (
        <TabList selectedValue={effective} onTabSelect={(_e, data) => setChoice(data.value as EasyChoice)}>
          <Tab value="join" data-testid="easy-choice-join">
            {t('easy.join')}
          </Tab>
          <Tab value="create" disabled={!canCreate} data-testid="easy-choice-create">
            {t('easy.create')}
          </Tab>
        </TabList>
      )}
      <TextField field="nickname" inputRef={nicknameInput} value={nickname} set={setNickname} />
      {effective === 'join' ? (
        <Field label={t('easy.inviteCode')} required>
          <Input
            ref={inviteCodeInput}
            value={inviteCode}
            inputMode="numeric"
            maxLength={11}
            placeholder="000-000-000"
            onChange={(_e, d) => {
              setInviteCode(formatInviteCode(d.value));
              invite.cancel();
            }}
            data-testid="easy-invite-code"
          />
        </Field>
      ) : (
        <TextField field="roomTitle" inputRef={titleInput} value={title} set={setTitle} />
      )}
      {invite.waiting && effective === 'join' ? <ClassWaitNotice joinsByItself onRecheck={invite.recheck} testId="easy-wait" /> : null}
      <Button appearance="primary" size="large" disabled={!ready || join.busy} onClick={() => void submit()} data-testid="easy-submit">
        {effective === 'join' ? t('easy.joinButton') : t('easy.createButton')}
      </Button>
    </div>
  );
}

const TEXT_FIELDS = {
  nickname: { max: Limits.NICKNAME_MAX, testId: 'easy-nickname' },
  roomTitle: { max: Limits.ROOM_TITLE_MAX, testId: 'easy-room-title' },
} as const;

interface TextFieldProps {
  field: keyof typeof TEXT_FIELDS;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  set(next: string): void;
}

/** A required one-line field of the panel (label easy.{field}). */
function TextField({ field, inputRef, value, set }: TextFieldProps) {
  const { t } = useTranslation('login');
  const { max, testId } = TEXT_FIELDS[field];
  return (
    <Field label={t(`easy.${field}`)} required>
      <Input ref={inputRef} value={value} maxLength={max} onChange={(_e, d) => set(d.value)} data-testid={testId} />
    </Field>
  );
}
