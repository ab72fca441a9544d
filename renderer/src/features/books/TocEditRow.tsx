import type { ReactElement } from 'react';
import { Button, Field, Input, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, TextIndentDecreaseRegular, TextIndentIncreaseRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { startPageText, type TocNode, type TocPatch, type TocProblem } from './tocTree';

const INDENT_PX = 28;

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, paddingBlock: tokens.spacingVerticalXXS },
  title: { flexGrow: 1, minWidth: '160px' },
  page: { width: '110px', flexShrink: 0 },
  // Fluent's Input has a minimum width of its own: the fields must shrink to their column, not spill over the buttons.
  input: { width: '100%', minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS, flexShrink: 0 },
});

export interface TocEditRowProps {
  node: TocNode;
  depth: number;
  problem: TocProblem | undefined;
  pageCount: number;
  canIndent: boolean;
  canOutdent: boolean;
  onChange(patch: TocPatch): void;
  onIndent(): void;
  onOutdent(): void;
  onAddAfter(): void;
  onRemove(): void;
}

/** One chapter in edit mode: title, start page (digits only, flagged when the rule fails) and its moves. */
export function TocEditRow(props: TocEditRowProps) {
  const { node, depth, problem } = props;
  const { t } = useTranslation('books');
  const styles = useStyles();
  const label = node.title.trim() || t('toc.untitled');
  const action = (key: string, icon: ReactElement, onClick: () => void, disabled = false, testId = key) => (
    <Tooltip content={t(`toc.${key}`)} relationship="label">
      <Button appearance="subtle" icon={icon} disabled={disabled} onClick={onClick} data-testid={`toc-${testId}`} />
    </Tooltip>
  );
  return (
    <div className={styles.row} style={{ paddingInlineStart: depth * INDENT_PX }} data-testid="toc-edit-row" data-flagged={problem ?? ''}>
      <Field className={styles.title}>
        <Input
          className={styles.input}
          value={node.title}
          placeholder={t('toc.titlePlaceholder')}
          aria-label={t('toc.titleLabel')}
          onChange={(_e, d) => props.onChange({ title: d.value })}
          data-testid="toc-title"
        />
      </Field>
      <Field
        className={styles.page}
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem ? t(`toc.problem.${problem}`, { pageCount: props.pageCount }) : undefined}
      >
        <Input
          className={styles.input}
          value={startPageText(node)}
          inputMode="numeric"
          placeholder={t('toc.startPage')}
          aria-label={t('toc.startPageOf', { title: label })}
          onChange={(_e, d) => props.onChange({ startPage: d.value })}
          data-testid="toc-start-page"
        />
      </Field>
      <div className={styles.actions}>
        {action('outdent', <TextIndentDecreaseRegular />, props.onOutdent, !props.canOutdent)}
        {action('indent', <TextIndentIncreaseRegular />, props.onIndent, !props.canIndent)}
        {action('addAfter', <AddRegular />, props.onAddAfter)}
        {action('remove', <DeleteRegular />, props.onRemove)}
      </div>
    </div>
  );
}
