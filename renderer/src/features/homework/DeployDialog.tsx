import { useState } from 'react';
import { Button, Field, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { PeopleAddRegular } from '@fluentui/react-icons';
import { TASK_NAME_MAX, UserType } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, formErrorText, RadioField, SwitchField, TextField, useSchemaForm } from '../../ui/form';
import { UserPicker } from '../../ui/UserPicker';
import { notify } from '../../ui/feedback';
import { DeployBookPicker } from './DeployBookPicker';
import { DeployPdfFields } from './DeployPdfFields';
import { deadlineOf, rememberDeadline } from './deadlinePreference';
import { deployDefaults, deployFormSchema, type DeployFormValues, taskNameOf } from './deployForm';
import { useDeployFromPdfs, useDeployOnBook } from './mutations';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' },
  students: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** The book or the bank is asked for once the user has filled something else in. */
const SOURCE_FIELDS = ['book', 'bankType'];
const visit = { shouldValidate: true, shouldTouch: true, shouldDirty: true } as const;

/** The homework deploy form (service-area 5): a book or new PDFs, name, deadline, students, auto review. */
export function DeployDialog({ area, onClose }: { area: 'service' | 'manage'; onClose(): void }) {
  const { t } = useTranslation('homework');
  const styles = useStyles();
  // A field says what is wrong once the user has been there; submit stays disabled until all is well.
  const form = useSchemaForm(deployFormSchema, deployDefaults(new Date()), { mode: 'all' });
  const [picking, setPicking] = useState(false);
  const [uploaded, setUploaded] = useState(0);
  const onBook = useDeployOnBook();
  const fromPdfs = useDeployFromPdfs(setUploaded);
  const values = form.watch();
  const { errors } = form.formState;
  const set = <K extends keyof DeployFormValues>(name: K, value: DeployFormValues[K]) => form.setValue(name, value as never, visit);
  const suggestedName = values.source === 'book' ? (values.book?.bookName ?? '') : '';

  const submit = async (v: DeployFormValues) => {
    const at = deadlineOf({ date: v.deadlineDate, time: v.deadlineTime });
    if (at === null) return;
    const task = { taskName: taskNameOf(v), submitLimitDatetime: at.toISOString(), autoReview: v.autoReview ? 1 : 0 } as const;
    const userIdxList = v.students.map((s) => s.userIdx);
    setUploaded(0);
    if (v.source === 'book' && v.book) await onBook.mutateAsync({ textbookIdx: v.book.bookIdx, task, userIdxList });
    else
      await fromPdfs.mutateAsync({
        textbook: { textbookName: task.taskName, textbookDesc: '', bankType: v.bankType ?? 1 },
        fileKindList: v.customNamed ? v.pdfs.flatMap((p) => (p.kind ? [{ fileName: p.file.name, kind: p.kind }] : [])) : undefined,
        task,
        userIdxList,
        uploadFile: v.pdfs.map((p) => p.file),
      });
    rememberDeadline(new Date(), at);
    notify.success(t('deploy.done', { name: task.taskName }));
    onClose();
  };

  return (
    <FormDialog
      form={form}
      title={t('deploy.title')}
      submitLabel={t('deploy.submit')}
      testId="deploy-dialog"
      submitTestId="deploy-submit"
      cancelTestId="deploy-cancel"
      submitDisabled={!form.formState.isValid}
      surfaceClassName={styles.surface}
      onClose={onClose}
      onSubmit={submit}
    >
      <RadioField
        name="source"
        label={t('deploy.source')}
        options={[
          { value: 'book', label: t('deploy.fromBook'), testId: 'deploy-source-book' },
          { value: 'pdfs', label: t('deploy.fromPdfs'), testId: 'deploy-source-pdfs' },
        ]}
      />
      {values.source === 'book' ? (
        <DeployBookPicker
          chosen={values.book}
          area={area}
          onChoose={(book) => set('book', book)}
          validationMessage={formErrorText(errors.book, t)}
        />
      ) : (
        <DeployPdfFields
          bankType={values.bankType}
          bankProblem={formErrorText(errors.bankType, t)}
          onBankType={(bank) => set('bankType', bank)}
        />
      )}
      <TextField
        name="name"
        label={t('deploy.name')}
        required
        serverPath={['task.taskName', 'textbook.textbookName']}
        deps={SOURCE_FIELDS}
        hint={suggestedName !== '' && values.name.trim() === '' ? t('deploy.nameFromBook') : undefined}
        input={{ placeholder: suggestedName || undefined, maxLength: TASK_NAME_MAX }}
        testId="deploy-name"
      />
      <div className={styles.row}>
        <TextField
          name="deadlineDate"
          label={t('deploy.deadlineDate')}
          required
          serverPath="task.submitLimitDatetime"
          deps={SOURCE_FIELDS}
          input={{ type: 'date' }}
          testId="deploy-deadline-date"
        />
        <TextField
          name="deadlineTime"
          label={t('deploy.deadlineTime')}
          required
          deps={['deadlineDate', ...SOURCE_FIELDS]}
          input={{ type: 'time' }}
          testId="deploy-deadline-time"
        />
      </div>
      <FormField name="students" label={t('deploy.students')} required serverPath="userIdxList">
        {() => (
          <div className={styles.students}>
            <Button icon={<PeopleAddRegular />} onClick={() => setPicking(true)} data-testid="deploy-students">
              {t('deploy.chooseStudents')}
            </Button>
            <span data-testid="deploy-students-chosen">
              {values.students.length === 0
                ? t('deploy.noStudents')
                : t('deploy.studentsChosen', { count: values.students.length, names: values.students.map((s) => s.userName).join(', ') })}
            </span>
          </div>
        )}
      </FormField>
      <SwitchField name="autoReview" label={t('deploy.autoReview')} testId="deploy-auto-review" />
      {fromPdfs.isPending && (
        <Field
          label={t('deploy.uploading', { percent: Math.round(uploaded * 100) })}
          validationState="none"
          data-testid="deploy-upload-progress"
        >
          <ProgressBar value={uploaded < 1 ? uploaded : undefined} thickness="large" />
        </Field>
      )}
      {picking && (
        <UserPicker
          title={t('deploy.chooseStudents')}
          multiple
          userTypes={[UserType.STUDENT]}
          initial={values.students}
          onConfirm={(users) => {
            set('students', users);
            setPicking(false);
            void form.trigger(SOURCE_FIELDS as never);
          }}
          onCancel={() => {
            set('students', values.students);
            setPicking(false);
            void form.trigger(SOURCE_FIELDS as never);
          }}
          testId="deploy-student-picker"
        />
      )}
    </FormDialog>
  );
}
