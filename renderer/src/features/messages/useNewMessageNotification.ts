import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';

export interface NewMessageNotificationOptions {
  /** Unread messages as the last check found them; undefined before the first check. */
  count: number | undefined;
  /** The OS notification (the desktop app); null where none is shown (the web build). */
  show: ((title: string, body: string) => void) | null;
}

/**
 * Where the desktop app runs, a check that finds more unread messages than the one before (a homework
 * reminder, a teacher's message) shows an OS notification with the newest message's title. The first
 * check only sets the baseline: opening the app does not announce what was already waiting.
 */
export function useNewMessageNotification({ count, show }: NewMessageNotificationOptions): void {
  const { t } = useTranslation('messages');
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    if (!show || count === undefined || before === undefined || count <= before) return;
    api
      .send('message.recv.LIST', { page: 1, size: 1, searchKeyword: '' })
      .then(({ resultPage }) => {
        const newest = resultPage.content[0];
        if (newest) show(newest.title, t('notification.from', { name: newest.regUserName }));
      })
      .catch((error: unknown) => console.warn('[messages] newest message not read for the notification', error));
  }, [count, show, t]);
}
