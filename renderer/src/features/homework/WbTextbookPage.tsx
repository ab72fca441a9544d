import { useEffect, useMemo } from 'react';
import { makeStyles, MessageBar, MessageBarBody, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { changeLanguage } from '../../i18n';
import { parseTextbookViewData } from './appViewData';
import { homeworkPaths } from './homeworkPaths';
import { StudentTodoList } from './StudentTodoList';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * /wb/textbook (service-area 2.17): the signed-in student's homework inside the native app's web view,
 * read-only but for start / continue, which opens the solver. The app names the student (first entry of
 * its target user list) and the language; a list for someone else than the signed-in user is not shown.
 */
export function WbTextbookPage() {
  const { t } = useTranslation('homework');
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const data = useMemo(() => parseTextbookViewData(params.get('data')), [params]);
  const user = useSession((s) => s.user);
  const companyId = useSession((s) => s.company?.companyId ?? '');
  useEffect(() => {
    if (data.language) void changeLanguage(data.language);
  }, [data.language]);

  const problem = !user ? t('wb.signIn') : data.userIdx !== null && data.userIdx !== user.userIdx ? t('wb.otherUser') : null;
  if (!problem) {
    return (
      <StudentTodoList
        title={t('todo.title')}
        pageTestId="wb-textbook-page"
        className={styles.root}
        openSolver={(taskIdx, noteIdx) => void navigate(homeworkPaths.solver(companyId, taskIdx, noteIdx))}
      />
    );
  }
  return (
    <section className={styles.root} data-testid="wb-textbook-page">
      <Title2 as="h1">{t('todo.title')}</Title2>
      <MessageBar intent="warning" data-testid="wb-textbook-problem">
        <MessageBarBody>{problem}</MessageBarBody>
      </MessageBar>
    </section>
  );
}
