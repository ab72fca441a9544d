import { useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel?: string;
}

/**
 * `const [confirmDialog, confirm] = useConfirm()`: render `confirmDialog` once, then
 * `if (await confirm({ title, message })) ...` anywhere in the component.
 */
export function useConfirm(testId?: string) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const confirm = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const answer = (confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setRequest(null);
  };
  const dialog = (
    <ConfirmDialog
      key="confirm"
      open={request !== null}
      title={request?.title ?? ''}
      message={request?.message ?? ''}
      confirmLabel={request?.confirmLabel}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
      testId={testId}
    />
  );
  return [dialog, confirm] as const;
}
