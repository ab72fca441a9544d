import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { INTRO_EMAIL_MAX, validateRequiredEmail } from '@boda/contract';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/errors';
import { SITE } from './content/site';
import { useSendDemoMail } from './mutations';
import { HoneypotField } from './HoneypotField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  field: { flexGrow: 1, minWidth: '220px' },
});

type Notice = { intent: 'success' | 'error'; text: string } | null;

/** The trial dialog's "send me the demo site" form (INTRO_DEMO_SEND_MAIL). */
export function DemoMailForm() {
  const styles = useStyles();
  const t = SITE.trial.mail;
  const send = useSendDemoMail();
  const [email, setEmail] = useState('');
  const [homepage, setHomepage] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (validateRequiredEmail(email.trim())) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    try {
      await send.mutateAsync({ email, homepage });
      setEmail('');
      setNotice({ intent: 'success', text: t.sent });
    } catch (error) {
      if (isApiError(error) && error.details.some((d) => d.path.startsWith('email'))) setInvalid(true);
      setNotice({ intent: 'error', text: isApiError(error) && error.status === 429 ? t.tooMany : t.failed });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="intro-demo-mail-form">
      <div className={styles.row}>
        <Field className={styles.field} label={t.label} validationMessage={invalid ? t.invalid : undefined}>
          <Input
            type="email"
            value={email}
            maxLength={INTRO_EMAIL_MAX}
            onChange={(_e, data) => setEmail(data.value)}
            placeholder={t.placeholder}
            data-testid="intro-demo-mail-email"
          />
        </Field>
        <HoneypotField label={t.honeypot} value={homepage} onChange={setHomepage} />
        <Button type="submit" appearance="primary" icon={<MailRegular />} disabled={send.isPending} data-testid="intro-demo-mail-send">
          {t.send}
        </Button>
      </div>
      {notice && (
        <MessageBar intent={notice.intent} data-testid={`intro-demo-mail-${notice.intent}`}>
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
}
