import { Button, makeStyles, MessageBar, MessageBarBody, Subtitle1, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { EMPTY_PAGE_INK, type NoteAgenda, type NotePage, type NoteSolution, type PageInk } from '@boda/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_INK_TOOL, InkToolbar, useInkHistory, type InkToolState } from '../ink';
import { AnswerPanel } from './AnswerPanel';
import { SaveIndicator } from './SaveIndicator';
import { SolverPageView } from './SolverPageView';
import { SubmitButton } from './SubmitButton';
import { pageKey } from './saveQueue';
import { answerEditable, openingState } from './solverState';
import { useAutosave } from './useAutosave';
import { useSpentTime } from './useSpentTime';

const NARROW = '@media (max-width: 900px)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100%' },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  body: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalL,
    [NARROW]: { flexDirection: 'column', alignItems: 'stretch' },
  },
  pages: {
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalM,
    maxWidth: '1000px',
    marginInline: 'auto',
    width: '100%',
    boxSizing: 'border-box',
  },
  answers: {
    width: '320px',
    flexShrink: 0,
    position: 'sticky',
    top: '7rem',
    maxHeight: 'calc(100vh - 8rem)',
    overflowY: 'auto',
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    [NARROW]: {
      width: 'auto',
      top: 'auto',
      bottom: 0,
      maxHeight: '40vh',
      borderLeft: 'none',
      borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
      backgroundColor: tokens.colorNeutralBackground1,
    },
  },
});

export interface SolverWorkspaceProps {
  companyId: string;
  noteIdx: number;
  title: string;
  canSolve: boolean;
  agendas: readonly NoteAgenda[];
  solutions: readonly NoteSolution[];
  onLeave(): void;
}

/** The note being solved: one pen toolbar, the pages with their ink, the answer sheet, autosave and submit. */
export function SolverWorkspace({ companyId, noteIdx, title, canSolve, agendas, solutions, onLeave }: SolverWorkspaceProps) {
  const { t } = useTranslation('solver');
  const styles = useStyles();
  const { saver, status, error } = useAutosave(companyId, noteIdx);
  const [state, setState] = useState(() => openingState(agendas, solutions, saver));
  const [tool, setTool] = useState<InkToolState>(DEFAULT_INK_TOOL);
  const [pageInView, setPageInView] = useState<string | undefined>(undefined);
  useSpentTime(saver, canSolve);
  // What an earlier visit left unsent goes first.
  useEffect(() => saver.resume(), [saver]);

  const pages = useMemo(() => agendas.flatMap((agenda) => agenda.pageList), [agendas]);
  const isEditable = useMemo(() => answerEditable(canSolve, solutions), [canSolve, solutions]);
  const redoMode = solutions.some((s) => s.redo);

  const applyInk = useCallback(
    (key: string, ink: PageInk) => {
      setState((prev) => ({ ...prev, inks: { ...prev.inks, [key]: ink } }));
      const [agendaNo, pageNo] = key.split('-').map(Number);
      saver.changePage(agendaNo, pageNo, ink);
    },
    [saver],
  );
  const history = useInkHistory(applyInk);
  const { commit } = history;
  const onInk = useCallback(
    (page: NotePage, before: PageInk, next: PageInk) => commit(pageKey(page.agendaNo, page.pageNo), before, next),
    [commit],
  );
  const onShown = useCallback((page: NotePage) => setPageInView(pageKey(page.agendaNo, page.pageNo)), []);

  const onAnswer = (solutionNo: number, answer: string) => {
    setState((prev) => ({ ...prev, answers: { ...prev.answers, [solutionNo]: answer } }));
    saver.changeAnswer(solutionNo, answer);
  };

  const clearPage = () => {
    const key = pageInView ?? history.lastPage;
    if (key) history.commit(key, state.inks[key] ?? EMPTY_PAGE_INK, EMPTY_PAGE_INK);
  };

  return (
    <div className={styles.root} data-testid="solver">
      <header className={styles.header}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={onLeave} data-testid="solver-back">
          {t('back')}
        </Button>
        <Subtitle1 className={styles.title} data-testid="solver-title">
          {t('title', { name: title })}
        </Subtitle1>
        {canSolve && <SaveIndicator status={status} error={error} />}
        {canSolve && (
          <SubmitButton
            noteIdx={noteIdx}
            saver={saver}
            openSolutions={solutions.filter(isEditable)}
            answers={state.answers}
            onDone={onLeave}
          />
        )}
        {canSolve && <InkToolbar tool={tool} onToolChange={setTool} history={history} page={pageInView} onClear={clearPage} />}
      </header>
      {!canSolve && (
        <MessageBar intent="info">
          <MessageBarBody>{t('closed')}</MessageBarBody>
        </MessageBar>
      )}
      {canSolve && redoMode && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('redoNotice')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.body}>
        <main className={styles.pages} aria-label={t('pages')}>
          {pages.map((page, index) => {
            const key = pageKey(page.agendaNo, page.pageNo);
            return (
              <SolverPageView
                key={key}
                noteIdx={noteIdx}
                page={page}
                ink={state.inks[key] ?? EMPTY_PAGE_INK}
                tool={tool}
                readOnly={!canSolve}
                eager={index === 0}
                onInk={onInk}
                onShown={onShown}
              />
            );
          })}
        </main>
        <aside className={styles.answers}>
          <AnswerPanel solutions={solutions} answers={state.answers} isEditable={isEditable} onChange={onAnswer} />
        </aside>
      </div>
    </div>
  );
}
