import { useMemo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import DOMPurify from 'dompurify';
import { RICH_TEXT_ALLOWED_ATTR, RICH_TEXT_ALLOWED_TAGS } from '@boda/contract';

const useStyles = makeStyles({
  root: {
    lineHeight: tokens.lineHeightBase400,
    overflowWrap: 'anywhere',
    '& img': { maxWidth: '100%', height: 'auto' },
    '& blockquote': {
      borderLeft: `3px solid ${tokens.colorNeutralStroke1}`,
      margin: 0,
      paddingLeft: tokens.spacingHorizontalM,
      color: tokens.colorNeutralForeground2,
    },
  },
});

const OPTIONS = { ALLOWED_TAGS: RICH_TEXT_ALLOWED_TAGS, ALLOWED_ATTR: RICH_TEXT_ALLOWED_ATTR };

/**
 * Read-only rich content. The server stores sanitized HTML already; it is sanitized again here with
 * the contract's allowlist, so a row written any other way still cannot run script in the page.
 */
export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  const styles = useStyles();
  const clean = useMemo(() => DOMPurify.sanitize(html, OPTIONS), [html]);
  return <div className={styles.root} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
