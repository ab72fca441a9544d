import { useEffect, useState } from 'react';
import { Button, Divider, makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowReplyRegular, ArrowRepeatAllRegular } from '@fluentui/react-icons';
import type { MessageFile, MessageTypeValue } from '@boda/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { commandKey } from '../../api/commandKeys';
import { platform } from '../../platform';
import { DateTime } from '../../ui/DateTime';
import { formatDateTime } from '../../ui/dateTime';
import { handleApiError, notify } from '../errors';
import { ComposeDialog } from './ComposeDialog';
import { refreshNewMessages, useMessage } from './queries';
import { replyDraft, resendDraft } from './replyDraft';
import { SafeHtml } from './SafeHtml';
import type { ComposeInitial } from './types';
import { paths } from '../../app/router/paths';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '960px' },
  meta: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  dd: { margin: 0 },
  receivers: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  files: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  body: {
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    minHeight: '160px',
  },
  pair: { display: 'contents' },
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
    // Opening marked it read: the list's bold and the header's indicator follow.
    void client.invalidateQueries({ queryKey: commandKey('message.recv.LIST') });
    refreshNewMessages(client).catch(() => undefined);
  }, [type, message.data, client]);

  if (missing) return null;
  if (!message.data) return <Spinner label={tc('loading')} />;
  const m = message.data;

  const download = async (file: MessageFile) => {
    try {
      const got = await api.download('message.DOWNLOAD_FILE', { fileIdx: file.fileIdx });
      await platform.saveFile({ suggestedName: got.fileName ?? file.orgFileName, data: got.blob });
    } catch (error) {
      handleApiError(error);
    }
  };

  return (
    <section className={styles.root} data-testid="message-view-page" data-box={type}>
      <Title2 as="h1" data-testid="message-view-title">
        {m.title}
      </Title2>
      <dl className={styles.meta}>
        <div className={styles.pair}>
          <dt className={styles.term}>{type === 'recv' ? t('column.sender') : t('column.receiver')}</dt>
          <dd className={styles.dd}>
            {type === 'recv' ? (
              <span data-testid="message-view-sender">{m.regUserName}</span>
            ) : (
              <span className={styles.receivers}>
                {m.receiverList.map((r, i) => (
                  <span
                    key={`${r.receiverIdx ?? 'x'}-${i}`}
                    data-testid="message-view-receiver"
                    data-read={r.readDatetime ? 'true' : 'false'}
                  >
                    {r.receiverName} ({r.readDatetime ? <DateTime value={r.readDatetime} kind="dateTime" /> : t('view.notRead')})
                  </span>
                ))}
              </span>
            )}
          </dd>
        </div>
        <div className={styles.pair}>
          <dt className={styles.term}>{t('column.time')}</dt>
          <dd className={styles.dd}>
            <DateTime value={m.sendDatetime} kind="dateTime" />
          </dd>
        </div>
      </dl>
      <Divider />
      <div className={styles.body}>
        <SafeHtml html={m.contents} testId="message-view-contents" />
      </div>
      {m.fileList.length > 0 && (
        <div className={styles.files} aria-label={t('view.attachments')}>
          {m.fileList.map((file) => (
            <Button key={file.fileIdx} icon={<ArrowDownloadRegular />} onClick={() => void download(file)} data-testid="message-view-file">
              {file.orgFileName}
            </Button>
          ))}
        </div>
      )}
      <div className={styles.actions}>
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
      </div>
      {draft && <ComposeDialog open initial={draft} onClose={() => setDraft(null)} />}
    </section>
  );
}
