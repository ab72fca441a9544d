import {
  makeStyles,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  ToolbarRadioButton,
  ToolbarRadioGroup,
  Tooltip,
  type ToolbarProps,
} from '@fluentui/react-components';
import {
  ArrowRedoRegular,
  ArrowUndoRegular,
  CircleFilled,
  DeleteRegular,
  EraserRegular,
  HighlightRegular,
  PenRegular,
} from '@fluentui/react-icons';
import { INK_COLORS } from '@boda/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../ui/useConfirm';
import { INK_COLOR_NAMES, InkMode, PEN_SIZE_NAMES, type InkModeValue, type InkToolState, type PenSizeName } from './inkTools';
import type { InkHistory } from './useInkHistory';
import { useInkShortcuts } from './useInkShortcuts';

export interface InkToolbarProps {
  tool: InkToolState;
  onToolChange(next: InkToolState): void;
  /** Undo and redo (buttons and Ctrl/Cmd+Z, Ctrl+Shift+Z, Ctrl+Y); hidden when not given. */
  history?: InkHistory;
  /** The page undo, redo and clear act on; undo and redo take the last page changed when not given. */
  page?: string;
  /** Clears the page (asked first); the button is hidden when not given. */
  onClear?(): void;
  /** Everything disabled, no shortcuts (a submitted note). */
  disabled?: boolean;
  /** The modes offered (all when not given). */
  modes?: readonly InkModeValue[];
  /** Whose words: the solver's pen ('ink') or the classroom's board ('classroomBoard'), the same keys. */
  namespace?: 'ink' | 'classroomBoard';
  /** Prefix of the test ids (`<prefix>-toolbar`, `<prefix>-mode-pen`, `<prefix>-clear`, ...). */
  testIdPrefix?: string;
}

const ALL_MODES: readonly InkModeValue[] = Object.values(InkMode);

const MODE_ICONS: Record<InkModeValue, ReactElement> = {
  pen: <PenRegular />,
  highlighter: <HighlightRegular />,
  eraser: <EraserRegular />,
};

/** The size buttons' dots, a step apart each (the sizes themselves are far apart; their dots must look it). */
const SIZE_ICON_PX: Record<PenSizeName, number> = { fine: 6, medium: 12, bold: 20 };

const useStyles = makeStyles({ toolbar: { flexWrap: 'wrap' } });

/** The pen's tools (the solver's pages, the classroom's board): mode, pen colour and size, undo, redo, clear. */
export function InkToolbar(props: InkToolbarProps) {
  const {
    tool,
    onToolChange,
    history,
    page,
    onClear,
    disabled = false,
    modes = ALL_MODES,
    namespace = 'ink',
    testIdPrefix = 'ink',
  } = props;
  const { t } = useTranslation(namespace);
  const styles = useStyles();
  const [confirmDialog, confirm] = useConfirm(`${testIdPrefix}-clear-confirm`);
  useInkShortcuts(history ?? NO_HISTORY, page, Boolean(history) && !disabled);

  const onCheckedValueChange: ToolbarProps['onCheckedValueChange'] = (_event, { name, checkedItems }) => {
    const [value] = checkedItems;
    if (name === 'mode') onToolChange({ ...tool, mode: value as InkModeValue });
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
        className={styles.toolbar}
        data-testid={`${testIdPrefix}-toolbar`}
        checkedValues={{ mode: [tool.mode], color: [tool.penColor], size: [tool.penSize] }}
        onCheckedValueChange={onCheckedValueChange}
      >
        <ToolbarRadioGroup>
          {modes.map((mode) => (
            <Tooltip key={mode} content={t(`mode.${mode}`)} relationship="label">
              <ToolbarRadioButton
                name="mode"
                value={mode}
                icon={MODE_ICONS[mode]}
                disabled={disabled}
                data-testid={`${testIdPrefix}-mode-${mode}`}
              />
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
                disabled={disabled}
                data-testid={`${testIdPrefix}-color-${INK_COLOR_NAMES[index]}`}
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
                icon={<CircleFilled style={{ fontSize: `${SIZE_ICON_PX[size]}px` }} />}
                disabled={disabled}
                data-testid={`${testIdPrefix}-size-${size}`}
              />
            </Tooltip>
          ))}
        </ToolbarRadioGroup>
        {history && (
          <>
            <ToolbarDivider />
            <Tooltip content={t('undo')} relationship="label">
              <ToolbarButton
                icon={<ArrowUndoRegular />}
                disabled={disabled || !history.canUndo(page)}
                onClick={() => history.undo(page)}
                data-testid={`${testIdPrefix}-undo`}
              />
            </Tooltip>
            <Tooltip content={t('redo')} relationship="label">
              <ToolbarButton
                icon={<ArrowRedoRegular />}
                disabled={disabled || !history.canRedo(page)}
                onClick={() => history.redo(page)}
                data-testid={`${testIdPrefix}-redo`}
              />
            </Tooltip>
          </>
        )}
        {onClear && (
          <Tooltip content={t('clear.button')} relationship="label">
            <ToolbarButton
              icon={<DeleteRegular />}
              disabled={disabled}
              onClick={() => void clear()}
              data-testid={`${testIdPrefix}-clear`}
            />
          </Tooltip>
        )}
      </Toolbar>
      {confirmDialog}
    </>
  );
}

const NO_HISTORY: InkHistory = {
  commit: () => undefined,
  undo: () => false,
  redo: () => false,
  canUndo: () => false,
  canRedo: () => false,
  lastPage: null,
  version: 0,
};
