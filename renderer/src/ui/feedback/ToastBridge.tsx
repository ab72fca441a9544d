import { useEffect } from 'react';
import { Link, Toast, ToastTitle, ToastTrigger, Toaster, useId, useToastController } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { registerToastDispatcher } from './notify';

/** Mounts the Fluent Toaster and hands its dispatcher to `notify`, so any code can raise toasts. */
export function ToastBridge() {
  const toasterId = useId('boda-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const { t } = useTranslation('common');
  useEffect(() => {
    registerToastDispatcher(({ intent, message, timeout }) => {
      const close =
        timeout < 0 ? (
          <ToastTrigger>
            <Link data-testid="toast-close">{t('actions.close')}</Link>
          </ToastTrigger>
        ) : undefined;
      dispatchToast(
        <Toast data-testid={`toast-${intent}`}>
          <ToastTitle action={close}>{message}</ToastTitle>
        </Toast>,
        // One toast per message while it is open: the same failure again (a second click, a retry) no
        // longer stacks a copy, whose close actions read "Close Close".
        { intent, timeout, position: 'top-end', toastId: `${intent}:${message}` },
      );
    });
    return () => registerToastDispatcher(null);
  }, [dispatchToast, t]);
  return <Toaster toasterId={toasterId} pauseOnHover />;
}
