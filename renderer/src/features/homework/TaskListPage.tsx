import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import { UserType } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { homeworkPaths } from './homeworkPaths';
import { StudentTodoList } from './StudentTodoList';
import { TeacherTaskList } from './TeacherTaskList';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** /{companyId}/task/list (service-area 2.12): teachers manage their deployments, students see their to-do list. */
export function TaskListPage() {
  const { t } = useTranslation('homework');
  const styles = useStyles();
  const navigate = useNavigate();
  const { companyId = '' } = useParams();
  const student = useSession((s) => s.user?.userTypeCd === UserType.STUDENT);
  return (
    <section className={styles.root} data-testid="task-list-page" data-role={student ? 'student' : 'teacher'}>
      <Title2 as="h1" data-testid="page-title">
        {student ? t('todo.title') : t('list.title')}
      </Title2>
      {student ? (
        <StudentTodoList openSolver={(taskIdx, noteIdx) => void navigate(homeworkPaths.solver(companyId, taskIdx, noteIdx))} />
      ) : (
        <TeacherTaskList area="service" />
      )}
    </section>
  );
}

/** /{companyId}/manage/task/list (manage-area "Homework deployment"): every task of the company. */
export function ManageTaskListPage() {
  const { t } = useTranslation('homework');
  const styles = useStyles();
  return (
    <section className={styles.root} data-testid="manage-task-list-page">
      <Title2 as="h1" data-testid="page-title">
        {t('list.manageTitle')}
      </Title2>
      <TeacherTaskList area="manage" />
    </section>
  );
}
