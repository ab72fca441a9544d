import { useEffect, useState } from 'react';
import { Button, Divider, makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { BoardFile } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { paths } from '../../app/router/paths';
import { platform } from '../../platform';
import { DateTime } from '../../ui/DateTime';
import { useConfirm } from '../../ui/useConfirm';
import { handleApiError, notify } from '../errors';
import { SafeHtml } from '../messages';
import { useMayRemoveAny } from './access';
import type { BoardPageProps } from './BoardListPage';
import { useRemovePost } from './mutations';
import { PostDialog } from './PostDialog';
import { kindOf, useBoard, useBoardPost } from './queries';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '960px' },
  meta: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  dd: { margin: 0 },
  pair: { display: 'contents' },
  files: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  body: {
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    minHeight: '160px',
  },
});

/** .../{notice|board}/view?postIdx=&publishUse=: opening marks the post read; the author edits and removes. */
export function BoardViewPage({ section, manage }: BoardPageProps) {
  const { t } = useTranslation('board');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const postIdx = Number(params.get('postIdx') ?? 0);
  const post = useBoardPost(section, postIdx);
  const board = useBoard(section);
  const remove = useRemovePost();
  const mayRemoveAny = useMayRemoveAny(manage);
  const [editing, setEditing] = useState(false);
  const [confirmDialog, confirm] = useConfirm('post-remove-confirm');
  const missing = !(postIdx > 0) || post.isError;

  useEffect(() => {
    if (!missing) return;
    notify.warning(t(`view.empty.${section}`));
    void navigate(paths.sibling.list(), { replace: true });
  }, [missing, navigate, section, t]);

  if (missing) return null;
  if (!post.data) return <Spinner label={tc('loading')} />;
  const p = post.data;

  const download = async (file: BoardFile) => {
    try {
      const got = await api.download('board.DOWNLOAD_FILE', { fileIdx: file.fileIdx });
      await platform.saveFile({ suggestedName: got.fileName ?? file.orgFileName, data: got.blob });
    } catch (error) {
      handleApiError(error);
    }
  };
  const onRemove = async () => {
    if (!(await confirm({ title: t('view.removeTitle'), message: t('view.removeConfirm') }))) return;
    try {
      await remove.mutateAsync({ boardKindCd: kindOf(section), postIdx: p.postIdx });
      notify.success(t('view.removed'));
      void navigate(paths.sibling.list(), { replace: true });
    } catch (error) {
      handleApiError(error);
    }
  };

  return (
    <section className={styles.root} data-testid="board-view-page" data-section={section}>
      <Title2 as="h1" data-testid="board-view-title">
        {p.title}
      </Title2>
      <dl className={styles.meta}>
        <div className={styles.pair}>
          <dt className={styles.term}>{t('view.author')}</dt>
          <dd className={styles.dd} data-testid="board-view-author">
            {p.regUserName}
          </dd>
        </div>
        <div className={styles.pair}>
          <dt className={styles.term}>{t('view.date')}</dt>
          <dd className={styles.dd}>
            <DateTime value={p.regDatetime} kind="dateTime" />
          </dd>
        </div>
        {p.publishStartDatetime && (
          <div className={styles.pair}>
            <dt className={styles.term}>{t('view.period')}</dt>
            <dd className={styles.dd} data-testid="board-view-period">
              <DateTime value={p.publishStartDatetime} kind="date" /> ~ <DateTime value={p.publishEndDatetime} kind="date" />
            </dd>
          </div>
        )}
        <div className={styles.pair}>
          <dt className={styles.term}>{t('view.readCount')}</dt>
          <dd className={styles.dd}>{p.readCount}</dd>
        </div>
      </dl>
      <Divider />
      <div className={styles.body}>
        <SafeHtml html={p.content} testId="board-view-content" />
      </div>
      {p.fileList.length > 0 && (
        <div className={styles.files} aria-label={t('view.attachments')}>
          {p.fileList.map((file) => (
            <Button key={file.fileIdx} icon={<ArrowDownloadRegular />} onClick={() => void download(file)} data-testid="board-view-file">
              {file.orgFileName}
            </Button>
          ))}
        </div>
      )}
      <div className={styles.actions}>
        <Button onClick={() => void navigate(paths.sibling.list())} data-testid="board-view-list">
          {t('view.toList')}
        </Button>
        {p.mine && board.data && (
          <Button icon={<EditRegular />} onClick={() => setEditing(true)} data-testid="board-view-edit">
            {t('view.edit')}
          </Button>
        )}
        {(p.mine || mayRemoveAny) && (
          <Button icon={<DeleteRegular />} onClick={() => void onRemove()} data-testid="board-view-remove">
            {t('view.remove')}
          </Button>
        )}
      </div>
      {editing && board.data && (
        <PostDialog section={section} publishUse={board.data.publishUse} post={p} onClose={() => setEditing(false)} />
      )}
      {confirmDialog}
    </section>
  );
}
