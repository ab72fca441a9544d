import { useMemo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import DOMPurify from 'dompurify';

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

const OPTIONS = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'hr',
    'a',
    'img',
    'span',
  ],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'src', 'alt', 'title', 'width', 'height'],
};

/**
 * Read-only rich content. The server stores sanitized HTML already; it is sanitized again here with
 * the same allowlist, so a row written any other way still cannot run script in the page.
 */
export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  const styles = useStyles();
  const clean = useMemo(() => DOMPurify.sanitize(html, OPTIONS), [html]);
  return <div className={styles.root} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
