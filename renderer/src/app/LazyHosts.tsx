import { Suspense, lazy, useState, type ComponentType } from 'react';
import { useErrorPopupStore, useToastRequested } from '../ui/feedback';
import { useLaunchHostNeeded } from '../features/launcher';
import { withShownLanguage } from '../i18n';

const ErrorPopupHost = lazy(() => import('../ui/feedback/hosts').then((module) => ({ default: module.ErrorPopupHost })));
const ToastBridge = lazy(() => import('../ui/feedback/hosts').then((module) => ({ default: module.ToastBridge })));
const ClassLauncherHost = lazy(() =>
  // The launcher's namespace is a feature page's: its translations come with its chunk.
  withShownLanguage(() => import('../features/launcher/hosts')).then((module) => ({ default: module.ClassLauncherHost })),
);

/** True from the first time `needed` is true: a host once loaded stays mounted (its closing animations, its state). */
function useOnceNeeded(needed: boolean): boolean {
  const [was, setWas] = useState(false);
  if (needed && !was) setWas(true);
  return needed || was;
}

function LazyHost({ needed, host: Host }: { needed: boolean; host: ComponentType }) {
  if (!useOnceNeeded(needed)) return null;
  return (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  );
}

/**
 * The app's one error popup, toaster and class-launch UI, each from its own chunk on first use: the
 * login page (budget in tests/bench/README.md) carries no Dialog or Toast until it shows one. A popup
 * or toast raised meanwhile waits in its store and shows as soon as the host is in.
 */
export function LazyHosts() {
  const popupNeeded = useErrorPopupStore((state) => state.queue.length > 0);
  const toastNeeded = useToastRequested();
  const launchNeeded = useLaunchHostNeeded();
  return (
    <>
      <LazyHost needed={toastNeeded} host={ToastBridge} />
      <LazyHost needed={popupNeeded} host={ErrorPopupHost} />
      <LazyHost needed={launchNeeded} host={ClassLauncherHost} />
    </>
  );
}
