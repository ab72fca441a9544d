import { Card, CardHeader, makeStyles, mergeClasses, Subtitle2, Text } from '@fluentui/react-components';
import {
  ClientOs,
  type ClientOsName,
  type CompanySettingsView,
  type FileRules,
  INSTALLER_EXTENSIONS,
  INSTALLER_RULES,
  installerPath,
} from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { platform } from '../../platform';
import { formatFileSize } from '../../ui/fileSize';
import { FileRowActions, useFileCardStyles, useFileCardWork } from './fileCard';
import { useRemoveInstaller, useUploadInstaller } from './mutations';

const useStyles = makeStyles({ columns: { gridTemplateColumns: '180px 1fr auto auto' } });

/** The browser refuses another OS's format before anything is sent (the server checks again). */
const rulesFor = (os: ClientOsName): FileRules => ({ ...INSTALLER_RULES, extensions: [...INSTALLER_EXTENSIONS[os]] });

/**
 * The class client installer per OS (issue 30): uploaded here, it is what the join's install dialog
 * offers (unless the deployment set CLASS_CLIENT_DOWNLOAD_URL); without one the dialog offers no
 * Install for that OS. Changes apply at the next join and are listed in the history.
 */
export function InstallersCard({ view, companyId }: { view: CompanySettingsView; companyId: string }) {
  const { t, i18n } = useTranslation('settings');
  const styles = useFileCardStyles();
  const columns = useStyles().columns;
  const upload = useUploadInstaller();
  const removeInstaller = useRemoveInstaller();
  const { confirmDialog, run, remove } = useFileCardWork('settings-installer-confirm');
  const busy = upload.isPending || removeInstaller.isPending;
  const installers = new Map(view.installers.map((file) => [file.os, file]));

  const row = (os: ClientOsName) => {
    const file = installers.get(os);
    const formats = INSTALLER_EXTENSIONS[os].join(', ');
    const what = t(`installers.os.${os}`);
    return (
      <div key={os} className={mergeClasses(styles.row, columns)} data-testid={`settings-installer-${os}`}>
        <Text weight="semibold">{what}</Text>
        <Text size={200} className={file ? undefined : styles.muted} data-testid={`settings-installer-${os}-name`}>
          {file
            ? `${file.fileName} · ${formatFileSize(file.size, i18n.language)}`
            : t('installers.none', { formats, size: formatFileSize(INSTALLER_RULES.maxBytes, i18n.language) })}
        </Text>
        {file ? (
          <a href={`${platform.apiBaseUrl()}${installerPath(companyId, os)}`} data-testid={`settings-installer-${os}-link`}>
            {t('files.download')}
          </a>
        ) : (
          <span />
        )}
        <FileRowActions
          rules={rulesFor(os)}
          stored={file !== undefined}
          busy={busy}
          testId={`settings-installer-${os}`}
          onPick={(uploadFile) => void run(() => upload.mutateAsync({ os, uploadFile }), t('files.uploaded'))}
          onRemove={() => void remove(t('installers.removeMessage', { what }), () => removeInstaller.mutateAsync({ os }))}
        />
      </div>
    );
  };

  return (
    <Card className={styles.card} data-testid="settings-group-installers">
      <CardHeader
        header={<Subtitle2 as="h2">{t('installers.title')}</Subtitle2>}
        description={<Text size={200}>{t('installers.description')}</Text>}
      />
      <div className={styles.rows}>{ClientOs.map(row)}</div>
      {confirmDialog}
    </Card>
  );
}
