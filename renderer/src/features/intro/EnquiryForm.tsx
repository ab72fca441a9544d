import { Button, Caption1, Checkbox, MessageBar, MessageBarBody, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import {
  ENQUIRY_CLASS_TYPES,
  ENQUIRY_CONTENT_MAX,
  ENQUIRY_LEVELS,
  ENQUIRER_TYPES,
  ENQUIRY_NAME_MAX,
  type EnquiryClassTypeValue,
  GRADE_YEARS,
  SESSION_COUNT,
  type SchoolLevel,
  allowedLessonMinutes,
} from '@boda/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { FormField, RadioField, SchemaForm, SelectField, TextAreaField, TextField, useSchemaForm } from '../../ui/form';
import { ACADEMY } from './content/academy';
import { ENQUIRY as T } from './content/enquiry';
import { type EnquiryFormState, enquirySchema, initialForm, serverErrors, toInput, withLessonMinutes, withLevel } from './enquiryForm';
import { useSendEnquiry } from './mutations';
import { SlotGrid } from './SlotGrid';
import { HoneypotField } from './HoneypotField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 575.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  agreement: { color: tokens.colorNeutralForeground3 },
});

const choose = { value: '', label: T.choose };

/** The enquiry form (service-area 5): tabs, grades, weekly sessions, 300 characters, agreement required. */
export function EnquiryForm({
  initialType,
  onTypeChange,
}: {
  initialType: EnquiryClassTypeValue;
  onTypeChange: (type: EnquiryClassTypeValue) => void;
}) {
  const styles = useStyles();
  const form = useSchemaForm(enquirySchema, initialForm(initialType));
  const values = form.watch();
  const [notice, setNotice] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);
  const send = useSendEnquiry();
  const slotsHelp = useId();
  const levels = ENQUIRY_LEVELS[values.classType];
  const minutes = allowedLessonMinutes(values.classType, values.schoolLevel || null);
  // A change of tab, level or lesson length keeps what still fits (grade, lesson length, sessions).
  const replace = (next: EnquiryFormState) => {
    for (const [name, value] of Object.entries(next)) form.setValue(name as keyof EnquiryFormState, value as never);
  };

  const switchTab = (classType: EnquiryClassTypeValue) => {
    const sessions = values.sessions.slice(0, SESSION_COUNT[classType].max);
    const level = ENQUIRY_LEVELS[classType].length === 1 ? (ENQUIRY_LEVELS[classType][0] ?? '') : '';
    form.reset(withLevel({ ...values, classType, sessions }, level));
    onTypeChange(classType);
  };

  const submit = async (input: EnquiryFormState) => {
    setNotice(null);
    try {
      await send.mutateAsync(toInput(input));
      form.reset(initialForm('PRIVATE'));
      onTypeChange('PRIVATE');
      setNotice({ intent: 'success', text: T.sent });
    } catch (error) {
      // The public page words the server's refusals itself: the fields it names, or why it refused.
      const fromServer = Object.entries(isApiError(error) ? serverErrors(error.details) : {});
      for (const [name, message] of fromServer) form.setError(name as keyof EnquiryFormState, { message });
      const text = isApiError(error) && error.status === 429 ? T.errors.tooMany : T.errors.failed;
      setNotice({ intent: 'error', text: fromServer.length > 0 ? T.errors.server : text });
    }
  };

  return (
    <SchemaForm form={form} onSubmit={submit} onInvalid={() => setNotice(null)} className={styles.form} testId="enquiry-form">
      {notice ? (
        <MessageBar
          intent={notice.intent}
          role={notice.intent === 'error' ? 'alert' : 'status'}
          data-testid={notice.intent === 'success' ? 'enquiry-sent' : 'enquiry-error'}
        >
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      ) : null}
      <TabList
        aria-label={T.tabsLabel}
        selectedValue={values.classType}
        onTabSelect={(_e, d) => switchTab(d.value as EnquiryClassTypeValue)}
      >
        {ENQUIRY_CLASS_TYPES.map((type) => (
          <Tab key={type} value={type} data-testid={`enquiry-tab-${type}`}>
            {T.tabs[type]}
          </Tab>
        ))}
      </TabList>
      <div className={styles.row}>
        <TextField name="studentName" label={T.studentName} required input={{ maxLength: ENQUIRY_NAME_MAX }} testId="enquiry-name" />
        <TextField
          name="phone"
          label={T.phone}
          required
          input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: T.phonePlaceholder, maxLength: 20 }}
          testId="enquiry-phone"
        />
      </div>
      <RadioField
        name="enquirerType"
        label={T.enquirerType}
        required
        options={ENQUIRER_TYPES.map((type) => ({ value: type, label: T.enquirerTypes[type], testId: `enquiry-enquirer-${type}` }))}
      />
      <div className={styles.row}>
        <SelectField
          name="schoolLevel"
          label={T.schoolLevel}
          required
          testId="enquiry-level"
          onValue={(level) => replace(withLevel(form.getValues(), level as SchoolLevel | ''))}
          options={[...(levels.length > 1 ? [choose] : []), ...levels.map((level) => ({ value: level, label: T.levels[level] }))]}
        />
        <SelectField
          name="grade"
          label={T.grade}
          required
          disabled={values.schoolLevel === ''}
          testId="enquiry-grade"
          options={[
            choose,
            ...Array.from({ length: values.schoolLevel ? GRADE_YEARS[values.schoolLevel] : 0 }, (_v, i) => ({
              value: String(i + 1),
              label: T.gradeOption(i + 1),
            })),
          ]}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          name="teacher"
          label={T.teacher}
          required
          testId="enquiry-teacher"
          options={[
            choose,
            { value: T.teacherAny, label: T.teacherAny },
            ...ACADEMY.teachers.profiles.map((p) => ({ value: p.name, label: p.name })),
          ]}
        />
        <RadioField
          name="lessonMinutes"
          label={T.lessonMinutes}
          hint={values.schoolLevel === 'ELEMENTARY' ? T.elementaryNote : undefined}
          onValue={(m) => replace(withLessonMinutes(form.getValues(), Number(m)))}
          options={minutes.map((m) => ({ value: String(m), label: T.minutes(m), testId: `enquiry-minutes-${m}` }))}
        />
      </div>
      <FormField
        name="sessions"
        label={`${T.slots} · ${T.slotsCount(values.sessions.length)}`}
        required={SESSION_COUNT[values.classType].min > 0}
      >
        {() => (
          <>
            <Caption1 id={slotsHelp}>
              {values.classType === 'PERSONAL' ? T.slotsHelpPersonal : T.slotsHelpPrivate(values.lessonMinutes, SESSION_COUNT.PRIVATE.max)}
            </Caption1>
            <SlotGrid
              sessions={values.sessions}
              lessonMinutes={values.lessonMinutes}
              classType={values.classType}
              describedBy={slotsHelp}
              onChange={(result) => {
                form.setValue('sessions', result.sessions);
                if (result.refused === 'max')
                  form.setError('sessions', { message: T.errors.sessionsMax(SESSION_COUNT[values.classType].max) });
                else form.clearErrors('sessions');
              }}
            />
          </>
        )}
      </FormField>
      <TextAreaField
        name="content"
        label={T.content}
        hint={T.contentCount(values.content.length, ENQUIRY_CONTENT_MAX)}
        input={{ maxLength: ENQUIRY_CONTENT_MAX, rows: 4, resize: 'vertical' }}
        testId="enquiry-content"
      />
      <HoneypotField label={T.honeypot} value={values.homepage} onChange={(homepage) => form.setValue('homepage', homepage)} />
      <FormField name="agreement">
        {({ value, onChange, ref }) => (
          <>
            <Checkbox
              ref={ref}
              checked={value === true}
              onChange={(_e, d) => onChange(d.checked === true)}
              label={T.agreement}
              data-testid="enquiry-agreement"
            />
            <Caption1 className={styles.agreement}>
              {T.agreementText} <Link to="/terms/policy">{T.policyLink}</Link>
            </Caption1>
          </>
        )}
      </FormField>
      <Checkbox
        checked={values.marketing}
        onChange={(_e, d) => form.setValue('marketing', d.checked === true)}
        label={T.marketing}
        data-testid="enquiry-marketing"
      />
      <div>
        <Button type="submit" appearance="primary" size="large" disabled={form.formState.isSubmitting} data-testid="enquiry-submit">
          {form.formState.isSubmitting ? T.sending : T.submit}
        </Button>
      </div>
    </SchemaForm>
  );
}
