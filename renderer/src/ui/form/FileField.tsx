import { useRef } from 'react';
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { FolderOpenRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from './FormField';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hidden: { display: 'none' },
  chosen: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

export interface FileFieldProps extends FormFieldProps {
  /** The hidden file input's test id; the button's is `${testId}-button`. */
  testId: string;
  accept: string;
  multiple?: boolean;
  /**
   * What choosing does: check the files, keep what passes, set the value (and others). By default the
   * files become the value (the first file alone when not `multiple`).
   */
  onFiles?(files: File[]): void;
}

/** What the value holds: files, or entries that carry a file (a PDF and its kind). */
function chosenOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value ? [value] : [];
}

/**
 * A file field: a button in the app's language (the browser's own file input names itself in the
 * browser's language, "Choose Files", whatever the app shows) and what is chosen; the field's label,
 * hint and message name the button, and its error focuses it.
 */
export function FileField({ testId, accept, multiple = false, onFiles, ...field }: FileFieldProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  return (
    <FormField {...field}>
      {({ value, onChange, ref }) =>
        // Field's render function gives the ids of the label, hint and message (the button is named by the
        // label and its own text: a label's `for` alone would hide the text); a button takes no aria-required.
        ({ 'aria-required': _required, 'aria-labelledby': labelId, id, ...control }) => {
          const chosen = chosenOf(value);
          const only = chosen.length === 1 && chosen[0] instanceof File ? chosen[0] : null;
          return (
            <div className={styles.root}>
              <Button
                {...control}
                id={id}
                ref={ref}
                aria-labelledby={labelId ? `${labelId} ${id}-text` : undefined}
                icon={<FolderOpenRegular />}
                onClick={() => input.current?.click()}
                data-testid={`${testId}-button`}
              >
                <span id={`${id}-text`}>{t('files.choose')}</span>
              </Button>
              <Caption1 className={styles.chosen}>
                {only ? only.name : chosen.length > 0 ? t('files.chosen', { count: chosen.length }) : t('files.noneChosen')}
              </Caption1>
              <input
                ref={input}
                className={styles.hidden}
                type="file"
                multiple={multiple}
                accept={accept}
                tabIndex={-1}
                aria-hidden
                onChange={(e) => {
                  const files = Array.from(e.target.files ?? []);
                  // The same files chosen again after a fix must still arrive.
                  e.target.value = '';
                  if (onFiles) onFiles(files);
                  else onChange(multiple ? files : (files[0] ?? null));
                }}
                data-testid={testId}
              />
            </div>
          );
        }}
    </FormField>
  );
}
