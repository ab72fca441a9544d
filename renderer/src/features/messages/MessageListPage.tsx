import { useState } from 'react';
import { Button, Tab, TabList } from '@fluentui/react-components';
import { DeleteRegular, MailAddRegular } from '@fluentui/react-icons';
import { Limits, type MessageTypeValue } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListPage } from '../../ui/ListPage';
import { useConfirm } from '../../ui/useConfirm';
import { useListParams } from '../../ui/useListParams';
import { handleApiError, notify } from '../../ui/feedback';
import { ComposeDialog } from './ComposeDialog';
import { useMessageTable } from './useMessageTable';
import { useRemoveMessages } from './mutations';
import { useMessageList } from './queries';
import { paths, type MessageBox } from '../../app/router/paths';

/** .../message/{recv|send}/list: tabs, keyword, 10 per page, removal and compose (service and manage). */
export function MessageListPage({ type }: { type: MessageTypeValue }) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const listParams = useListParams({ size: Limits.MESSAGE_PAGE_SIZE });
  const { page, keyword } = listParams;
  // The selection belongs to one page of one box and search: moving elsewhere starts empty.
  const view = `${type}|${page}|${keyword}`;
  const [selection, setSelection] = useState<{ view: string; ids: Set<number> }>({ view, ids: new Set() });
  const selected = selection.view === view ? selection.ids : new Set<number>();
  const setSelected = (ids: Set<number>) => setSelection({ view, ids });
  const [composing, setComposing] = useState(false);
  const [confirmDialog, confirm] = useConfirm('message-remove-confirm');
  const list = useMessageList(type, { page, searchKeyword: keyword });
  const remove = useRemoveMessages(type);

  const onRemove = async () => {
    if (selected.size === 0) {
      notify.warning(t('list.selectToRemove'));
      return;
    }
    const ok = await confirm({
      title: t('list.removeTitle'),
      message: type === 'send' ? t('list.removeSentWarning', { count: selected.size }) : t('list.removeConfirm', { count: selected.size }),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ messageIdxList: [...selected] });
      notify.success(t('list.removed'));
      setSelected(new Set());
    } catch (error) {
      handleApiError(error);
    }
  };

  const total = list.data?.total ?? 0;
  const table = useMessageTable({
    type,
    messages: list.data?.content ?? [],
    firstNumber: listParams.firstNumber(total),
    searching: keyword !== '',
    selected,
    onSelect: setSelected,
    onOpen: (messageIdx) => void navigate(paths.sibling.view({ messageIdx })),
  });
  return (
    <ListPage
      title={t('title')}
      pageTestId="message-list-page"
      pageAttributes={{ 'data-box': type }}
      list={list}
      listParams={listParams}
      pagerTestId="pagination"
      tabs={
        <TabList selectedValue={type} onTabSelect={(_e, d) => void navigate(paths.sibling.otherBox(d.value as MessageBox))}>
          <Tab value="recv" data-testid="message-tab-recv">
            {t('box.recv')}
          </Tab>
          <Tab value="send" data-testid="message-tab-send">
            {t('box.send')}
          </Tab>
        </TabList>
      }
      search={{ placeholder: t('list.search'), testId: 'message-search' }}
      actions={
        <>
          <Button icon={<DeleteRegular />} onClick={() => void onRemove()} data-testid="message-remove">
            {t('list.remove')}
          </Button>
          <Button appearance="primary" icon={<MailAddRegular />} onClick={() => setComposing(true)} data-testid="message-compose">
            {t('list.compose')}
          </Button>
        </>
      }
      {...table}
    >
      {composing && <ComposeDialog open onClose={() => setComposing(false)} />}
      {confirmDialog}
    </ListPage>
  );
}
