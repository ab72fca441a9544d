import { Body1, LargeTitle } from '@fluentui/react-components';
import type { EnquiryClassTypeValue } from '@boda/contract';
import { useSearchParams } from 'react-router-dom';
import { ENQUIRY } from './content/enquiry';
import { EnquiryForm } from './EnquiryForm';
import { typeFromQuery } from './enquiryForm';
import { useIntroStyles } from './introStyles';

/** /intro/contact?type=: the trial lesson and consultation request; `type` (PRIVATE, PERSONAL) picks the tab. */
export function ContactPage() {
  const s = useIntroStyles();
  const [params, setParams] = useSearchParams();
  const type = typeFromQuery(params.get('type'));
  const onTypeChange = (next: EnquiryClassTypeValue) => setParams({ type: next }, { replace: true });
  return (
    <div className={s.page} data-testid="intro-contact">
      <section className={s.section}>
        <LargeTitle as="h1">{ENQUIRY.title}</LargeTitle>
        <Body1 as="p" className={s.lead}>
          {ENQUIRY.lead}
        </Body1>
        {/* A link to another type (the private banner) opens the form on that tab. */}
        <EnquiryForm key={params.get('type') === null ? 'none' : 'typed'} initialType={type} onTypeChange={onTypeChange} />
      </section>
    </div>
  );
}
