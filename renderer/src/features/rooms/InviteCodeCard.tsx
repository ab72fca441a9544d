import { useState } from 'react';
import { Button, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { KeyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { EMPTY_INVITE, InviteCodeBoxes, type InviteParts } from './InviteCodeBoxes';

const useStyles = makeStyles({
  card: { width: '100%', minHeight: '180px', boxSizing: 'border-box' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Join by invite code: Enter or the button joins; disabled while empty. */
export function InviteCodeCard({ disabled, onJoin }: { disabled: boolean; onJoin: (code: string) => void }) {
  const { t } = useTranslation('rooms');
  const styles = useStyles();
  const [parts, setParts] = useState<InviteParts>(EMPTY_INVITE);
  const code = parts.join('');
  const submit = () => {
    if (code.length === 0 || disabled) return;
    onJoin(code);
  };
  return (
    <Card className={styles.card} data-testid="invite-code-card">
      <CardHeader image={<KeyRegular fontSize={24} />} header={<Text weight="semibold">{t('invite.title')}</Text>} />
      <div className={styles.body}>
        <InviteCodeBoxes value={parts} onChange={setParts} onSubmit={submit} />
        <Button appearance="primary" disabled={code.length === 0 || disabled} onClick={submit} data-testid="invite-code-join">
          {t('invite.join')}
        </Button>
      </div>
    </Card>
  );
}
