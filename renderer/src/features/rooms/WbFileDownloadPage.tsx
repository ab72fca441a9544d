import { useEffect, useMemo } from 'react';
import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { changeLanguage } from '../../i18n';
import { parseFileDownloadData } from './fileDownloadData';
import { RoomMaterials } from './RoomMaterials';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * /wb/fileDownload (service-area 2.17): a room's reference materials inside the class client's web view,
 * for the session signed in there (as /wb/textbook). The app names the language, the room and whether
 * this user may upload; without the flag the list is download-only.
 */
export function WbFileDownloadPage() {
  const { t } = useTranslation('rooms');
  const styles = useStyles();
  const [params] = useSearchParams();
  const data = useMemo(() => parseFileDownloadData(params.get('data')), [params]);
  const signedIn = useSession((s) => s.user !== null && s.token !== null);
  useEffect(() => {
    if (data.language) void changeLanguage(data.language);
  }, [data.language]);

  const problem = !signedIn ? t('wb.signIn') : data.roomCode === null ? t('wb.noRoom') : null;
  return (
    <section className={styles.root} data-testid="wb-file-download-page">
      {problem || data.roomCode === null ? (
        <MessageBar intent="warning" data-testid="wb-file-download-problem">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : (
        <RoomMaterials roomCode={data.roomCode} canUpload={data.upload} />
      )}
    </section>
  );
}
