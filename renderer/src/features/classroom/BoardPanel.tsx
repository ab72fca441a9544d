import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Delete24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Whiteboard } from './whiteboard';
import type { ClassSession } from './classSession';
import { canDraw } from './roomState';
import { useSessionState } from './useSessionState';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%', minHeight: 0 },
  board: { flex: 1, minHeight: 0, aspectRatio: '4 / 3', maxWidth: '100%', margin: '0 auto' },
});

/** The shared whiteboard: the teacher and whoever holds the pen draw, everyone sees. */
export function BoardPanel({ session }: { session: ClassSession }) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  const board = useSessionState(session, (state) => state.board);
  const drawer = useSessionState(session, (state) => canDraw(state));
  const isTeacher = useSessionState(session, (state) => state.you?.role === 'teacher');
  return (
    <section className={styles.root} aria-label={t('board.title')}>
      {isTeacher ? (
        <Button appearance="subtle" icon={<Delete24Regular />} onClick={() => session.clearBoard()} data-testid="classroom-board-clear">
          {t('controls.clearBoard')}
        </Button>
      ) : null}
      <div className={styles.board}>
        <Whiteboard
          strokes={board.strokes}
          live={board.live}
          canDraw={drawer}
          onInk={(ink) => session.draw(ink)}
          {...(isTeacher ? { onClear: () => session.clearBoard() } : {})}
        />
      </div>
    </section>
  );
}
