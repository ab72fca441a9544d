import { useRef, useState } from 'react';
import { Button, makeStyles, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import { acceptAttribute, checkUploads, type FileRules } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { errorText, notify, showErrorPopup } from '../../ui/feedback';
import { FormField } from '../../ui/form';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  hidden: { display: 'none' },
});

/** A file already stored with the message or post being edited. */
export interface StoredAttachment {
  fileIdx: number;
  orgFileName: string;
}

export interface Attachments {
  rules: Readonly<FileRules>;
  /** Stored files still attached. */
  kept: StoredAttachment[];
  /** Stored files taken off (the command's removed-file list). */
  removed: number[];
  /** New files to upload. */
  files: File[];
  add(list: FileList | null): void;
  removeKept(fileIdx: number): void;
  removeNew(name: string): void;
}

/**
 * The attachments of a message or post being written: new files are checked against the rules as
 * they are chosen (type, size, count; a name already attached is skipped with a note).
 */
export function useAttachments(rules: Readonly<FileRules>, stored: StoredAttachment[] = []): Attachments {
  const { t } = useTranslation('messages');
  const [kept, setKept] = useState(stored);
  const [removed, setRemoved] = useState<number[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  return {
    rules,
    kept,
    removed,
    files,
    add(list) {
      const chosen = list ? Array.from(list) : [];
      const checked = checkUploads(chosen, rules, [...kept.map((f) => f.orgFileName), ...files.map((f) => f.name)]);
      if (checked.error) {
        showErrorPopup({ type: 'WARNING', code: checked.error.code, message: errorText(checked.error.code) ?? undefined });
        return;
      }
      if (checked.skippedDuplicates.length > 0) notify.info(t('compose.duplicateSkipped', { names: checked.skippedDuplicates.join(', ') }));
      setFiles((current) => [...current, ...checked.accepted]);
    },
    removeKept(fileIdx) {
      setKept((list) => list.filter((f) => f.fileIdx !== fileIdx));
      setRemoved((list) => [...list, fileIdx]);
    },
    removeNew(name) {
      setFiles((list) => list.filter((f) => f.name !== name));
    },
  };
}

export interface AttachmentsFieldProps {
  attachments: Attachments;
  /** The command's inputs for new and removed files: their server errors appear under the field. */
  serverPath: readonly string[];
  /** Test ids `<prefix>-file`, `<prefix>-attach`, `<prefix>-file-input`. */
  testIdPrefix: string;
}

/** The attachments field of the compose and post forms: tags to take a file off, and the attach button. */
export function AttachmentsField({ attachments, serverPath, testIdPrefix }: AttachmentsFieldProps) {
  const { t } = useTranslation('messages');
  const styles = useStyles();
  const fileInput = useRef<HTMLInputElement>(null);
  const { rules, kept, files } = attachments;
  const label = t('compose.attachments', { max: rules.maxFiles });
  return (
    <FormField name="attachments" label={label} serverPath={serverPath}>
      {() => (
        <div className={styles.row}>
          <TagGroup
            onDismiss={(_e, d) => {
              const [kind, key] = d.value.split(':');
              if (kind === 'old') attachments.removeKept(Number(key));
              else attachments.removeNew(key ?? '');
            }}
            aria-label={label}
          >
            {kept.map((f) => (
              <Tag key={`old:${f.fileIdx}`} value={`old:${f.fileIdx}`} dismissible data-testid={`${testIdPrefix}-file`}>
                {f.orgFileName}
              </Tag>
            ))}
            {files.map((f) => (
              <Tag key={`new:${f.name}`} value={`new:${f.name}`} dismissible data-testid={`${testIdPrefix}-file`}>
                {f.name}
              </Tag>
            ))}
          </TagGroup>
          <Button
            icon={<AttachRegular />}
            disabled={kept.length + files.length >= rules.maxFiles}
            onClick={() => fileInput.current?.click()}
            data-testid={`${testIdPrefix}-attach`}
          >
            {t('compose.attach')}
          </Button>
          <input
            ref={fileInput}
            className={styles.hidden}
            type="file"
            multiple
            accept={acceptAttribute(rules)}
            aria-label={t('compose.attach')}
            tabIndex={-1}
            onChange={(e) => {
              attachments.add(e.target.files);
              e.target.value = '';
            }}
            data-testid={`${testIdPrefix}-file-input`}
          />
        </div>
      )}
    </FormField>
  );
}
