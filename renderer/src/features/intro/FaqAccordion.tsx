import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { FaqItem } from './content/faq';

const useStyles = makeStyles({
  item: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  panel: { paddingBottom: tokens.spacingVerticalM, lineHeight: tokens.lineHeightBase400, color: tokens.colorNeutralForeground2 },
});

/** Questions as an accordion (any number open at once). */
export function FaqAccordion({ items, testId }: { items: readonly FaqItem[]; testId: string }) {
  const styles = useStyles();
  return (
    <Accordion multiple collapsible data-testid={testId}>
      {items.map((item, i) => (
        <AccordionItem key={item.questionTitle} value={i} className={styles.item}>
          <AccordionHeader as="h3" expandIconPosition="end" data-testid="faq-question">
            {item.questionTitle}
          </AccordionHeader>
          <AccordionPanel>
            <Body1 as="p" className={styles.panel} data-testid="faq-answer">
              {item.questionContent}
            </Body1>
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
