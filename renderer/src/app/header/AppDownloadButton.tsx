import { useState } from 'react';
import { Button, Tooltip } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { ClientOs, type ClientOsName } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { useSession } from '../../api/session';
import { handleApiError, notify } from '../../ui/feedback';
import { platform } from '../../platform';

function clientOs(): ClientOsName | null {
  const os = platform.os();
  return (ClientOs as readonly string[]).includes(os) ? (os as ClientOsName) : null;
}

/** Desktop app download (GET /open/app/bodaApp DOWNLOAD_CLIENT) for the visitor's OS; hidden elsewhere. */
export function AppDownloadButton() {
  const { t } = useTranslation('nav');
  const [busy, setBusy] = useState(false);
  const companyId = useSession((state) => state.company?.companyId);
  const os = clientOs();
  if (!platform.offersAppDownload || !os) return null;
  const download = async () => {
    setBusy(true);
    try {
      const { result } = await api.send('app.DOWNLOAD_CLIENT', { os, ...(companyId ? { companyId } : {}) });
      // No CLASS_CLIENT_DOWNLOAD_URL and no installer uploaded: say so rather than open a missing page.
      if (result.downloadLink === null) notify.error(t('header.appDownloadNone'));
      else window.location.assign(result.downloadLink);
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip content={t('header.appDownload')} relationship="label">
      <Button
        appearance="subtle"
        icon={<ArrowDownloadRegular />}
        disabled={busy}
        onClick={() => void download()}
        data-testid="header-app-download"
      />
    </Tooltip>
  );
}
