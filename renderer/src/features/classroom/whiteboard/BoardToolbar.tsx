import {
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  ToolbarRadioButton,
  ToolbarRadioGroup,
  Tooltip,
  type ToolbarProps,
} from '@fluentui/react-components';
import { CircleFilled, DeleteRegular, HighlightRegular, PenRegular } from '@fluentui/react-icons';
import { INK_COLORS } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../ui/useConfirm';
import { INK_COLOR_NAMES, InkMode, PEN_SIZE_NAMES, PEN_SIZES, type InkToolState, type PenSizeName } from '../../ink';

export interface BoardToolbarProps {
  tool: InkToolState;
  onToolChange(next: InkToolState): void;
  /** Clears the board for the whole class (asked first); hidden when not given. */
  onClear?: () => void;
}

/** The board has no eraser: the class's strokes are shared, only the teacher clears them, all at once. */
const BOARD_MODES = [InkMode.PEN, InkMode.HIGHLIGHTER] as const;
const MODE_ICONS = { pen: <PenRegular />, highlighter: <HighlightRegular /> };

/** The whiteboard's pen: pen or highlighter, the ink colours and sizes, and the teacher's clear. */
export function BoardToolbar({ tool, onToolChange, onClear }: BoardToolbarProps) {
  const { t } = useTranslation('classroomBoard');
  const [confirmDialog, confirm] = useConfirm('classroom-board-clear-confirm');

  const onCheckedValueChange: ToolbarProps['onCheckedValueChange'] = (_event, { name, checkedItems }) => {
    const [value] = checkedItems;
    if (name === 'mode') onToolChange({ ...tool, mode: value === InkMode.HIGHLIGHTER ? InkMode.HIGHLIGHTER : InkMode.PEN });
    // Picking a colour or size means writing with the pen.
    if (name === 'color') onToolChange({ ...tool, mode: InkMode.PEN, penColor: value });
    if (name === 'size') onToolChange({ ...tool, mode: InkMode.PEN, penSize: value as PenSizeName });
  };

  const clear = async () => {
    const yes = await confirm({ title: t('clear.title'), message: t('clear.message'), confirmLabel: t('clear.confirm') });
    if (yes) onClear?.();
  };

  return (
    <>
      <Toolbar
        aria-label={t('toolbar')}
        data-testid="classroom-board-toolbar"
        checkedValues={{ mode: [tool.mode], color: [tool.penColor], size: [tool.penSize] }}
        onCheckedValueChange={onCheckedValueChange}
        style={{ flexWrap: 'wrap' }}
      >
        <ToolbarRadioGroup>
          {BOARD_MODES.map((mode) => (
            <Tooltip key={mode} content={t(`mode.${mode}`)} relationship="label">
              <ToolbarRadioButton name="mode" value={mode} icon={MODE_ICONS[mode]} data-testid={`classroom-board-mode-${mode}`} />
            </Tooltip>
          ))}
        </ToolbarRadioGroup>
        <ToolbarDivider />
        <ToolbarRadioGroup>
          {INK_COLORS.map((color, index) => (
            <Tooltip key={color} content={t(`color.${INK_COLOR_NAMES[index]}`)} relationship="label">
              <ToolbarRadioButton
                name="color"
                value={color}
                icon={<CircleFilled style={{ color }} />}
                data-testid={`classroom-board-color-${INK_COLOR_NAMES[index]}`}
              />
            </Tooltip>
          ))}
        </ToolbarRadioGroup>
        <ToolbarDivider />
        <ToolbarRadioGroup>
          {PEN_SIZE_NAMES.map((size) => (
            <Tooltip key={size} content={t(`size.${size}`)} relationship="label">
              <ToolbarRadioButton
                name="size"
                value={size}
                icon={<CircleFilled style={{ fontSize: `${8 + PEN_SIZES[size] * 2000}px` }} />}
                data-testid={`classroom-board-size-${size}`}
              />
            </Tooltip>
          ))}
        </ToolbarRadioGroup>
        {onClear && (
          <>
            <ToolbarDivider />
            <Tooltip content={t('clear.button')} relationship="label">
              <ToolbarButton icon={<DeleteRegular />} onClick={() => void clear()} data-testid="classroom-board-clear" />
            </Tooltip>
          </>
        )}
      </Toolbar>
      {confirmDialog}
    </>
  );
}
