import { create } from 'zustand';
import { Limits } from '@boda/contract';

export type NotifyIntent = 'success' | 'info' | 'warning' | 'error';

export interface ToastRequest {
  intent: NotifyIntent;
  message: string;
  /** Milliseconds; -1 keeps the toast until it is closed (errors). */
  timeout: number;
}

type Dispatcher = (request: ToastRequest) => void;

let dispatcher: Dispatcher | null = null;
const pending: ToastRequest[] = [];

/** Turns true at the first toast: the app then loads and mounts the toaster (hosts.ts), which replays it. */
const useToastDemand = create<{ requested: boolean }>(() => ({ requested: false }));
export const useToastRequested = () => useToastDemand((state) => state.requested);

/** ToastBridge registers the Fluent toaster here; toasts raised before it mounts are replayed. */
export function registerToastDispatcher(next: Dispatcher | null): void {
  dispatcher = next;
  if (next) pending.splice(0).forEach(next);
}

function show(intent: NotifyIntent, message: string): void {
  const request: ToastRequest = { intent, message, timeout: intent === 'error' ? -1 : Limits.TOAST_MS };
  if (dispatcher) return dispatcher(request);
  pending.push(request);
  useToastDemand.setState({ requested: true });
}

/** Toasts (service-area 9): errors stay open until closed, the others close after 3 seconds. */
export const notify = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
};
