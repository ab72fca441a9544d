import { type ReactElement, useRef } from 'react';
import { Button, makeStyles, Toolbar, ToolbarButton, tokens } from '@fluentui/react-components';
import {
  ImageRegular,
  LinkRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextQuoteRegular,
  TextStrikethroughRegular,
} from '@fluentui/react-icons';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/feedback';
import { editorImageDataUrl } from './editorImage';

const useStyles = makeStyles({
  root: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    flexDirection: 'column',
  },
  toolbar: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  body: {
    height: '500px',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalM,
    '& .ProseMirror': { minHeight: '100%', outline: 'none' },
    '& .ProseMirror img': { maxWidth: '100%' },
    '& .ProseMirror p.is-editor-empty:first-child::before': {
      content: 'attr(data-placeholder)',
      color: tokens.colorNeutralForeground4,
      float: 'left',
      height: 0,
      pointerEvents: 'none',
    },
  },
  hidden: { display: 'none' },
});

export interface RichTextEditorProps {
  initialHtml: string;
  /** Each edit's HTML (not the initial content: an untouched editor has not changed the form). */
  onChange(html: string): void;
  placeholder: string;
}

/** The compose dialog's body (Tiptap, height 500): basic marks, lists, quotes, links and embedded images. */
export function RichTextEditor({ initialHtml, onChange, placeholder }: RichTextEditorProps) {
  const { t } = useTranslation('messages');
  const styles = useStyles();
  const imageInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } }),
      Image.configure({ allowBase64: true }),
      Placeholder.configure({ placeholder }),
    ],
    content: initialHtml,
    // The editable area is a textbox for assistive technology, named like a labelled field.
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': t('editor.label') } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  const addLink = () => {
    const href = window.prompt(t('editor.linkPrompt'), 'https://');
    if (!editor || href === null) return;
    if (href.trim() === '') editor.chain().focus().unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  const addImage = async (files: FileList | null) => {
    const file = files?.[0];
    if (!editor || !file) return;
    try {
      editor
        .chain()
        .focus()
        .setImage({ src: await editorImageDataUrl(file) })
        .run();
    } catch (error) {
      console.warn('[messages] editor image failed', error);
      notify.error(t('editor.imageFailed'));
    }
  };

  const mark = (label: string, icon: ReactElement, active: boolean, run: () => void, testId: string) => (
    <ToolbarButton
      aria-label={label}
      aria-pressed={active}
      appearance={active ? 'primary' : 'subtle'}
      icon={icon}
      onClick={run}
      data-testid={testId}
    />
  );

  return (
    <div className={styles.root} data-testid="message-editor">
      {editor && (
        <Toolbar className={styles.toolbar} size="small" aria-label={t('editor.toolbar')}>
          {mark(
            t('editor.bold'),
            <TextBoldRegular />,
            editor.isActive('bold'),
            () => editor.chain().focus().toggleBold().run(),
            'editor-bold',
          )}
          {mark(
            t('editor.italic'),
            <TextItalicRegular />,
            editor.isActive('italic'),
            () => editor.chain().focus().toggleItalic().run(),
            'editor-italic',
          )}
          {mark(
            t('editor.strike'),
            <TextStrikethroughRegular />,
            editor.isActive('strike'),
            () => editor.chain().focus().toggleStrike().run(),
            'editor-strike',
          )}
          {mark(
            t('editor.bulletList'),
            <TextBulletListLtrRegular />,
            editor.isActive('bulletList'),
            () => editor.chain().focus().toggleBulletList().run(),
            'editor-bullets',
          )}
          {mark(
            t('editor.orderedList'),
            <TextNumberListLtrRegular />,
            editor.isActive('orderedList'),
            () => editor.chain().focus().toggleOrderedList().run(),
            'editor-numbers',
          )}
          {mark(
            t('editor.quote'),
            <TextQuoteRegular />,
            editor.isActive('blockquote'),
            () => editor.chain().focus().toggleBlockquote().run(),
            'editor-quote',
          )}
          {mark(t('editor.link'), <LinkRegular />, editor.isActive('link'), addLink, 'editor-link')}
          <Button
            appearance="subtle"
            size="small"
            aria-label={t('editor.image')}
            icon={<ImageRegular />}
            onClick={() => imageInput.current?.click()}
            data-testid="editor-image"
          />
          <input
            ref={imageInput}
            className={styles.hidden}
            type="file"
            accept=".png,.jpg,.jpeg,.gif"
            aria-label={t('editor.image')}
            tabIndex={-1}
            onChange={(e) => {
              void addImage(e.target.files);
              e.target.value = '';
            }}
          />
        </Toolbar>
      )}
      <EditorContent editor={editor} className={styles.body} data-testid="message-editor-body" />
    </div>
  );
}
