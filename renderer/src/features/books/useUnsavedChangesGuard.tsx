import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/**
 * Leaving an editor with unsaved changes asks first (manage-area 2): a navigation inside the app
 * waits for the author's answer; closing or reloading the tab gets the browser's own question.
 * Returns the dialog to render, and `release` for a leave the editor has already confirmed (its own
 * close button after "discard changes?"), so the author is not asked twice.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation('books');
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      message={t('unsaved.message')}
      confirmLabel={t('unsaved.leave')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      testId="unsaved-dialog"
    />
  );
  const release = () => {
    released.current = true;
  };
  return { dialog, release };
}
