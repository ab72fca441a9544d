import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { INTRO_EMAIL_MAX, validateRequiredEmail } from '@boda/contract';
import { useState } from 'react';
import { z } from 'zod';
import { isApiError } from '../../api/errors';
import { SchemaForm, TextField, useSchemaForm } from '../../ui/form';
import { SITE } from './content/site';
import { useSendDemoMail } from './mutations';
import { HoneypotField } from './HoneypotField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  field: { flexGrow: 1, minWidth: '220px' },
});

const T = SITE.trial.mail;
const demoMailSchema = z.object({
  email: z
    .string()
    .trim()
    .refine((email) => validateRequiredEmail(email) === null, T.invalid),
  homepage: z.string(),
});

type Notice = { intent: 'success' | 'error'; text: string } | null;

/** The trial dialog's "send me the demo site" form (INTRO_DEMO_SEND_MAIL). */
export function DemoMailForm() {
  const styles = useStyles();
  const send = useSendDemoMail();
  const form = useSchemaForm(demoMailSchema, { email: '', homepage: '' });
  const homepage = form.watch('homepage');
  const [notice, setNotice] = useState<Notice>(null);

  const submit = async (values: z.output<typeof demoMailSchema>) => {
    setNotice(null);
    try {
      await send.mutateAsync(values);
      form.reset();
      setNotice({ intent: 'success', text: T.sent });
    } catch (error) {
      // The public page words the server's refusals itself: an address it refuses under the field, or why it refused.
      if (isApiError(error) && error.details.some((d) => d.path.startsWith('email'))) form.setError('email', { message: T.invalid });
      setNotice({ intent: 'error', text: isApiError(error) && error.status === 429 ? T.tooMany : T.failed });
    }
  };

  return (
    <SchemaForm form={form} onSubmit={submit} onInvalid={() => setNotice(null)} className={styles.form} testId="intro-demo-mail-form">
      <div className={styles.row}>
        <TextField
          name="email"
          label={T.label}
          className={styles.field}
          input={{ type: 'email', maxLength: INTRO_EMAIL_MAX, placeholder: T.placeholder }}
          testId="intro-demo-mail-email"
        />
        <HoneypotField label={T.honeypot} value={homepage} onChange={(value) => form.setValue('homepage', value)} />
        <Button
          type="submit"
          appearance="primary"
          icon={<MailRegular />}
          disabled={form.formState.isSubmitting}
          data-testid="intro-demo-mail-send"
        >
          {T.send}
        </Button>
      </div>
      {notice && (
        <MessageBar intent={notice.intent} data-testid={`intro-demo-mail-${notice.intent}`}>
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      )}
    </SchemaForm>
  );
}
