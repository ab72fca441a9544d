import { Button, Card, CardHeader, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
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
import { useConfirm } from '../../ui/useConfirm';
import { handleApiError, notify } from '../../ui/feedback';
import { FilePickButton } from './FilePickButton';
import { useRemoveInstaller, useUploadInstaller } from './mutations';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'grid',
    gridTemplateColumns: '180px 1fr auto auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The browser refuses another OS's format before anything is sent (the server checks again). */
const rulesFor = (os: ClientOsName): FileRules => ({ ...INSTALLER_RULES, extensions: [...INSTALLER_EXTENSIONS[os]] });

/**
 * The class client installer per OS (issue 30): uploaded here, it is what the join's install dialog
 * offers (unless the deployment set CLASS_CLIENT_DOWNLOAD_URL); without one the dialog offers no
 * Install for that OS. Changes apply at the next join and are listed in the history.
 */
export function InstallersCard({ view, companyId }: { view: CompanySettingsView; companyId: string }) {
  const { t, i18n } = useTranslation('settings');
  const styles = useStyles();
  const upload = useUploadInstaller();
  const removeInstaller = useRemoveInstaller();
  const [confirmDialog, confirm] = useConfirm('settings-installer-confirm');
  const busy = upload.isPending || removeInstaller.isPending;
  const installers = new Map(view.installers.map((file) => [file.os, file]));

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify.success(done);
    } catch (error) {
      handleApiError(error);
    }
  };
  const remove = async (os: ClientOsName) => {
    const what = t(`installers.os.${os}`);
    if (
      await confirm({ title: t('files.removeTitle'), message: t('installers.removeMessage', { what }), confirmLabel: t('files.remove') })
    ) {
      await run(() => removeInstaller.mutateAsync({ os }), t('files.removed'));
    }
  };

  const row = (os: ClientOsName) => {
    const file = installers.get(os);
    const formats = INSTALLER_EXTENSIONS[os].join(', ');
    return (
      <div key={os} className={styles.row} data-testid={`settings-installer-${os}`}>
        <Text weight="semibold">{t(`installers.os.${os}`)}</Text>
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
        <div className={styles.actions}>
          <FilePickButton
            rules={rulesFor(os)}
            label={file ? t('files.replace') : t('files.upload')}
            disabled={busy}
            testId={`settings-installer-${os}-upload`}
            onPick={(uploadFile) => void run(() => upload.mutateAsync({ os, uploadFile }), t('files.uploaded'))}
          />
          {file && (
            <Button size="small" disabled={busy} onClick={() => void remove(os)} data-testid={`settings-installer-${os}-remove`}>
              {t('files.remove')}
            </Button>
          )}
        </div>
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
