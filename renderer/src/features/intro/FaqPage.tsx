import { LargeTitle, Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import { FAQ_CATEGORIES } from './content/faq';
import { SITE } from './content/site';
import { FaqAccordion } from './FaqAccordion';
import { useIntroStyles } from './introStyles';

/** /intro/help/faq: a tab per category of the static FAQ file, its questions as an accordion. */
export function FaqPage() {
  const s = useIntroStyles();
  const [category, setCategory] = useState(FAQ_CATEGORIES[0]?.id ?? '');
  const current = FAQ_CATEGORIES.find((c) => c.id === category) ?? FAQ_CATEGORIES[0];
  return (
    <div className={s.page} data-testid="intro-faq-page">
      <section className={s.section}>
        <LargeTitle as="h1">{SITE.faqTitle}</LargeTitle>
        <TabList selectedValue={category} onTabSelect={(_e, d) => setCategory(String(d.value))}>
          {FAQ_CATEGORIES.map((c) => (
            <Tab key={c.id} value={c.id} data-testid={`faq-tab-${c.id}`}>
              {c.name}
            </Tab>
          ))}
        </TabList>
        {current ? <FaqAccordion key={current.id} items={current.questions} testId="faq-list" /> : null}
      </section>
    </div>
  );
}
