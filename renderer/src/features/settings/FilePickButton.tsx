import { useRef } from 'react';
import { Button } from '@fluentui/react-components';
import { acceptAttribute, checkUploads, type FileRules } from '@boda/contract';
import { errorText, showErrorPopup } from '../../ui/feedback';

export interface FilePickButtonProps {
  rules: FileRules;
  label: string;
  disabled?: boolean;
  testId: string;
  onPick(file: File): void;
}

/** A button that opens the file chooser; a file the rules refuse is reported here and never sent. */
export function FilePickButton({ rules, label, disabled, testId, onPick }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (files: FileList | null) => {
    const checked = checkUploads(files ? Array.from(files) : [], rules);
    if (input.current) input.current.value = '';
    if (checked.error) {
      showErrorPopup({ type: 'WARNING', code: checked.error.code, message: errorText(checked.error.code) ?? undefined });
      return;
    }
    const [file] = checked.accepted;
    if (file) onPick(file);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptAttribute(rules)}
        onChange={(e) => choose(e.target.files)}
        data-testid={`${testId}-input`}
      />
      <Button size="small" disabled={disabled} onClick={() => input.current?.click()} data-testid={testId}>
        {label}
      </Button>
    </>
  );
}
