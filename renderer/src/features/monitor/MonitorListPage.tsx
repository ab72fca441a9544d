import { useState } from 'react';
import { Button, Dropdown, Input, MessageBar, MessageBarBody, Option, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { FuncFlag, Limits, type Meet } from '@boda/contract';
import { isFuncOn } from '@boda/contract/config';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { handleApiError } from '../errors/errorReactions';
import { notify } from '../errors/notify';
import { Pagination } from '../../ui/Pagination';
import { monitorTime } from './format';
import { MonitorCloseConfirm } from './MonitorCloseConfirm';
import { useCloseClass } from '../rooms/mutations';
import { useMonitorJoinSupported, useMonitorList } from './queries';
import { useMonitorJoin } from './useMonitorJoin';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
  row: { cursor: 'pointer' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

function readSize(value: string | null): number {
  const n = Number(value);
  return (Limits.PAGE_SIZE_OPTIONS as readonly number[]).includes(n) ? n : Limits.PAGE_SIZE_DEFAULT;
}

/** /{companyId}/manage/monitor/list: live classes, monitoring join (Windows app) and closure. */
export function MonitorListPage() {
  const { t } = useTranslation('monitor');
  const styles = useStyles();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const config = useSession((s) => s.config);
  const configured = config !== null && isFuncOn(config, FuncFlag.MONITOR);
  const page = Math.max(1, Number(search.get('page') ?? '1') || 1);
  const size = readSize(search.get('size'));
  const [keyword, setKeyword] = useState(search.get('searchKeyword') ?? '');
  const debounced = useDebouncedValue(keyword.trim(), Limits.SEARCH_DEBOUNCE_MS);
  const list = useMonitorList({ page, size, searchKeyword: debounced }, configured);
  const joinSupported = useMonitorJoinSupported();
  const monitorJoin = useMonitorJoin();
  const forceClose = useCloseClass();
  const [closing, setClosing] = useState<Meet | null>(null);
  const meets = list.data?.content ?? [];
  const total = list.data?.total ?? 0;

  const setQuery = (next: Record<string, string>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(next)) params.set(key, value);
    setSearch(params, { replace: true });
  };
  const close = async () => {
    if (!closing) return;
    const meet = closing;
    setClosing(null);
    try {
      await forceClose.mutateAsync({ roomCode: meet.roomCode, meetCode: meet.meetCode, remove: false });
      notify.success(t('close.done'));
    } catch (error) {
      handleApiError(error);
    }
  };

  if (!configured) {
    return (
      <section className={styles.root} data-testid="monitor-list-page">
        <Title2 as="h1">{t('title')}</Title2>
        <MessageBar intent="warning" data-testid="monitor-no-config">
          <MessageBarBody>{t('noConfig')}</MessageBarBody>
        </MessageBar>
      </section>
    );
  }

  return (
    <section className={styles.root} data-testid="monitor-list-page">
      <Title2 as="h1" data-testid="page-title">
        {t('title')}
      </Title2>
      <div className={styles.bar}>
        <Input
          contentBefore={<SearchRegular />}
          value={keyword}
          placeholder={t('search')}
          onChange={(_e, d) => {
            setKeyword(d.value);
            setQuery({ page: '1', searchKeyword: d.value.trim() });
          }}
          data-testid="monitor-search"
        />
        <Dropdown value={t('pageSize', { size })} selectedOptions={[String(size)]} onOptionSelect={(_e, d) => setQuery({ size: d.optionValue ?? '30', page: '1' })} data-testid="monitor-page-size">
          {Limits.PAGE_SIZE_OPTIONS.map((option) => (
            <Option key={option} value={String(option)} text={t('pageSize', { size: option })}>
              {t('pageSize', { size: option })}
            </Option>
          ))}
        </Dropdown>
      </div>
      <Table data-testid="monitor-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('col.number')}</TableHeaderCell>
            <TableHeaderCell>{t('col.title')}</TableHeaderCell>
            <TableHeaderCell>{t('col.leader')}</TableHeaderCell>
            <TableHeaderCell>{t('col.current')}</TableHeaderCell>
            <TableHeaderCell>{t('col.start')}</TableHeaderCell>
            <TableHeaderCell />
          </TableRow>
        </TableHeader>
        <TableBody>
          {!list.isPending && meets.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} data-testid="monitor-empty">
                {t('empty')}
              </TableCell>
            </TableRow>
          ) : null}
          {meets.map((meet, index) => (
            <TableRow
              key={meet.meetCode}
              className={styles.row}
              onClick={() => void navigate(`../view?roomCode=${encodeURIComponent(meet.roomCode)}&meetCode=${encodeURIComponent(meet.meetCode)}`)}
              data-testid="monitor-row"
              data-meet-code={meet.meetCode}
            >
              <TableCell>{total - (page - 1) * size - index}</TableCell>
              <TableCell data-testid="monitor-row-title">{meet.meetTitle}</TableCell>
              <TableCell>{meet.ownerUser.userName || meet.userName}</TableCell>
              <TableCell data-testid="monitor-row-current">{meet.currentUserNum > 0 ? meet.currentUserNum : '-'}</TableCell>
              <TableCell>{monitorTime(meet.startDatetime)}</TableCell>
              <TableCell>
                <div className={styles.actions} onClick={(event) => event.stopPropagation()}>
                  {joinSupported ? (
                    <Button size="small" disabled={monitorJoin.busy} onClick={() => void monitorJoin.join(meet.roomCode, meet.meetCode)} data-testid="monitor-join">
                      {t('join')}
                    </Button>
                  ) : null}
                  <Button size="small" onClick={() => setClosing(meet)} data-testid="monitor-close">
                    {t('close.button')}
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination page={page} size={size} total={total} onChange={(next) => setQuery({ page: String(next) })} testId="monitor-pager" />
      <MonitorCloseConfirm meet={closing} onConfirm={() => void close()} onCancel={() => setClosing(null)} />
    </section>
  );
}
