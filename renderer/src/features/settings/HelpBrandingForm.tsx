import { useState } from 'react';
import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { BRANDING_TEXT_MAX, companySettingsSchema, type CompanySettingsView, HELP_SITE_MAX } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { BrandingImage } from '../branding';
import { SettingsCard } from './SettingsCard';
import { useDraft } from './useDraft';
import { useSettingsSave } from './useSettingsSave';

const useStyles = makeStyles({
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: tokens.spacingVerticalM },
  images: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  image: { maxHeight: '40px', maxWidth: '160px', objectFit: 'contain' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const TEXTS = ['title', 'description', 'keywords'] as const;

/** A help address the codec accepts ('' is none: the product FAQ), checked with the contract's schema. */
export function helpSiteIssue(text: string): boolean {
  return text.trim() !== '' && !companySettingsSchema.shape.helpSite.safeParse(text.trim()).success;
}

/** WEB_FRONT_HELP_SITE and the branding texts; the branding images are shown as uploaded. */
export function HelpBrandingForm({ view, companyId }: { view: CompanySettingsView; companyId: string }) {
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
      <Field label={t('branding.images')} hint={t('branding.imagesHint')}>
        <div className={styles.images} data-testid="settings-branding-images">
          {view.brandingImages.length === 0 && <Text className={styles.muted}>{t('branding.noImages')}</Text>}
          {view.brandingImages.map((kind) => (
            <BrandingImage key={kind} companyId={companyId} kind={kind} className={styles.image} alt={t(`branding.image.${kind}`)} />
          ))}
        </div>
      </Field>
      {confirmDialog}
    </SettingsCard>
  );
}
