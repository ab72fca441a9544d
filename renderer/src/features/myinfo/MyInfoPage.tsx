import { type ReactNode, useEffect, useState } from 'react';
import { Button, Card, CardHeader, makeStyles, Spinner, Subtitle2, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { DateTime } from '../../ui/DateTime';
import { DetailList } from '../../ui/DetailList';
import { useConfirm } from '../../ui/useConfirm';
import { handleApiError, notify } from '../../ui/feedback';
import { useResetProfile, PasswordDialog, ProfileAvatar, useUser, resetBrowserSettings } from '../users';
import { NameChangeForm } from './NameChangeForm';
import { ProfileImageEditor } from './ProfileImageEditor';
import { paths } from '../../app/router/paths';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start', flexWrap: 'wrap' },
});

/** /{companyId}/user/myInfo?userIdx=: information, profile image, name, password, profile and browser-data resets. */
export function MyInfoPage() {
  const { t } = useTranslation('myinfo');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const { companyId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const me = useSession((s) => s.user?.userIdx);
  const userIdx = Number(params.get('userIdx') ?? 0);
  const missing = !(userIdx > 0);
  const user = useUser(missing ? null : userIdx);
  const resetProfile = useResetProfile();
  const [confirmDialog, confirm] = useConfirm('myinfo-confirm');
  const [changingPassword, setChangingPassword] = useState(false);
  const home = paths.serviceMain(companyId);

  useEffect(() => {
    if (!missing) return;
    notify.warning(t('missingUser'));
    void navigate(home, { replace: true });
  }, [missing, navigate, home, t]);
  useEffect(() => {
    // No permission to view someone else (WB-403-102): say so, then back to main.
    if (user.isError) handleApiError(user.error, { onConfirm: () => void navigate(home, { replace: true }) });
  }, [user.isError, user.error, navigate, home]);

  if (missing || user.isError) return null;
  if (!user.data) return <Spinner label={tc('loading')} />;
  const u = user.data;

  const onResetProfile = async () => {
    if (!(await confirm({ title: t('profile.resetTitle'), message: t('profile.resetConfirm') }))) return;
    resetProfile.mutate(
      { userIdx: u.userIdx },
      { onSuccess: () => notify.success(t('profile.resetDone')), onError: (e) => handleApiError(e) },
    );
  };
  const onResetBrowser = async () => {
    if (!(await confirm({ title: t('browser.title'), message: t('browser.confirm') }))) return;
    resetBrowserSettings();
    notify.success(t('browser.applied'));
  };

  const info: Array<[string, ReactNode]> = [
    [t('field.userId'), u.userId],
    [t('field.type'), tc(`userType.${u.userTypeCd}`)],
    [t('field.email'), u.email ?? '-'],
    [t('field.phone'), u.phone ?? '-'],
    [t('field.regDatetime'), <DateTime value={u.regDatetime} kind="dateTime" />],
  ];

  return (
    <section className={styles.root} data-testid="myinfo-page">
      <Title2 as="h1">{t('title')}</Title2>
      <Card className={styles.card}>
        <CardHeader header={<Subtitle2>{t('section.info')}</Subtitle2>} />
        <div className={styles.row}>
          <ProfileAvatar userIdx={u.userIdx} fileIdx={u.fileIdx} name={u.userName} size={96} />
          <DetailList details={info.map(([label, value]) => ({ label, value }))} />
        </div>
        <NameChangeForm key={u.userName} user={u} />
      </Card>
      <Card className={styles.card}>
        <CardHeader header={<Subtitle2>{t('section.profile')}</Subtitle2>} />
        <ProfileImageEditor userIdx={u.userIdx} />
        <div className={styles.row}>
          <Button onClick={() => void onResetProfile()} disabled={u.fileIdx === null} data-testid="myinfo-profile-reset">
            {t('profile.reset')}
          </Button>
        </div>
      </Card>
      <Card className={styles.card}>
        <CardHeader header={<Subtitle2>{t('section.security')}</Subtitle2>} />
        <div className={styles.row}>
          <Button onClick={() => setChangingPassword(true)} data-testid="myinfo-password">
            {t('password.change')}
          </Button>
          <Button onClick={() => void onResetBrowser()} data-testid="myinfo-browser-reset">
            {t('browser.reset')}
          </Button>
        </div>
      </Card>
      {changingPassword && <PasswordDialog userIdx={u.userIdx} self={u.userIdx === me} onClose={() => setChangingPassword(false)} />}
      {confirmDialog}
    </section>
  );
}
