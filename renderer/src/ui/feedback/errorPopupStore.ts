import { create } from 'zustand';

export type ErrorPopupType = 'WARNING' | 'ERROR';

export interface ErrorPopupOptions {
  type: ErrorPopupType;
  code?: string;
  /** Already translated text; without it the popup shows the default text with the code. */
  message?: string;
  /** Runs after the confirm button closed the popup. */
  onConfirm?: () => void;
}

interface ErrorPopupState {
  queue: ErrorPopupOptions[];
}

/** Popups queue up so that two failures in a row are both seen, one after the other. */
export const useErrorPopupStore = create<ErrorPopupState>(() => ({ queue: [] }));

/** The ONE global way to show an error popup (service-area 8): type, code, message and a follow-up. */
export function showErrorPopup(options: ErrorPopupOptions): void {
  useErrorPopupStore.setState((state) => ({ queue: [...state.queue, options] }));
}

export function confirmErrorPopup(): void {
  const [current, ...rest] = useErrorPopupStore.getState().queue;
  useErrorPopupStore.setState({ queue: rest });
  current?.onConfirm?.();
}
