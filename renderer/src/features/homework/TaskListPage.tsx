import { UserType } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { homeworkPaths } from './homeworkPaths';
import { StudentTodoList } from './StudentTodoList';
import { TeacherTaskList } from './TeacherTaskList';

/** /{companyId}/task/list (service-area 2.12): teachers manage their deployments, students see their to-do list. */
export function TaskListPage() {
  const { t } = useTranslation('homework');
  const navigate = useNavigate();
  const { companyId = '' } = useParams();
  const student = useSession((s) => s.user?.userTypeCd === UserType.STUDENT);
  return student ? (
    <StudentTodoList
      title={t('todo.title')}
      pageTestId="task-list-page"
      openSolver={(taskIdx, noteIdx) => void navigate(homeworkPaths.solver(companyId, taskIdx, noteIdx))}
    />
  ) : (
    <TeacherTaskList area="service" title={t('list.title')} pageTestId="task-list-page" />
  );
}

/** /{companyId}/manage/task/list (manage-area "Homework deployment"): every task of the company. */
export function ManageTaskListPage() {
  const { t } = useTranslation('homework');
  return <TeacherTaskList area="manage" title={t('list.manageTitle')} pageTestId="manage-task-list-page" />;
}
