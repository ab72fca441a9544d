import { useRef, useState } from 'react';
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
  Tag,
  TagGroup,
  tokens,
} from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import {
  acceptAttribute,
  type BoardPost,
  checkUploads,
  POST_ATTACHMENT_RULES,
  POST_CONTENT_MAX_BYTES,
  POST_TITLE_MAX,
} from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor, fieldErrorsCover } from '../../ui/fieldErrors';
import { errorText, handleApiError, notify, showErrorPopup } from '../errors';
import { RichTextEditor } from '../messages';
import { useSavePost } from './mutations';
import { localDay, periodBounds, periodProblem, utcOffsetMin } from './period';
import { type BoardSection, kindOf } from './queries';

const useStyles = makeStyles({
  surface: { maxWidth: '960px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  hidden: { display: 'none' },
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
  const [kept, setKept] = useState(post?.fileList ?? []);
  const [removed, setRemoved] = useState<number[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const server = (path: string) => fieldErrorFor(save.error, path);
  // An edit may keep a start already past.
  const min = post && start < bounds.min ? start : bounds.min;

  const addFiles = (list: FileList | null) => {
    const chosen = list ? Array.from(list) : [];
    const checked = checkUploads(chosen, POST_ATTACHMENT_RULES, [...kept.map((f) => f.orgFileName), ...files.map((f) => f.name)]);
    if (checked.error) {
      showErrorPopup({ type: 'WARNING', code: checked.error.code, message: errorText(checked.error.code) ?? undefined });
      return;
    }
    if (checked.skippedDuplicates.length > 0) notify.info(t('form.duplicateSkipped', { names: checked.skippedDuplicates.join(', ') }));
    setFiles((current) => [...current, ...checked.accepted]);
  };

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
        removeFileIdxList: removed,
        uploadFile: files,
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
  const total = kept.length + files.length;
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
            <Field
              label={t('form.attachments', { max: POST_ATTACHMENT_RULES.maxFiles })}
              validationMessage={server('uploadFile') ?? server('removeFileIdxList')}
            >
              <div className={styles.row}>
                <TagGroup
                  onDismiss={(_e, d) => {
                    const [kind, key] = d.value.split(':');
                    if (kind === 'old') {
                      setKept((list) => list.filter((f) => String(f.fileIdx) !== key));
                      setRemoved((list) => [...list, Number(key)]);
                    } else setFiles((list) => list.filter((f) => f.name !== key));
                  }}
                  aria-label={t('form.attachments', { max: POST_ATTACHMENT_RULES.maxFiles })}
                >
                  {kept.map((f) => (
                    <Tag key={`old:${f.fileIdx}`} value={`old:${f.fileIdx}`} dismissible data-testid="post-file">
                      {f.orgFileName}
                    </Tag>
                  ))}
                  {files.map((f) => (
                    <Tag key={`new:${f.name}`} value={`new:${f.name}`} dismissible data-testid="post-file">
                      {f.name}
                    </Tag>
                  ))}
                </TagGroup>
                <Button
                  icon={<AttachRegular />}
                  disabled={total >= POST_ATTACHMENT_RULES.maxFiles}
                  onClick={() => fileInput.current?.click()}
                  data-testid="post-attach"
                >
                  {t('form.attach')}
                </Button>
                <input
                  ref={fileInput}
                  className={styles.hidden}
                  type="file"
                  multiple
                  accept={acceptAttribute(POST_ATTACHMENT_RULES)}
                  aria-label={t('form.attach')}
                  tabIndex={-1}
                  onChange={(e) => {
                    addFiles(e.target.files);
                    e.target.value = '';
                  }}
                  data-testid="post-file-input"
                />
              </div>
            </Field>
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
