import { useRef, type KeyboardEvent } from 'react';
import { Checkbox, makeStyles, mergeClasses, Radio, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useVirtualRows } from './useVirtualRows';

/** A user as pickers show and return it. */
export interface PickedUser {
  userIdx: number;
  userName: string;
  userId: string;
  userTypeCd: number;
}

const ROW_HEIGHT = 40;

const useStyles = makeStyles({
  scroll: {
    height: '360px',
    overflowY: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  head: {
    display: 'grid',
    gridTemplateColumns: '44px 2fr 2fr 1fr',
    padding: `0 ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: '44px 2fr 2fr 1fr',
    alignItems: 'center',
    height: `${ROW_HEIGHT}px`,
    boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalS}`,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  chosen: { backgroundColor: tokens.colorBrandBackground2 },
  locked: { cursor: 'default', color: tokens.colorNeutralForegroundDisabled },
  note: { padding: tokens.spacingVerticalM, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

export interface UserPickerListProps {
  users: readonly PickedUser[];
  total: number;
  loading: boolean;
  /** A search keyword narrows the list (the empty note says so). */
  searching: boolean;
  picked: ReadonlyMap<number, PickedUser>;
  locked: readonly number[];
  /** Several users (a checkbox per row) or exactly one (a radio button per row, one group). */
  multiple: boolean;
  onToggle(user: PickedUser): void;
  onNearEnd(): void;
  /** What an empty list says (default: nobody to choose). */
  emptyText?: string;
  testId: string;
}

/**
 * The picker's rows, virtual: a click anywhere on a row or Space on its checkbox (radio button when
 * only one user may be chosen) toggles it, the
 * arrow keys move between rows (scrolling rows into the DOM as they go), Home and End jump.
 */
export function UserPickerList({
  users,
  total,
  loading,
  searching,
  picked,
  locked,
  multiple,
  onToggle,
  onNearEnd,
  emptyText,
  testId,
}: UserPickerListProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = useVirtualRows({
    count: users.length,
    rowHeight: ROW_HEIGHT,
    getScrollElement: () => scrollRef.current,
    fallbackHeight: 360,
    onNearEnd,
  });

  const focusRow = (index: number) => {
    const target = Math.min(users.length - 1, Math.max(0, index));
    virtual.scrollToIndex(target);
    // The row may only exist after the scroll has rendered it.
    requestAnimationFrame(() => scrollRef.current?.querySelector<HTMLInputElement>(`[data-index="${target}"] input`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!row) return;
    const index = Number(row.dataset.index);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: users.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    focusRow(moves[event.key]);
  };

  return (
    <div>
      <div className={styles.head} aria-hidden>
        <span />
        <span>{t('userPicker.name')}</span>
        <span>{t('userPicker.userId')}</span>
        <span>{t('userPicker.type')}</span>
      </div>
      <div
        ref={scrollRef}
        className={styles.scroll}
        role={multiple ? 'group' : 'radiogroup'}
        aria-label={t('userPicker.results', { count: total })}
        onKeyDown={onKeyDown}
        data-testid={`${testId}-list`}
      >
        <div style={{ paddingTop: virtual.paddingTop, paddingBottom: virtual.paddingBottom }}>
          {virtual.rows.map((item) => {
            const user = users[item.index];
            const isLocked = locked.includes(user.userIdx);
            const isChosen = isLocked || picked.has(user.userIdx);
            return (
              <div
                key={user.userIdx}
                data-index={item.index}
                className={mergeClasses(styles.row, isChosen && styles.chosen, isLocked && styles.locked)}
                onClick={() => (isLocked ? undefined : onToggle(user))}
                data-testid={`${testId}-row`}
                data-user-id={user.userId}
              >
                <span onClick={(e) => e.stopPropagation()}>
                  {multiple ? (
                    <Checkbox
                      checked={isChosen}
                      disabled={isLocked}
                      aria-label={t('userPicker.choose', { name: user.userName, userId: user.userId })}
                      onChange={() => onToggle(user)}
                    />
                  ) : (
                    <Radio
                      name={`${testId}-choice`}
                      checked={isChosen}
                      disabled={isLocked}
                      aria-label={t('userPicker.choose', { name: user.userName, userId: user.userId })}
                      onChange={() => onToggle(user)}
                    />
                  )}
                </span>
                <span>{user.userName}</span>
                <span>{user.userId}</span>
                <span>{t(`userType.${user.userTypeCd}`)}</span>
              </div>
            );
          })}
        </div>
        {loading ? <Spinner size="tiny" className={styles.note} label={t('loading')} /> : null}
        {!loading && users.length === 0 ? (
          <div className={styles.note}>{searching ? t('noMatch') : (emptyText ?? t('userPicker.nobody'))}</div>
        ) : null}
      </div>
    </div>
  );
}
