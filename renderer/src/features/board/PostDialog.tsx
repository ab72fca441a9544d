import { useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { type BoardPost, POST_ATTACHMENT_RULES, POST_TITLE_MAX } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/feedback';
import { FormDialog, TextField, useSchemaForm } from '../../ui/form';
import { AttachmentsField, RichTextField, useAttachments } from '../messages';
import { useSavePost } from './mutations';
import { utcOffsetMin } from './period';
import { postDefaults, postFormSchema } from './postForm';
import { type BoardSection, kindOf } from './queries';

const useStyles = makeStyles({
  surface: { maxWidth: '960px', width: '100%' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
});

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
  const styles = useStyles();
  const save = useSavePost();
  const [{ values, range }] = useState(() => postDefaults(post));
  const form = useSchemaForm(postFormSchema(publishUse, range), values);
  const attachments = useAttachments(POST_ATTACHMENT_RULES, post?.fileList);
  const notice = section === 'notice';
  const dateInput = { type: 'date', min: range.min, max: range.max } as const;

  return (
    <FormDialog
      form={form}
      title={t(post ? (notice ? 'form.editNotice' : 'form.editPost') : notice ? 'form.registerNotice' : 'form.registerPost')}
      submitLabel={t('form.save')}
      testId="post-dialog"
      submitTestId="post-save"
      surfaceClassName={styles.surface}
      onClose={() => onClose()}
      onSubmit={async ({ title, body, start, end }) => {
        const result = await save.mutateAsync({
          boardPost: {
            boardKindCd: kindOf(section),
            ...(post ? { postIdx: post.postIdx } : {}),
            title,
            content: body,
            ...(publishUse ? { publishStartDatetime: start, publishEndDatetime: end } : {}),
          },
          utcOffsetMin: utcOffsetMin(),
          removeFileIdxList: attachments.removed,
          uploadFile: attachments.files,
        });
        notify.success(t('form.saved'));
        onClose(result.postIdx);
      }}
    >
      <TextField
        name="title"
        label={t('form.subject')}
        required
        serverPath="boardPost.title"
        input={{ maxLength: POST_TITLE_MAX }}
        testId="post-title"
      />
      {publishUse && (
        <div className={styles.row}>
          <TextField
            name="start"
            label={t('form.publishStart')}
            required
            serverPath="boardPost.publishStartDatetime"
            deps={['end']}
            input={dateInput}
            testId="post-start"
          />
          <TextField
            name="end"
            label={t('form.publishEnd')}
            required
            serverPath="boardPost.publishEndDatetime"
            deps={['start']}
            input={dateInput}
            testId="post-end"
          />
        </div>
      )}
      <AttachmentsField attachments={attachments} serverPath={['uploadFile', 'removeFileIdxList']} testIdPrefix="post" />
      <RichTextField
        name="body"
        label={t('form.content')}
        required
        serverPath="boardPost.content"
        initialHtml={post?.content ?? ''}
        placeholder={t('form.contentPlaceholder')}
      />
    </FormDialog>
  );
}
