import {
  Button,
  Caption1,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Tab,
  TabList,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
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
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { ACADEMY } from './content/academy';
import { ENQUIRY as T } from './content/enquiry';
import {
  type EnquiryErrors,
  type EnquiryFormState,
  FIELD_ORDER,
  initialForm,
  serverErrors,
  toInput,
  validateForm,
  withLessonMinutes,
  withLevel,
} from './enquiryForm';
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

/** The enquiry form (service-area 5): tabs, grades, weekly sessions, 300 characters, agreement required. */
export function EnquiryForm({
  initialType,
  onTypeChange,
}: {
  initialType: EnquiryClassTypeValue;
  onTypeChange: (type: EnquiryClassTypeValue) => void;
}) {
  const styles = useStyles();
  const [form, setForm] = useState<EnquiryFormState>(() => initialForm(initialType));
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [notice, setNotice] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);
  const send = useSendEnquiry();
  const formRef = useRef<HTMLFormElement>(null);
  const slotsHelp = useId();
  const set = (patch: Partial<EnquiryFormState>) => setForm((f) => ({ ...f, ...patch }));
  const levels = ENQUIRY_LEVELS[form.classType];
  const minutes = allowedLessonMinutes(form.classType, form.schoolLevel || null);

  const switchTab = (classType: EnquiryClassTypeValue) => {
    setForm((f) =>
      withLevel(
        { ...f, classType, sessions: f.sessions.slice(0, SESSION_COUNT[classType].max) },
        ENQUIRY_LEVELS[classType].length === 1 ? (ENQUIRY_LEVELS[classType][0] ?? '') : '',
      ),
    );
    setErrors({});
    onTypeChange(classType);
  };

  const focusFirst = (found: EnquiryErrors) => {
    const first = FIELD_ORDER.find((f) => found[f]);
    formRef.current
      ?.querySelector<HTMLElement>(
        `[data-field="${first}"] input, [data-field="${first}"] select, [data-field="${first}"] textarea, [data-field="${first}"] button`,
      )
      ?.focus();
  };

  const submit = async () => {
    setNotice(null);
    const found = validateForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    try {
      await send.mutateAsync(toInput(form));
      setForm(initialForm('PRIVATE'));
      onTypeChange('PRIVATE');
      setNotice({ intent: 'success', text: T.sent });
    } catch (error) {
      const fromServer = isApiError(error) ? serverErrors(error.details) : {};
      setErrors(fromServer);
      const text = isApiError(error) && error.status === 429 ? T.errors.tooMany : T.errors.failed;
      setNotice({ intent: 'error', text: Object.keys(fromServer).length > 0 ? T.errors.server : text });
    }
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(e) => (e.preventDefault(), void submit())} data-testid="enquiry-form">
      {notice ? (
        <MessageBar
          intent={notice.intent}
          role={notice.intent === 'error' ? 'alert' : 'status'}
          data-testid={notice.intent === 'success' ? 'enquiry-sent' : 'enquiry-error'}
        >
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      ) : null}
      <TabList aria-label={T.tabsLabel} selectedValue={form.classType} onTabSelect={(_e, d) => switchTab(d.value as EnquiryClassTypeValue)}>
        {ENQUIRY_CLASS_TYPES.map((type) => (
          <Tab key={type} value={type} data-testid={`enquiry-tab-${type}`}>
            {T.tabs[type]}
          </Tab>
        ))}
      </TabList>
      <div className={styles.row}>
        <Field label={T.studentName} required validationMessage={errors.studentName} data-field="studentName">
          <Input
            value={form.studentName}
            maxLength={ENQUIRY_NAME_MAX}
            onChange={(_e, d) => set({ studentName: d.value })}
            data-testid="enquiry-name"
          />
        </Field>
        <Field label={T.phone} required validationMessage={errors.phone} data-field="phone">
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={T.phonePlaceholder}
            value={form.phone}
            maxLength={20}
            onChange={(_e, d) => set({ phone: d.value })}
            data-testid="enquiry-phone"
          />
        </Field>
      </div>
      <Field label={T.enquirerType} required validationMessage={errors.enquirerType} data-field="enquirerType">
        <RadioGroup
          layout="horizontal"
          value={form.enquirerType}
          onChange={(_e, d) => set({ enquirerType: d.value as EnquiryFormState['enquirerType'] })}
        >
          {ENQUIRER_TYPES.map((type) => (
            <Radio key={type} value={type} label={T.enquirerTypes[type]} data-testid={`enquiry-enquirer-${type}`} />
          ))}
        </RadioGroup>
      </Field>
      <div className={styles.row}>
        <Field label={T.schoolLevel} required validationMessage={errors.schoolLevel} data-field="schoolLevel">
          <Select
            value={form.schoolLevel}
            onChange={(_e, d) => setForm((f) => withLevel(f, d.value as SchoolLevel | ''))}
            data-testid="enquiry-level"
          >
            {levels.length > 1 ? <option value="">{T.choose}</option> : null}
            {levels.map((level) => (
              <option key={level} value={level}>
                {T.levels[level]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={T.grade} required validationMessage={errors.grade} data-field="grade">
          <Select
            value={form.grade}
            disabled={form.schoolLevel === ''}
            onChange={(_e, d) => set({ grade: d.value })}
            data-testid="enquiry-grade"
          >
            <option value="">{T.choose}</option>
            {Array.from({ length: form.schoolLevel ? GRADE_YEARS[form.schoolLevel] : 0 }, (_v, i) => (
              <option key={i + 1} value={String(i + 1)}>
                {T.gradeOption(i + 1)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={styles.row}>
        <Field label={T.teacher} required validationMessage={errors.teacher} data-field="teacher">
          <Select value={form.teacher} onChange={(_e, d) => set({ teacher: d.value })} data-testid="enquiry-teacher">
            <option value="">{T.choose}</option>
            <option value={T.teacherAny}>{T.teacherAny}</option>
            {ACADEMY.teachers.profiles.map((p) => (
              <option key={p.key} value={p.name}>
                {p.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={T.lessonMinutes}
          validationMessage={errors.lessonMinutes}
          hint={form.schoolLevel === 'ELEMENTARY' ? T.elementaryNote : undefined}
          data-field="lessonMinutes"
        >
          <RadioGroup
            layout="horizontal"
            value={String(form.lessonMinutes)}
            onChange={(_e, d) => setForm((f) => withLessonMinutes(f, Number(d.value)))}
          >
            {minutes.map((m) => (
              <Radio key={m} value={String(m)} label={T.minutes(m)} data-testid={`enquiry-minutes-${m}`} />
            ))}
          </RadioGroup>
        </Field>
      </div>
      <Field
        label={`${T.slots} · ${T.slotsCount(form.sessions.length)}`}
        required={SESSION_COUNT[form.classType].min > 0}
        validationMessage={errors.sessions}
        data-field="sessions"
      >
        <Caption1 id={slotsHelp}>
          {form.classType === 'PERSONAL' ? T.slotsHelpPersonal : T.slotsHelpPrivate(form.lessonMinutes, SESSION_COUNT.PRIVATE.max)}
        </Caption1>
        <SlotGrid
          sessions={form.sessions}
          lessonMinutes={form.lessonMinutes}
          classType={form.classType}
          describedBy={slotsHelp}
          onChange={(result) => {
            set({ sessions: result.sessions });
            setErrors((e) => ({
              ...e,
              sessions: result.refused === 'max' ? T.errors.sessionsMax(SESSION_COUNT[form.classType].max) : undefined,
            }));
          }}
        />
      </Field>
      <Field
        label={T.content}
        validationMessage={errors.content}
        hint={T.contentCount(form.content.length, ENQUIRY_CONTENT_MAX)}
        data-field="content"
      >
        <Textarea
          value={form.content}
          maxLength={ENQUIRY_CONTENT_MAX}
          rows={4}
          resize="vertical"
          onChange={(_e, d) => set({ content: d.value })}
          data-testid="enquiry-content"
        />
      </Field>
      <HoneypotField label={T.honeypot} value={form.homepage} onChange={(homepage) => set({ homepage })} />
      <Field validationMessage={errors.agreement} data-field="agreement">
        <Checkbox
          checked={form.agreement}
          onChange={(_e, d) => set({ agreement: d.checked === true })}
          label={T.agreement}
          data-testid="enquiry-agreement"
        />
        <Caption1 className={styles.agreement}>
          {T.agreementText} <Link to="/terms/policy">{T.policyLink}</Link>
        </Caption1>
      </Field>
      <Checkbox
        checked={form.marketing}
        onChange={(_e, d) => set({ marketing: d.checked === true })}
        label={T.marketing}
        data-testid="enquiry-marketing"
      />
      <div>
        <Button type="submit" appearance="primary" size="large" disabled={send.isPending} data-testid="enquiry-submit">
          {send.isPending ? T.sending : T.submit}
        </Button>
      </div>
    </form>
  );
}
