import { makeStyles, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/router/paths';
import { pageImageQuery, useSolverNote, useSolverNoteJson } from './queries';
import { SolverWorkspace } from './SolverWorkspace';

const useStyles = makeStyles({ center: { padding: '2rem', display: 'flex', justifyContent: 'center' } });

/**
 * /{companyId}/task/solve?taskIdx=&noteIdx=: a student's homework after task.START (the to-do list's start
 * or continue). Without a note it goes back to the list.
 */
export function SolverPage() {
  const { t } = useTranslation('solver');
  const styles = useStyles();
  const { companyId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const noteIdx = Number(params.get('noteIdx')) || 0;
  const note = useSolverNote(noteIdx);
  const json = useSolverNoteJson(noteIdx);
  const list = paths.service(companyId, 'task/list');

  // The first page's image is fetched beside the note itself, not after it: the first page draws sooner.
  useEffect(() => {
    if (noteIdx > 0) void client.prefetchQuery(pageImageQuery({ noteIdx, agendaNo: 1, pageNo: 1 }));
  }, [client, noteIdx]);

  if (noteIdx <= 0) return <Navigate to={list} replace />;
  if (note.isError || json.isError) {
    return (
      <MessageBar intent="error" data-testid="solver-load-failed">
        <MessageBarBody>{t('loadFailed')}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!note.data || !json.data) {
    return (
      <div className={styles.center}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  return (
    <SolverWorkspace
      key={noteIdx}
      companyId={companyId}
      noteIdx={noteIdx}
      title={note.data.task?.taskName ?? note.data.noteTitle}
      canSolve={note.data.permissions.solve}
      agendas={json.data.agendaList}
      solutions={json.data.solutionList}
      onLeave={() => void navigate(list)}
    />
  );
}
