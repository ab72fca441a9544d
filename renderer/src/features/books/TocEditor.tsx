import { type ReactElement, useMemo, useState } from 'react';
import { Body1, Button, makeStyles, MessageBar, MessageBarBody, Subtitle2, tokens } from '@fluentui/react-components';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import type { ChapterNodeInput } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../ui/useConfirm';
import { TocEditRow } from './TocEditRow';
import {
  addNode,
  canIndent,
  canOutdent,
  type Chapter,
  indentNode,
  outdentNode,
  prepareSave,
  removeNode,
  sameToc,
  toEditable,
  type TocNode,
  updateNode,
  validateToc,
} from './tocTree';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  spacer: { flexGrow: 1 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  item: { paddingBlock: tokens.spacingVerticalXXS },
  page: { color: tokens.colorNeutralForeground3, marginInlineStart: tokens.spacingHorizontalS },
  empty: { color: tokens.colorNeutralForeground3 },
});

export interface TocEditorProps {
  chapters: readonly Chapter[];
  pageCount: number;
  /** The author may edit; others see the tree read-only. */
  editable: boolean;
  saving?: boolean;
  /** Resolves when stored; a rejection keeps the editor open with the author's changes. */
  onSave(chapters: ChapterNodeInput[]): Promise<void>;
}

function ReadOnlyTree({ chapters }: { chapters: readonly Chapter[] }) {
  const styles = useStyles();
  const { t } = useTranslation('books');
  return (
    <ul className={styles.list}>
      {chapters.map((c, i) => (
        <li key={i} className={styles.item} data-testid="toc-item">
          <span>{c.title}</span>
          <span className={styles.page}>{t('toc.pageShort', { page: c.startPage })}</span>
          {c.children.length > 0 && <ReadOnlyTree chapters={c.children} />}
        </li>
      ))}
    </ul>
  );
}

/** The textbook's table of contents: read-only, or (for the author) edited in place, then saved or cancelled. */
export function TocEditor({ chapters, pageCount, editable, saving, onSave }: TocEditorProps) {
  const { t } = useTranslation('books');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const [draft, setDraft] = useState<{ start: TocNode[]; nodes: TocNode[] } | null>(null);
  const [confirmDialog, confirm] = useConfirm('toc-cancel-dialog');
  const dirty = draft !== null && !sameToc(draft.start, draft.nodes);
  const guard = useUnsavedChangesGuard(dirty);
  const problems = useMemo(() => (draft ? validateToc(draft.nodes, pageCount) : new Map()), [draft, pageCount]);

  const begin = () => {
    const start = toEditable(chapters);
    setDraft({ start, nodes: start });
  };
  const change = (next: (nodes: TocNode[]) => TocNode[]) => setDraft((d) => (d ? { ...d, nodes: next(d.nodes) } : d));
  const cancel = async () => {
    if (dirty && !(await confirm({ title: t('unsaved.title'), message: t('unsaved.discard'), confirmLabel: t('unsaved.discardConfirm') })))
      return;
    setDraft(null);
  };
  const save = async () => {
    if (!draft) return;
    const prepared = prepareSave(draft.nodes, pageCount);
    // Flagged nodes are already marked on screen (the same rule): nothing is sent.
    if (!prepared.chapters) return;
    try {
      await onSave(prepared.chapters);
      setDraft(null);
    } catch {
      // The API layer has shown the error; the draft stays for another try.
    }
  };

  const rows = (nodes: TocNode[], depth: number): ReactElement[] =>
    nodes.flatMap((node) => [
      <TocEditRow
        key={node.id}
        node={node}
        depth={depth}
        problem={problems.get(node.id)}
        pageCount={pageCount}
        canIndent={canIndent(draft?.nodes ?? [], node.id)}
        canOutdent={canOutdent(draft?.nodes ?? [], node.id)}
        onChange={(patch) => change((all) => updateNode(all, node.id, patch))}
        onIndent={() => change((all) => indentNode(all, node.id))}
        onOutdent={() => change((all) => outdentNode(all, node.id))}
        onAddAfter={() => change((all) => addNode(all, node.id).nodes)}
        onRemove={() => change((all) => removeNode(all, node.id))}
      />,
      ...rows(node.children, depth + 1),
    ]);

  return (
    <section className={styles.root} data-testid="toc-editor" data-mode={draft ? 'edit' : 'read'}>
      <div className={styles.header}>
        <Subtitle2 as="h2">{t('toc.title')}</Subtitle2>
        <span className={styles.spacer} />
        {editable && !draft && (
          <Button icon={<EditRegular />} onClick={begin} data-testid="toc-edit">
            {t('toc.edit')}
          </Button>
        )}
        {draft && (
          <>
            <Button icon={<AddRegular />} onClick={() => change((all) => addNode(all).nodes)} data-testid="toc-add">
              {t('toc.add')}
            </Button>
            <Button onClick={() => void cancel()} data-testid="toc-cancel">
              {tc('actions.cancel')}
            </Button>
            <Button appearance="primary" disabled={saving} onClick={() => void save()} data-testid="toc-save">
              {t('actions.save')}
            </Button>
          </>
        )}
      </div>
      {draft ? (
        <>
          {problems.size > 0 && (
            <MessageBar intent="error" data-testid="toc-problems">
              <MessageBarBody>{t('toc.fixFlagged')}</MessageBarBody>
            </MessageBar>
          )}
          {rows(draft.nodes, 0)}
        </>
      ) : chapters.length > 0 ? (
        <ReadOnlyTree chapters={chapters} />
      ) : (
        <Body1 className={styles.empty}>{t('toc.empty')}</Body1>
      )}
      {confirmDialog}
      {guard.dialog}
    </section>
  );
}
