import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { type BoardPost, POST_ATTACHMENT_RULES, POST_CONTENT_MAX_BYTES, POST_TITLE_MAX } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor, fieldErrorsCover } from '../../ui/fieldErrors';
import { handleApiError, notify } from '../../ui/feedback';
import { AttachmentsField, RichTextEditor, useAttachments } from '../messages';
import { useSavePost } from './mutations';
import { localDay, periodBounds, periodProblem, utcOffsetMin } from './period';
import { type BoardSection, kindOf } from './queries';

const useStyles = makeStyles({
  surface: { maxWidth: '960px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

const FIELDS = [
  'boardPost.title',
  'boardPost.content',
  'boardPost.publishStartDatetime',
  'boardPost.publishEndDatetime',
  'uploadFile',
  'removeFileIdxList',
];

export interface PostDialogProps {
  section: BoardSection;
  publishUse: boolean;
  /** Editing this post; registering without it. */
  post?: BoardPost;
  onClose(savedPostIdx?: number): void;
}

/** Register or edit: title, rich content, publishing period (today to +7 days by default), up to 5 attachments. */
export function PostDialog({ section, publishUse, post, onClose }: PostDialogProps) {
  const { t } = useTranslation('board');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const save = useSavePost();
  const bounds = periodBounds();
  const [title, setTitle] = useState(post?.title ?? '');
  const [body, setBody] = useState({ html: post?.content ?? '', text: post ? ' ' : '' });
  const [start, setStart] = useState(post?.publishStartDatetime ? localDay(new Date(post.publishStartDatetime)) : bounds.start);
  const [end, setEnd] = useState(post?.publishEndDatetime ? localDay(new Date(post.publishEndDatetime)) : bounds.end);
  const attachments = useAttachments(POST_ATTACHMENT_RULES, post?.fileList);
  const server = (path: string) => fieldErrorFor(save.error, path);
  // An edit may keep a start already past.
  const min = post && start < bounds.min ? start : bounds.min;

  const submit = async () => {
    if (title.trim() === '') return notify.warning(t('form.enterTitle'));
    if (body.text.trim() === '' && !/<img\s/i.test(body.html)) return notify.warning(t('form.enterContent'));
    if (publishUse) {
      const problem = periodProblem(start, end, min, bounds.max);
      if (problem === 'required') return notify.warning(t('form.periodRequired'));
      if (problem === 'order') return notify.warning(t('form.periodOrder'));
      if (problem === 'range') return notify.warning(t('form.periodRange'));
    }
    if (new Blob([body.html]).size > POST_CONTENT_MAX_BYTES) return notify.error(t('form.tooLong'));
    try {
      const result = await save.mutateAsync({
        boardPost: {
          boardKindCd: kindOf(section),
          ...(post ? { postIdx: post.postIdx } : {}),
          title: title.trim(),
          content: body.html,
          ...(publishUse ? { publishStartDatetime: start, publishEndDatetime: end } : {}),
        },
        utcOffsetMin: utcOffsetMin(),
        removeFileIdxList: attachments.removed,
        uploadFile: attachments.files,
      });
      notify.success(t('form.saved'));
      onClose(result.postIdx);
    } catch (error) {
      if (!fieldErrorsCover(error, FIELDS)) handleApiError(error);
    }
  };

  const heading = post
    ? section === 'notice'
      ? 'form.editNotice'
      : 'form.editPost'
    : section === 'notice'
      ? 'form.registerNotice'
      : 'form.registerPost';
  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="post-dialog">
        <DialogBody>
          <DialogTitle>{t(heading)}</DialogTitle>
          <DialogContent className={styles.content}>
            <Field label={t('form.subject')} required validationMessage={server('boardPost.title')}>
              <Input value={title} maxLength={POST_TITLE_MAX} onChange={(_e, d) => setTitle(d.value)} data-testid="post-title" />
            </Field>
            {publishUse && (
              <div className={styles.row}>
                <Field label={t('form.publishStart')} required validationMessage={server('boardPost.publishStartDatetime')}>
                  <Input
                    type="date"
                    value={start}
                    min={min}
                    max={bounds.max}
                    onChange={(_e, d) => setStart(d.value)}
                    data-testid="post-start"
                  />
                </Field>
                <Field label={t('form.publishEnd')} required validationMessage={server('boardPost.publishEndDatetime')}>
                  <Input type="date" value={end} min={min} max={bounds.max} onChange={(_e, d) => setEnd(d.value)} data-testid="post-end" />
                </Field>
              </div>
            )}
            <AttachmentsField
              attachments={attachments}
              validationMessage={server('uploadFile') ?? server('removeFileIdxList')}
              testIdPrefix="post"
            />
            <Field label={t('form.content')} required validationMessage={server('boardPost.content')}>
              <RichTextEditor
                initialHtml={post?.content ?? ''}
                placeholder={t('form.contentPlaceholder')}
                onChange={(html, text) => setBody({ html, text })}
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose()}>{tc('actions.cancel')}</Button>
            <Button appearance="primary" disabled={save.isPending} onClick={() => void submit()} data-testid="post-save">
              {t('form.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
