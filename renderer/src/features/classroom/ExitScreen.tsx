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
});

/** Every way the page can end up outside a class: no ticket, a spent one, left, ended, closed by the operator, removed, replaced, full. */
export function ExitScreen({ kind }: { kind: ExitKind }) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  return (
    <main className={styles.root} data-testid="classroom-exit" data-kind={kind}>
      <Title2 as="h1">{t(TEXTS[kind].title)}</Title2>
      <Text>{t(TEXTS[kind].body, { limit: CLASSROOM_MESH_LIMIT })}</Text>
      <ExitAction />
    </main>
  );
}

/** The way out: back to the page that opened the class in this tab, or closing the class's own window. */
function ExitAction() {
  const { t } = useTranslation('classroom');
  const exit = platform.classroomExit();
  if (!exit) return null;
  return exit.kind === 'back' ? (
    <Button appearance="primary" onClick={() => window.location.assign(exit.path)} data-testid="classroom-exit-back">
      {t('exit.back')}
    </Button>
  ) : (
    <Button appearance="primary" onClick={() => window.close()} data-testid="classroom-exit-close">
      {t('exit.close')}
    </Button>
  );
}
