import { useCallback, useRef, useState } from 'react';
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog';

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
  const onAnswer = (answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = null;
    setRequest(null);
  };
  return [<ConfirmDialog key="confirm" request={request} onAnswer={onAnswer} testId={testId} />, confirm] as const;
}
