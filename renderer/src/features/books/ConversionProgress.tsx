import { Button, Field, makeStyles, MessageBar, MessageBarActions, MessageBarBody, ProgressBar, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { type Conversion, ConversionStatus } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { errorText, handleApiError } from '../../ui/feedback';
import { useRetryConversion } from './mutations';

const useStyles = makeStyles({ bar: { minWidth: '180px' }, reason: { color: tokens.colorPaletteRedForeground1 } });

export interface ConversionProgressProps {
  bookIdx: number;
  conversion: Conversion;
  /** The author may retry a failed conversion. */
  canRetry: boolean;
  /** A list row: one compact line instead of the view's message bar. */
  compact?: boolean;
}

/** Why a conversion failed, in the reader's language: the catalogue's text for its code, else the server's words. */
function useFailureText(conversion: Conversion): string {
  const { t } = useTranslation('books');
  return (conversion.failCode ? errorText(conversion.failCode) : null) ?? conversion.failReason ?? t('conversion.failedUnknown');
}

/** The pages being made from the registered files: pages done of the total, or why it failed with a retry. */
export function ConversionProgress({ bookIdx, conversion, canRetry, compact }: ConversionProgressProps) {
  const { t } = useTranslation('books');
  const styles = useStyles();
  const retry = useRetryConversion();
  const reason = useFailureText(conversion);
  const runRetry = async () => {
    try {
      await retry.mutateAsync({ bookIdx });
    } catch (error) {
      handleApiError(error);
    }
  };
  const retryButton = canRetry ? (
    <Button
      size="small"
      icon={<ArrowClockwiseRegular />}
      disabled={retry.isPending}
      onClick={() => void runRetry()}
      data-testid="conversion-retry"
    >
      {t('conversion.retry')}
    </Button>
  ) : null;

  if (conversion.status === ConversionStatus.FAILED) {
    if (compact)
      return (
        <span data-testid="conversion-failed" title={reason} className={styles.reason}>
          {t('conversion.failed')}
        </span>
      );
    return (
      <MessageBar intent="error" data-testid="conversion-failed">
        <MessageBarBody>{t('conversion.failedBecause', { reason })}</MessageBarBody>
        {retryButton && <MessageBarActions>{retryButton}</MessageBarActions>}
      </MessageBar>
    );
  }
  if (conversion.status === ConversionStatus.READY) return null;

  const known = conversion.pageTotal > 0;
  const label =
    conversion.status === ConversionStatus.QUEUED
      ? t('conversion.queued')
      : known
        ? t('conversion.pages', { done: conversion.pagesDone, total: conversion.pageTotal })
        : t('conversion.opening');
  return (
    <Field
      className={styles.bar}
      label={label}
      validationState="none"
      data-testid="conversion-progress"
      data-done={conversion.pagesDone}
      data-total={conversion.pageTotal}
    >
      <ProgressBar value={known ? conversion.pagesDone / conversion.pageTotal : undefined} thickness={compact ? 'medium' : 'large'} />
    </Field>
  );
}
