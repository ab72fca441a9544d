import { useEffect, useState } from 'react';
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowReplyRegular, ArrowRepeatAllRegular } from '@fluentui/react-icons';
import type { MessageTypeValue } from '@boda/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DateTime } from '../../ui/DateTime';
import { formatDateTime } from '../../ui/dateTime';
import { notify } from '../../ui/feedback';
import { ComposeDialog } from './ComposeDialog';
import { refreshNewMessages, useMessage } from './queries';
import { replyDraft, resendDraft } from './replyDraft';
import { PostView } from './PostView';
import type { ComposeInitial } from './types';
import { paths } from '../../app/router/paths';

const useStyles = makeStyles({
  receivers: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** .../message/{recv|send}/view?messageIdx=: a received message is marked read by opening it. */
export function MessageViewPage({ type }: { type: MessageTypeValue }) {
  const { t, i18n } = useTranslation('messages');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const messageIdx = Number(params.get('messageIdx') ?? 0);
  const message = useMessage(type, messageIdx);
  const [draft, setDraft] = useState<ComposeInitial | null>(null);
  const missing = !(messageIdx > 0) || message.isError;

  useEffect(() => {
    if (!missing) return;
    notify.warning(t('view.empty'));
    void navigate(paths.sibling.list(), { replace: true });
  }, [missing, navigate, t]);
  useEffect(() => {
    if (type !== 'recv' || !message.data) return;
    // Opening marked it read: the header's indicator follows (the list's bold follows from the contract).
    refreshNewMessages(client).catch(() => undefined);
  }, [type, message.data, client]);

  if (missing) return null;
  if (!message.data) return <Spinner label={tc('loading')} />;
  const m = message.data;

  const correspondents =
    type === 'recv' ? (
      m.regUserName
    ) : (
      <span className={styles.receivers}>
        {m.receiverList.map((r, i) => (
          <span key={`${r.receiverIdx ?? 'x'}-${i}`} data-testid="message-view-receiver" data-read={r.readDatetime ? 'true' : 'false'}>
            {r.receiverName} ({r.readDatetime ? <DateTime value={r.readDatetime} kind="dateTime" /> : t('view.notRead')})
          </span>
        ))}
      </span>
    );
  return (
    <PostView
      testIdPrefix="message-view"
      data={{ 'data-box': type }}
      title={m.title}
      details={[
        {
          label: type === 'recv' ? t('column.sender') : t('column.receiver'),
          value: correspondents,
          testId: type === 'recv' ? 'message-view-sender' : undefined,
        },
        { label: t('column.time'), value: <DateTime value={m.sendDatetime} kind="dateTime" /> },
      ]}
      html={m.contents}
      contentTestId="message-view-contents"
      files={m.fileList}
      filesLabel={t('view.attachments')}
      downloadCommand="message.DOWNLOAD_FILE"
      actions={
        <>
          <Button onClick={() => void navigate(paths.sibling.list())} data-testid="message-view-list">
            {t('view.toList')}
          </Button>
          {type === 'recv' && m.regUserIdx !== null && (
            <Button
              appearance="primary"
              icon={<ArrowReplyRegular />}
              onClick={() =>
                setDraft(
                  replyDraft(
                    m,
                    t('view.quoteHeader', { name: m.regUserName, time: formatDateTime(m.sendDatetime, 'dateTime', i18n.language) }),
                  ),
                )
              }
              data-testid="message-view-reply"
            >
              {t('view.reply')}
            </Button>
          )}
          <Button
            icon={<ArrowRepeatAllRegular />}
            onClick={() => setDraft(type === 'send' ? resendDraft(m) : { ...resendDraft(m), receivers: [] })}
            data-testid="message-view-resend"
          >
            {t('view.resend')}
          </Button>
        </>
      }
    >
      {draft && <ComposeDialog open initial={draft} onClose={() => setDraft(null)} />}
    </PostView>
  );
}
