import { useState } from 'react';
import { Button, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { KeyRegular } from '@fluentui/react-icons';
import { validateInviteCode } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { ClassWaitNotice } from './ClassWaitNotice';
import { EMPTY_INVITE, InviteCodeBoxes, type InviteParts } from './InviteCodeBoxes';
import { useInviteJoin } from './useInviteJoin';

const useStyles = makeStyles({
  card: { width: '100%', minHeight: '180px', boxSizing: 'border-box' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Join by invite code: Enter or the button joins, only once the code is complete (the contract's rule:
 * 9 digits); a class its teacher has not opened yet is waited for (useInviteJoin).
 */
export function InviteCodeCard({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('rooms');
  const styles = useStyles();
  const [parts, setParts] = useState<InviteParts>(EMPTY_INVITE);
  const join = useInviteJoin();
  const code = parts.join('');
  const complete = validateInviteCode(code) === null;
  const submit = () => {
    if (!complete || disabled) return;
    void join.joinByInvite({ inviteCode: code });
  };
  return (
    <Card className={styles.card} data-testid="invite-code-card">
      <CardHeader image={<KeyRegular fontSize={24} />} header={<Text weight="semibold">{t('invite.title')}</Text>} />
      <div className={styles.body}>
        <InviteCodeBoxes
          value={parts}
          onChange={(next) => {
            setParts(next);
            join.cancel();
          }}
          onSubmit={submit}
        />
        {join.waiting ? <ClassWaitNotice joinsByItself onRecheck={join.recheck} testId="invite-code-wait" /> : null}
        <Button appearance="primary" disabled={!complete || disabled} onClick={submit} data-testid="invite-code-join">
          {t('invite.join')}
        </Button>
      </div>
    </Card>
  );
}
