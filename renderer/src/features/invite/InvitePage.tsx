import { useEffect, useState } from 'react';
import { Body1, Button, Card, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { validateInviteCode } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api';
import { handleApiError } from '../../ui/feedback';
import { InAppBrowserNotice, isInAppBrowser, systemBrowserUrl } from '../login';
import { EMPTY_INVITE, InviteCodeBoxes, type InviteParts, useInviteLookup } from '../rooms';
import { InviteJoinDialog } from './InviteJoinDialog';
import { readInviteParams } from './inviteParams';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingVerticalXL },
});

/** Tries once per page load to leave a chat app's in-app browser for the system browser. */
let breakoutTried = false;

/** /invite/{companyCode?}/{inviteCode?} and its query form (service-area 2.2, 2.4). */
export function InvitePage() {
  const { t } = useTranslation('invite');
  const styles = useStyles();
  const path = useParams();
  const [search] = useSearchParams();
  const params = readInviteParams(path, search);
  const [typed, setTyped] = useState<InviteParts>(EMPTY_INVITE);
  const [code, setCode] = useState<string | undefined>(params.inviteCode);
  const [dialogOpen, setDialogOpen] = useState(true);
  const inApp = isInAppBrowser(window.navigator.userAgent);
  const lookup = useInviteLookup(inApp ? undefined : code, params.companyCode, params.companyId);

  useEffect(() => {
    if (!inApp || breakoutTried) return;
    breakoutTried = true;
    window.location.assign(systemBrowserUrl(window.location.href, window.navigator.userAgent));
  }, [inApp]);
  useEffect(() => {
    // An invalid code or a company mismatch is WB-400-220: the catalogue's popup says so.
    if (lookup.error && isApiError(lookup.error)) handleApiError(lookup.error);
  }, [lookup.error]);

  if (inApp) return <InAppBrowserNotice />;
  const submitTyped = () => {
    const digits = typed.join('');
    if (validateInviteCode(digits) !== null) return;
    setDialogOpen(true);
    setCode(digits);
  };

  return (
    <section className={styles.root} data-testid="invite-page">
      <Title2 as="h1" data-testid="page-title">
        {t('title')}
      </Title2>
      <Card className={styles.card}>
        {lookup.isFetching ? <Spinner label={t('common:loading')} /> : null}
        {lookup.data ? (
          <Body1 data-testid="invite-found">
            {t('found', {
              title: lookup.data.result.meetTitle || lookup.data.result.roomTitle,
              company: lookup.data.defaultSetting.company.name,
            })}
          </Body1>
        ) : (
          <Body1>{t('enterCode')}</Body1>
        )}
        <InviteCodeBoxes value={typed} onChange={setTyped} onSubmit={submitTyped} />
        <Button
          appearance="primary"
          disabled={validateInviteCode(typed.join('')) !== null}
          onClick={submitTyped}
          data-testid="invite-lookup"
        >
          {t('lookup')}
        </Button>
        {lookup.data && !dialogOpen ? (
          <Button onClick={() => setDialogOpen(true)} data-testid="invite-open-dialog">
            {t('join')}
          </Button>
        ) : null}
      </Card>
      {lookup.data ? (
        <InviteJoinDialog
          key={lookup.data.inviteCode}
          lookup={lookup.data}
          onRecheck={() => void lookup.refetch()}
          defaultName={params.linkUserName ?? ''}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
        />
      ) : null}
    </section>
  );
}
