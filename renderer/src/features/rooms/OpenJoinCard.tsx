import { useState } from 'react';
import { Button, Card, CardHeader, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { VideoAddRegular } from '@fluentui/react-icons';
import { Limits, validateRoomPassword, validateRoomTitle } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { localIsoDay } from '../../ui/dateTime';

const useStyles = makeStyles({
  card: { width: '100%', minHeight: '180px', boxSizing: 'border-box' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The default open-join title: the date, the user's name and the word for class. */
export function defaultOpenTitle(now: Date, userName: string, classWord: string): string {
  return `${localIsoDay(now)} ${userName} ${classWord}`.slice(0, Limits.ROOM_TITLE_MAX);
}

/** Open join (service-area 2.8): a title (required, max 100) and an optional room password (digits, max 8). */
export function OpenJoinCard({
  userName,
  disabled,
  onOpen,
}: {
  userName: string;
  disabled: boolean;
  onOpen: (title: string, password?: string) => void;
}) {
  const { t } = useTranslation('rooms');
  const { t: tv } = useTranslation('validation');
  const styles = useStyles();
  const [now] = useState(() => new Date());
  // The prefilled title follows the language until the user types their own (null: not typed yet).
  const [typedTitle, setTitle] = useState<string | null>(null);
  const title = typedTitle ?? defaultOpenTitle(now, userName, t('openJoin.classWord'));
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const titleIssue = validateRoomTitle(title);
  const passwordIssue = validateRoomPassword(password);
  const submit = () => {
    setTouched(true);
    if (titleIssue || passwordIssue || disabled) return;
    onOpen(title.trim(), password === '' ? undefined : password);
  };
  return (
    <Card className={styles.card} data-testid="open-join-card">
      <CardHeader image={<VideoAddRegular fontSize={24} />} header={<Text weight="semibold">{t('openJoin.title')}</Text>} />
      <div className={styles.body}>
        <Field label={t('openJoin.roomTitle')} required validationMessage={touched && titleIssue ? tv(titleIssue.key) : undefined}>
          <Input value={title} maxLength={Limits.ROOM_TITLE_MAX} onChange={(_e, d) => setTitle(d.value)} data-testid="open-join-title" />
        </Field>
        <Field
          label={t('openJoin.password')}
          hint={t('openJoin.passwordHint')}
          validationMessage={touched && passwordIssue ? tv(passwordIssue.key) : undefined}
        >
          <Input
            value={password}
            type="password"
            inputMode="numeric"
            maxLength={Limits.ROOM_PASSWORD_MAX}
            onChange={(_e, d) => setPassword(d.value.replace(/\D/g, '').slice(0, Limits.ROOM_PASSWORD_MAX))}
            data-testid="open-join-password"
          />
        </Field>
        <Button appearance="primary" disabled={disabled || title.trim() === ''} onClick={submit} data-testid="open-join-submit">
          {t('openJoin.submit')}
        </Button>
      </div>
    </Card>
  );
}
