import { useState } from 'react';
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { BRANDING_TEXT_MAX, companySettingsSchema, type CompanySettingsView, HELP_SITE_MAX } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from './SettingsCard';
import { useDraft } from './useDraft';
import { useSettingsSave } from './useSettingsSave';

const useStyles = makeStyles({
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: tokens.spacingVerticalM },
});

const TEXTS = ['title', 'description', 'keywords'] as const;

/** A help address the codec accepts ('' is none: the product FAQ), checked with the contract's schema. */
export function helpSiteIssue(text: string): boolean {
  return text.trim() !== '' && !companySettingsSchema.shape.helpSite.safeParse(text.trim()).success;
}

/** WEB_FRONT_HELP_SITE and the branding texts (the images and the manual: BrandingFilesCard). */
export function HelpBrandingForm({ view }: { view: CompanySettingsView }) {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const { settings } = view;
  const saved = { helpSite: settings.helpSite ?? '', ...settings.brandingText };
  const { draft, setDraft, dirty, reset } = useDraft(saved);
  const [helpError, setHelpError] = useState(false);
  const { save, serverError, pending, confirmDialog } = useSettingsSave('branding');

  const submit = () => {
    const bad = helpSiteIssue(draft.helpSite);
    setHelpError(bad);
    if (bad) return;
    const { helpSite, ...brandingText } = draft;
    void save({ helpSite: helpSite.trim() === '' ? null : helpSite.trim(), brandingText }, ['helpSite', 'brandingText']);
  };
  const helpMessage = helpError ? t('branding.helpSiteInvalid') : serverError('helpSite');
  return (
    <SettingsCard group="branding" dirty={dirty} pending={pending} onReset={reset} onSave={submit}>
      <div className={styles.fields}>
        <Field
          label={t('branding.helpSite')}
          hint={t('branding.helpSiteHint')}
          validationMessage={helpMessage}
          validationState={helpMessage ? 'error' : 'none'}
        >
          <Input
            type="url"
            value={draft.helpSite}
            maxLength={HELP_SITE_MAX}
            placeholder="https://"
            onChange={(_e, d) => setDraft({ ...draft, helpSite: d.value })}
            data-testid="settings-help-site"
          />
        </Field>
        {TEXTS.map((key) => {
          const message = serverError(`brandingText.${key}`);
          return (
            <Field key={key} label={t(`branding.${key}`)} validationMessage={message} validationState={message ? 'error' : 'none'}>
              <Input
                value={draft[key]}
                maxLength={BRANDING_TEXT_MAX}
                onChange={(_e, d) => setDraft({ ...draft, [key]: d.value })}
                data-testid={`settings-branding-${key}`}
              />
            </Field>
          );
        })}
      </div>
      {confirmDialog}
    </SettingsCard>
  );
}
