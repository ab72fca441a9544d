import { useRef, useState, type PointerEvent } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { InkTool, type ClassroomInk } from '@boda/contract';

export { applyInk, type BoardState } from './boardState';

export interface WhiteboardProps {
  strokes: ClassroomInk[];
  live: Map<string, ClassroomInk>;
  canDraw: boolean;
  onInk(ink: ClassroomInk): void;
  onClear?: () => void;
}

const useStyles = makeStyles({
  board: {
    width: '100%',
    height: '100%',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    touchAction: 'none',
  },
});

function path(points: ClassroomInk['points']): string {
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${(x * 1000).toFixed(1)} ${(y * 750).toFixed(1)}`).join(' ');
}

let strokeCounter = 0;

/** A plain SVG board standing in for ./whiteboard's until the merge: draws and shows strokes, nothing more. */
export function StandInWhiteboard({ strokes, live, canDraw, onInk }: WhiteboardProps) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  const drawing = useRef<string | null>(null);
  const [own, setOwn] = useState<ClassroomInk | null>(null);

  const pointOf = (event: PointerEvent<SVGSVGElement>): [number, number, number] => {
    const box = event.currentTarget.getBoundingClientRect();
    return [(event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height, 0.5];
  };
  const part = (points: ClassroomInk['points'], done: boolean): ClassroomInk => ({
    strokeId: drawing.current ?? 's',
    tool: InkTool.PEN,
    color: '#1565c0',
    size: 0.004,
    points,
    done,
  });

  return (
    <svg
      className={styles.board}
      viewBox="0 0 1000 750"
      role="img"
      aria-label={t('board.label')}
      data-testid="classroom-board"
      onPointerDown={(event) => {
        if (!canDraw) return;
        strokeCounter += 1;
        drawing.current = `s${Date.now().toString(36)}${strokeCounter}`;
        const first = part([pointOf(event)], false);
        setOwn(first);
        onInk(first);
      }}
      onPointerMove={(event) => {
        if (!drawing.current) return;
        const next = part([pointOf(event)], false);
        setOwn((sofar) => (sofar ? { ...sofar, points: [...sofar.points, ...next.points] } : next));
        onInk(next);
      }}
      onPointerUp={(event) => {
        if (!drawing.current) return;
        onInk(part([pointOf(event)], true));
        drawing.current = null;
        setOwn(null);
      }}
    >
      {[...strokes, ...live.values(), ...(own ? [own] : [])].map((stroke, index) => (
        <path
          key={`${stroke.strokeId}-${index}`}
          d={path(stroke.points)}
          stroke={stroke.color}
          strokeWidth={stroke.size * 1000}
          fill="none"
        />
      ))}
    </svg>
  );
}
