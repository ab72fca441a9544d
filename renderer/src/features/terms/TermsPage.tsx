import { Body1, makeStyles, Text, Title2, Title3, tokens } from '@fluentui/react-components';
import { fillOperator } from './fillOperator';
import { TERMS_DOCUMENTS, type TermsDocumentName } from './documents';
import { useSiteOperator } from './queries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalL, lineHeight: 1.7 },
  article: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXXL },
  company: {
    marginTop: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
  },
});

/** One legal document (/terms/policy, /terms/service, /terms/marketing), in Korean like every public page. */
export function TermsPage({ name }: { name: TermsDocumentName }) {
  const styles = useStyles();
  const operator = useSiteOperator().data;
  const doc = TERMS_DOCUMENTS[name];
  const fill = (text: string) => fillOperator(text, operator);
  return (
    <article className={styles.root} lang="ko" data-testid={`terms-${name}`}>
      <Title2 as="h1">{doc.title}</Title2>
      <Body1 as="p">{fill(doc.preamble)}</Body1>
      {doc.articles.map((article) => (
        <section key={article.heading} className={styles.article}>
          <Title3 as="h2">{article.heading}</Title3>
          {article.paragraphs.map((paragraph) => (
            <Body1 as="p" key={paragraph}>
              {fill(paragraph)}
            </Body1>
          ))}
          {article.items ? (
            <ol className={styles.list}>
              {article.items.map((item) => (
                <li key={item}>{fill(item)}</li>
              ))}
            </ol>
          ) : null}
        </section>
      ))}
      <Body1 as="p">{doc.effective}</Body1>
      <Text as="p" size={200} className={styles.company} data-testid="terms-operator">
        {fill('운영사: {operatorName} · 대표: {representative} · 사업자등록번호: {businessNumber} · 주소: {address} · 고객센터: {phone}')}
      </Text>
    </article>
  );
}
