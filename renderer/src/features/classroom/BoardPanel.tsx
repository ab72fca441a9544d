import { useCallback, useMemo, useState } from 'react';
import { Button, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import type { ClassroomInk } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import type { InkHistory } from '../ink';
import { notify } from '../../ui/feedback';
import { uploadChatFile } from './chatFiles';
import { classFileName } from './recording';
import { boardImage, liveInkOf, Whiteboard } from './whiteboard';
import type { ClassSession } from './classSession';
import { canDraw } from './roomState';
import { useSessionState } from './useSessionState';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%', minHeight: 0 },
  board: { flex: 1, minHeight: 0, width: '100%' },
});

/** The shared whiteboard: the teacher and whoever holds the pen draw, everyone sees (the teacher's clear is in its toolbar). */
export function BoardPanel({ session }: { session: ClassSession }) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  // Only the complete strokes re-render the board; the strokes in progress are painted without a render.
  const strokes = useSessionState(session, (state) => state.board.strokes);
  const liveInk = useMemo(() => liveInkOf(session.store, (state) => state.board.live), [session]);
  const drawer = useSessionState(session, (state) => canDraw(state));
  const isTeacher = useSessionState(session, (state) => state.you?.role === 'teacher');
  // The others' boards name the student drawing; without one (or once they left) the teacher has it.
  const penHolder = useSessionState(session, (state) => state.others.find((other) => other.peerId === state.pen)?.userName ?? null);
  // Stable across the board's renders (one per complete stroke): the toolbar keeps its render.
  const onInk = useCallback((ink: ClassroomInk) => session.draw(ink), [session]);
  const onInkNow = useCallback((ink: ClassroomInk, at: number) => session.drawNow(ink, at), [session]);
  const onClear = useCallback(() => session.clearBoard(), [session]);
  const onErase = useCallback((strokeIds: string[], gesture: string) => session.erase(strokeIds, gesture), [session]);
  const boardHistory = useSessionState(session, (state) => state.boardHistory);
  const history = useMemo<InkHistory>(
    () => ({
      commit: () => undefined,
      undo: () => session.undoBoard('undo'),
      redo: () => session.undoBoard('redo'),
      canUndo: () => boardHistory.undo.length > 0,
      canRedo: () => boardHistory.redo.length > 0,
      lastPage: null,
      version: boardHistory.undo.length + boardHistory.redo.length,
    }),
    [session, boardHistory],
  );
  return (
    <section className={styles.root} aria-label={t('board.title')}>
      <div className={styles.board}>
        <Whiteboard
          strokes={strokes}
          liveInk={liveInk}
          canDraw={drawer}
          penHolder={penHolder}
          onInk={onInk}
          onInkNow={onInkNow}
          onErase={onErase}
          history={history}
          {...(isTeacher ? { onClear, actions: <SaveBoard session={session} /> } : {})}
        />
      </div>
    </section>
  );
}

/**
 * The teacher keeps the board: a PNG of it shared in the class's chat, so everyone gets it now and it
 * stays with the class's chat files in class results.
 */
function SaveBoard({ session }: { session: ClassSession }) {
  const { t } = useTranslation('classroom');
  const strokes = useSessionState(session, (state) => state.board.strokes);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const image = await boardImage(strokes);
      if (!image) throw new Error('no canvas');
      const name = classFileName('board', session.joined.meet.meetCode, new Date(), 'png');
      await uploadChatFile(session.attendeeToken, new File([image], name, { type: 'image/png' }));
      notify.success(t('board.saved'));
    } catch {
      notify.error(t('board.saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    // An icon beside the board's tools (its name in the tooltip), as they are: the row keeps to one line at 1280 px.
    <Tooltip content={t('board.save')} relationship="label">
      <Button
        appearance="subtle"
        icon={<SaveRegular />}
        disabled={saving || strokes.length === 0}
        onClick={() => void save()}
        data-testid="classroom-board-save"
      />
    </Tooltip>
  );
}
