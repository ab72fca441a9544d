import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import type { CommandData, NoteSolution } from '@boda/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api';
import { useConfirm } from '../../ui/useConfirm';
import { handleApiError, notify } from '../../ui/feedback';
import type { Autosaver } from './autosaver';
import { useSubmitNote } from './queries';

type SubmitResult = CommandData<'note.SUBMIT'>['result'];

export interface SubmitButtonProps {
  noteIdx: number;
  saver: Autosaver;
  /** The questions the student may still answer now (the unanswered ones among them are named). */
  openSolutions: readonly NoteSolution[];
  answers: Readonly<Record<number, string>>;
  disabled?: boolean;
  onDone(): void;
}

/** Submit: asks first (naming unanswered questions), sends what waits, submits, then shows the auto review. */
export function SubmitButton({ noteIdx, saver, openSolutions, answers, disabled, onDone }: SubmitButtonProps) {
  const { t } = useTranslation('solver');
  const [confirmDialog, confirm] = useConfirm('solver-submit-confirm');
  const submit = useSubmitNote();
  const [result, setResult] = useState<SubmitResult | null>(null);

  const run = async () => {
    const unanswered = openSolutions.filter((s) => (answers[s.solutionNo] ?? '').trim() === '').map((s) => s.solutionNo);
    const message =
      unanswered.length > 0 ? t('submit.unanswered', { count: unanswered.length, list: unanswered.join(', ') }) : t('submit.message');
    if (!(await confirm({ title: t('submit.title'), message, confirmLabel: t('submit.confirm') }))) return;
    if (!(await saver.flush())) {
      notify.error(t('submit.notSaved'));
      return;
    }
    const spentSec = saver.takeSpentSec();
    try {
      setResult(await submit.mutateAsync({ noteIdx, spentSec }));
    } catch (error) {
      saver.addSpentSec(spentSec, true);
      // Already submitted (in another window): say so, then the list shows where it stands.
      handleApiError(error, isApiError(error) && error.code === 'WB-400-304' ? { onConfirm: onDone } : {});
    }
  };

  return (
    <>
      <Button
        appearance="primary"
        icon={<SendRegular />}
        disabled={disabled || submit.isPending}
        onClick={() => void run()}
        data-testid="solver-submit"
      >
        {t('submit.button')}
      </Button>
      {confirmDialog}
      <Dialog open={result !== null} onOpenChange={(_e, data) => (data.open ? undefined : onDone())}>
        <DialogSurface data-testid="solver-submit-result">
          <DialogBody>
            <DialogTitle>{t('submit.resultTitle')}</DialogTitle>
            <DialogContent>
              <Body1 as="p" data-testid="solver-auto-reviewed">
                {t('submit.autoReviewed', { count: result?.autoReviewed ?? 0 })}
              </Body1>
              <Body1 as="p" data-testid="solver-left-for-teacher">
                {t('submit.leftForTeacher', { count: result?.leftForTeacher ?? 0 })}
              </Body1>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onDone} data-testid="solver-submit-done">
                {t('submit.done')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
