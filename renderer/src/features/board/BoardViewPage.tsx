import { useEffect, useState } from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/router/paths';
import { DateTime } from '../../ui/DateTime';
import { useConfirm } from '../../ui/useConfirm';
import { handleApiError, notify } from '../../ui/feedback';
import { PostView } from '../messages';
import { useMayRemoveAny } from './access';
import type { BoardPageProps } from './BoardListPage';
import { useRemovePost } from './mutations';
import { PostDialog } from './PostDialog';
import { kindOf, useBoard, useBoardPost } from './queries';

/** .../{notice|board}/view?postIdx=&publishUse=: opening marks the post read; the author edits and removes. */
export function BoardViewPage({ section, manage }: BoardPageProps) {
  const { t } = useTranslation('board');
  const { t: tc } = useTranslation('common');
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

  const details = [
    { label: t('view.author'), value: p.regUserName, testId: 'board-view-author' },
    { label: t('view.date'), value: <DateTime value={p.regDatetime} kind="dateTime" /> },
    ...(p.publishStartDatetime
      ? [
          {
            label: t('view.period'),
            value: (
              <>
                <DateTime value={p.publishStartDatetime} kind="date" /> ~ <DateTime value={p.publishEndDatetime} kind="date" />
              </>
            ),
            testId: 'board-view-period',
          },
        ]
      : []),
    { label: t('view.readCount'), value: p.readCount },
  ];
  return (
    <PostView
      testIdPrefix="board-view"
      data={{ 'data-section': section }}
      title={p.title}
      details={details}
      html={p.content}
      contentTestId="board-view-content"
      files={p.fileList}
      filesLabel={t('view.attachments')}
      downloadCommand="board.DOWNLOAD_FILE"
      actions={
        <>
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
        </>
      }
    >
      {editing && board.data && (
        <PostDialog section={section} publishUse={board.data.publishUse} post={p} onClose={() => setEditing(false)} />
      )}
      {confirmDialog}
    </PostView>
  );
}
