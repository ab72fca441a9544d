import { Card, CardHeader, makeStyles, mergeClasses, Subtitle2, Text, tokens } from '@fluentui/react-components';
import {
  BRANDING_IMAGE_RULES,
  BrandingImage,
  type BrandingImageKind,
  brandingImagePath,
  type CompanySettingsView,
  MANUAL_RULES,
  manualPath,
} from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { platform } from '../../platform';
import { formatFileSize } from '../../ui/fileSize';
import { FileRowActions, useFileCardStyles, useFileCardWork } from './fileCard';
import { useRemoveBrandingImage, useRemoveManual, useUploadBrandingImage, useUploadManual } from './mutations';

const useStyles = makeStyles({
  columns: { gridTemplateColumns: '180px 180px 1fr auto' },
  preview: {
    height: '48px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  image: { maxHeight: '44px', maxWidth: '172px', objectFit: 'contain' },
});

/**
 * Branding images (upload, replace, remove, each with a preview) and the company manual (a PDF
 * served at /open/app/manual; without one the product manual is served). Changes apply at once and
 * are listed in the history; no session is reset.
 */
export function BrandingFilesCard({ view, companyId }: { view: CompanySettingsView; companyId: string }) {
  const { t, i18n } = useTranslation('settings');
  const styles = { ...useFileCardStyles(), ...useStyles() };
  const uploadImage = useUploadBrandingImage();
  const removeImage = useRemoveBrandingImage();
  const uploadManual = useUploadManual();
  const removeManual = useRemoveManual();
  const { confirmDialog, run, remove } = useFileCardWork('settings-files-confirm');
  const busy = uploadImage.isPending || removeImage.isPending || uploadManual.isPending || removeManual.isPending;
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);
  const files = new Map(view.brandingImageFiles.map((f) => [f.kind, f]));
  const removeMessage = (what: string) => t('files.removeMessage', { what });

  const imageRow = (kind: BrandingImageKind) => {
    const file = files.get(kind);
    const name = t(`branding.image.${kind}`);
    return (
      <div key={kind} className={mergeClasses(styles.row, styles.columns)} data-testid={`settings-image-${kind}`}>
        <Text weight="semibold">{name}</Text>
        <div className={styles.preview}>
          {file ? (
            <img
              className={styles.image}
              // The time makes a replaced image show at once (the address is otherwise cached for minutes).
              src={`${platform.apiBaseUrl()}${brandingImagePath(companyId, kind)}&v=${encodeURIComponent(file.modDatetime)}`}
              alt={name}
              data-testid={`settings-image-${kind}-preview`}
            />
          ) : (
            <Text size={200} className={styles.muted}>
              {t('files.none')}
            </Text>
          )}
        </div>
        <Text size={200} className={styles.muted}>
          {file ? `${file.mime.replace('image/', '').toUpperCase()} · ${size(file.size)}` : t('files.imageRules')}
        </Text>
        <FileRowActions
          rules={BRANDING_IMAGE_RULES}
          stored={file !== undefined}
          busy={busy}
          testId={`settings-image-${kind}`}
          onPick={(uploadFile) => void run(() => uploadImage.mutateAsync({ kind, uploadFile }), t('files.uploaded'))}
          onRemove={() => void remove(removeMessage(name), () => removeImage.mutateAsync({ kind }))}
        />
      </div>
    );
  };

  const { manual } = view;
  return (
    <Card className={styles.card} data-testid="settings-group-files">
      <CardHeader
        header={<Subtitle2 as="h2">{t('group.files.title')}</Subtitle2>}
        description={<Text size={200}>{t('group.files.description')}</Text>}
      />
      <div className={styles.rows} data-testid="settings-branding-images">
        {BrandingImage.map(imageRow)}
        <div className={mergeClasses(styles.row, styles.columns)} data-testid="settings-manual">
          <Text weight="semibold">{t('files.manual')}</Text>
          <Text size={200} data-testid="settings-manual-name">
            {manual ? `${manual.fileName} · ${size(manual.size)}` : t('files.productManual')}
          </Text>
          <a href={`${platform.apiBaseUrl()}${manualPath(companyId)}`} target="_blank" rel="noreferrer" data-testid="settings-manual-link">
            {t('files.download')}
          </a>
          <FileRowActions
            rules={MANUAL_RULES}
            stored={Boolean(manual)}
            busy={busy}
            testId="settings-manual"
            onPick={(uploadFile) => void run(() => uploadManual.mutateAsync({ uploadFile }), t('files.uploaded'))}
            onRemove={() => void remove(removeMessage(t('files.manual')), () => removeManual.mutateAsync({}))}
          />
        </div>
      </div>
      {confirmDialog}
    </Card>
  );
}
