import type { ReactNode } from 'react';
import { Button, Card, CardHeader, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

export interface SettingsCardProps {
  group: string;
  children: ReactNode;
  dirty: boolean;
  pending: boolean;
  onSave(): void;
  onReset(): void;
}

/** One group's form: title, description, its fields and its own save (one form per group). */
export function SettingsCard({ group, children, dirty, pending, onSave, onReset }: SettingsCardProps) {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  return (
    <Card className={styles.card} data-testid={`settings-group-${group}`}>
      <CardHeader
        header={<Subtitle2 as="h2">{t(`group.${group}.title`)}</Subtitle2>}
        description={<Text size={200}>{t(`group.${group}.description`)}</Text>}
      />
      <form
        className={styles.body}
        aria-label={t(`group.${group}.title`)}
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        {children}
        <div className={styles.actions}>
          <Button type="button" disabled={!dirty || pending} onClick={onReset} data-testid={`settings-reset-${group}`}>
            {t('reset')}
          </Button>
          <Button type="submit" appearance="primary" disabled={!dirty || pending} data-testid={`settings-save-${group}`}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
