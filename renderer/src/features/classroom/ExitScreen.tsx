import { Button, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CLASSROOM_MESH_LIMIT } from '@boda/contract';
import { platform } from '../../platform';

export type ExitKind =
  'missing' | 'broken' | 'used' | 'left' | 'ended' | 'closed' | 'removed' | 'replaced' | 'full' | 'unauthorized' | 'failed';

const TEXTS: Record<ExitKind, { title: string; body: string }> = {
  missing: { title: 'ticket.missingTitle', body: 'ticket.missing' },
  broken: { title: 'ticket.brokenTitle', body: 'ticket.broken' },
  used: { title: 'ticket.usedTitle', body: 'ticket.used' },
  left: { title: 'exit.leftTitle', body: 'exit.left' },
  ended: { title: 'exit.endedTitle', body: 'exit.ended' },
  closed: { title: 'exit.closedTitle', body: 'exit.closed' },
  removed: { title: 'exit.removedTitle', body: 'exit.removed' },
  replaced: { title: 'exit.replacedTitle', body: 'exit.replaced' },
  full: { title: 'exit.fullTitle', body: 'exit.full' },
  unauthorized: { title: 'exit.unauthorizedTitle', body: 'exit.unauthorized' },
  failed: { title: 'exit.failedTitle', body: 'exit.failed' },
};

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    textAlign: 'center',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The ways out of a class that the same attendee may undo while the class goes on. */
const REJOINABLE: ReadonlySet<ExitKind> = new Set(['left', 'failed', 'unauthorized']);

export interface ExitScreenProps {
  kind: ExitKind;
  /** Back into the same class (the page's rejoin token), offered after the ways out that allow it. */
  onRejoin?: () => void;
}

/** Every way the page can end up outside a class: no ticket, a spent one, left, ended, closed by the operator, removed, replaced, full. */
export function ExitScreen({ kind, onRejoin }: ExitScreenProps) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  const rejoin = onRejoin && REJOINABLE.has(kind) ? onRejoin : null;
  return (
    <main className={styles.root} data-testid="classroom-exit" data-kind={kind}>
      <Title2 as="h1">{t(TEXTS[kind].title)}</Title2>
      <Text>{t(TEXTS[kind].body, { limit: CLASSROOM_MESH_LIMIT })}</Text>
      <div className={styles.actions}>
        {rejoin ? (
          <Button appearance="primary" onClick={rejoin} data-testid="classroom-exit-rejoin">
            {t('exit.rejoin')}
          </Button>
        ) : null}
        <ExitAction primary={!rejoin} />
      </div>
    </main>
  );
}

/** The way out: back to the page that opened the class in this tab, or closing the class's own window. */
function ExitAction({ primary }: { primary: boolean }) {
  const { t } = useTranslation('classroom');
  const exit = platform.classroomExit();
  if (!exit) return null;
  const appearance = primary ? 'primary' : 'secondary';
  return exit.kind === 'back' ? (
    <Button appearance={appearance} onClick={() => window.location.assign(exit.path)} data-testid="classroom-exit-back">
      {t('exit.back')}
    </Button>
  ) : (
    <Button appearance={appearance} onClick={() => window.close()} data-testid="classroom-exit-close">
      {t('exit.close')}
    </Button>
  );
}
