import { useEffect, useRef } from 'react';
import { Button, makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { ErrorCode, UserType } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { useSession } from '../../api/session';
import { errorText, handleApiError, showErrorPopup } from '../../ui/feedback';
import { AssigneeTable } from './AssigneeTable';
import { homeworkPaths } from './homeworkPaths';
import { useTask, useTaskUsers } from './queries';
import { TaskDetails } from './TaskDetails';
import { startable, todoActionOf } from './todoState';
import { useTaskStart } from './useTaskStart';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

const LIST = '../list';

/**
 * /{companyId}/task/view?taskIdx=&textbookIdx= (service-area 2.12): a teacher sees the details and every
 * assignee; a student their own state with start / continue. Without the task (or its textbook) it goes back
 * to the list; a removed task says so (WB-400-303 or deleteYn 1) and goes back. The spec's book link
 * (task/view?textbookIdx=, no task) opens the book.
 */
export function TaskViewPage() {
  const [params] = useSearchParams();
  const taskIdx = Number(params.get('taskIdx')) || 0;
  const textbookIdx = Number(params.get('textbookIdx')) || 0;
  if (textbookIdx === 0) return <Navigate to={LIST} replace />;
  if (taskIdx === 0) return <Navigate to={`../textbook/view?textbookIdx=${textbookIdx}`} replace />;
  return <TaskView key={taskIdx} taskIdx={taskIdx} />;
}

function TaskView({ taskIdx }: { taskIdx: number }) {
  const { t } = useTranslation('homework');
  const styles = useStyles();
  const navigate = useNavigate();
  const { companyId = '' } = useParams();
  const student = useSession((s) => s.user?.userTypeCd === UserType.STUDENT);
  const task = useTask(taskIdx);
  const users = useTaskUsers(student ? 0 : taskIdx, 0);
  const { begin, pendingTaskIdx } = useTaskStart((id, noteIdx) => void navigate(homeworkPaths.solver(companyId, id, noteIdx)));
  const removed = task.data?.deleteYn === 1 || (isApiError(task.error) && task.error.code === ErrorCode.TASK_REMOVED);
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    const back = () => void navigate(LIST, { replace: true });
    if (removed) {
      told.current = true;
      showErrorPopup({ type: 'WARNING', message: errorText(ErrorCode.TASK_REMOVED) ?? undefined, onConfirm: back });
    } else if (task.isError) {
      told.current = true;
      handleApiError(task.error, { onConfirm: back });
    }
  }, [removed, task.isError, task.error, navigate]);

  if (removed || task.isError) return <section className={styles.root} data-testid="task-view-removed" />;
  if (!task.data) return <Spinner />;
  const data = task.data;
  const action = data.taskUser ? todoActionOf({ ...data, taskUser: data.taskUser }) : null;
  return (
    <section className={styles.root} data-testid="task-view-page">
      <div className={styles.head}>
        <Button
          appearance="subtle"
          icon={<ArrowLeftRegular />}
          onClick={() => void navigate(LIST)}
          data-testid="task-view-back"
          aria-label={t('view.back')}
        />
        <Title2 as="h1" data-testid="page-title">
          {data.taskName}
        </Title2>
      </div>
      <TaskDetails
        task={data}
        onOpenTextbook={student ? undefined : () => void navigate(homeworkPaths.serviceTextbook(companyId, data.textbookIdx))}
      />
      {action && (
        <div>
          <Button
            appearance="primary"
            disabled={!startable(action) || pendingTaskIdx !== null}
            onClick={() => void begin(data.taskIdx)}
            data-testid="task-view-start"
            data-action={action}
          >
            {t(`todo.action.${action}`)}
          </Button>
        </div>
      )}
      {!student && (
        <AssigneeTable
          users={users.data ?? []}
          loading={users.isPending}
          onOpenNote={(noteIdx) => void navigate(homeworkPaths.note(companyId, 'service', noteIdx))}
        />
      )}
    </section>
  );
}
