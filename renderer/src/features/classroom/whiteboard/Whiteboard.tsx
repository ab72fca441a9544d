import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ClassroomInk } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { DEFAULT_INK_TOOL, InkMode, InkToolbar, LivePainter, type InkHistory, type InkToolState } from '../../ink';
import type { LiveInkSource } from './liveInk';
import { useBoardCanvases } from './useBoardCanvases';
import { useBoardEraser } from './useBoardEraser';
import { useBoardPointer } from './useBoardPointer';

const DRAW_MODES = [InkMode.PEN, InkMode.HIGHLIGHTER] as const;
const ALL_MODES = [...DRAW_MODES, InkMode.ERASER] as const;
const NO_ERASE = () => undefined;

export interface WhiteboardProps {
  /** The complete strokes, in order (the welcome's strokes, then every done part folded by applyInk). */
  strokes: ClassroomInk[];
  /** Strokes in progress by their live key (applyInk), their points so far: painted on each change, no render. */
  liveInk: LiveInkSource;
  /** This participant may draw (the teacher, or who holds the pen). */
  canDraw: boolean;
  /** The name of the student the teacher handed the pen to, when it is not this participant (the note names them). */
  penHolder?: string | null;
  /** A part of this participant's stroke: the new points since the last part; `done` on the last. */
  onInk(ink: ClassroomInk): void;
  /** The same points as soon as they are drawn, `at` the index of the first in its stroke (straight to the others). */
  onInkNow?: (ink: ClassroomInk, at: number) => boolean;
  /** Strokes the eraser touched (for everyone), `gesture` naming the drag; the eraser is offered when given. */
  onErase?: (strokeIds: string[], gesture: string) => void;
  /** This participant's own changes (undo and redo buttons, Ctrl+Z); shown when given. */
  history?: InkHistory;
  /** The teacher's clear (for everyone); the button shows only when given. */
  onClear?: () => void;
  /** The page's own actions on the board (the teacher's save), at the end of the toolbar's row. */
  actions?: ReactNode;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  // The tools, and the page's own actions at the end of the same row (wrapping under them when narrow).
  top: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground3 },
  board: {
    position: 'relative',
    width: '100%',
    aspectRatio: '16 / 9',
    backgroundColor: '#ffffff',
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    overflow: 'hidden',
    userSelect: 'none',
  },
  layer: { position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' },
});

/**
 * The class's shared whiteboard: a 16:9 board (points as fractions of it, like the solver's ink) with
 * three canvases, lowest first: the complete strokes, the strokes in progress (others', and this page's
 * finished ones until the board has them), and the stroke this page is drawing. The page folds every
 * ink part, its own included, with applyInk and passes the result back as `strokes` and `liveInk`.
 */
export function Whiteboard({ strokes, liveInk, canDraw, penHolder, onInk, onInkNow, onErase, history, onClear, actions }: WhiteboardProps) {
  const { t } = useTranslation('classroomBoard');
  const styles = useStyles();
  const [tool, setTool] = useState<InkToolState>(DEFAULT_INK_TOOL);
  const element = useRef<HTMLDivElement | null>(null);
  const boardCanvas = useRef<HTMLCanvasElement | null>(null);
  const liveCanvas = useRef<HTMLCanvasElement | null>(null);
  const drawCanvas = useRef<HTMLCanvasElement | null>(null);
  const painter = useRef<LivePainter | null>(null);

  useLayoutEffect(() => {
    if (drawCanvas.current) painter.current = new LivePainter(drawCanvas.current);
  }, []);
  const livePainter = useBoardCanvases({ element, boardCanvas, liveCanvas, strokes, liveInk });
  const penHandlers = useBoardPointer({ canDraw, tool, onInk, onInkNow, element, painter, livePainter });
  const eraserHandlers = useBoardEraser({ strokes, onErase: onErase ?? NO_ERASE, element });
  const handlers = tool.mode === InkMode.ERASER ? eraserHandlers : penHandlers;

  // The board renders again for each complete stroke (its canvas paints the new one); the toolbar, a
  // tree of Fluent buttons, only when its own props change.
  const toolbar = useMemo(
    () =>
      canDraw ? (
        <InkToolbar
          tool={tool}
          onToolChange={setTool}
          {...(history ? { history } : {})}
          {...(onClear ? { onClear } : {})}
          modes={onErase ? ALL_MODES : DRAW_MODES}
          namespace="classroomBoard"
          testIdPrefix="classroom-board"
        />
      ) : (
        <Text className={styles.note} data-testid="classroom-board-no-pen">
          {penHolder ? t('penHolder', { name: penHolder }) : t('noPen')}
        </Text>
      ),
    [canDraw, penHolder, tool, history, onClear, onErase, styles.note, t],
  );

  return (
    <div className={styles.root}>
      <div className={styles.top}>
        {toolbar}
        {actions}
      </div>
      <div
        ref={element}
        role="img"
        aria-label={t('board')}
        className={styles.board}
        // The browser must not pan or zoom on a drawing touch; without the pen, touch scrolls the page.
        style={{
          touchAction: canDraw ? 'none' : 'auto',
          cursor: canDraw ? (tool.mode === InkMode.ERASER ? 'cell' : 'crosshair') : 'default',
        }}
        {...(canDraw ? handlers : {})}
      >
        <canvas ref={boardCanvas} className={styles.layer} data-testid="classroom-board" />
        <canvas ref={liveCanvas} className={styles.layer} data-testid="classroom-board-live" />
        <canvas ref={drawCanvas} className={styles.layer} />
      </div>
    </div>
  );
}
