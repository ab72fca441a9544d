import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  ProgressBar,
  Radio,
  RadioGroup,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { PeopleAddRegular } from '@fluentui/react-icons';
import { type BookSummary, BookPdfKind, deployProblems, type QuestionBankCd, TASK_NAME_MAX, UserType } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor, fieldErrorsCover } from '../../ui/fieldErrors';
import { type PickedUser, UserPicker } from '../../ui/UserPicker';
import { type ChosenPdf, checkPdfs } from '../books';
import { handleApiError, notify } from '../../ui/feedback';
import { DeployBookPicker } from './DeployBookPicker';
import { DeployPdfFields } from './DeployPdfFields';
import { deadlineOf, type DeadlineFields, initialDeadlineFields, rememberDeadline } from './deadlinePreference';
import { useDeployFromPdfs, useDeployOnBook } from './mutations';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' },
  students: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type Source = 'book' | 'pdfs';
const HOMEWORK_PDF_KINDS = [BookPdfKind.WORKSHEET, BookPdfKind.QUICK_ANSWER];
const SERVER_FIELDS = ['task.taskName', 'task.submitLimitDatetime', 'userIdxList', 'textbook.textbookName'];

/** The homework deploy form (service-area 5): a book or new PDFs, name, deadline, students, auto review. */
export function DeployDialog({ area, onClose }: { area: 'service' | 'manage'; onClose(): void }) {
  const { t } = useTranslation('homework');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const [source, setSource] = useState<Source>('book');
  const [book, setBook] = useState<BookSummary | null>(null);
  const [pdfs, setPdfs] = useState<ChosenPdf[]>([]);
  const [customNamed, setCustomNamed] = useState(false);
  const [bankType, setBankType] = useState<QuestionBankCd | null>(null);
  const [name, setName] = useState('');
  const [deadline, setDeadline] = useState<DeadlineFields>(() => initialDeadlineFields(new Date()));
  const [students, setStudents] = useState<PickedUser[]>([]);
  const [autoReview, setAutoReview] = useState(false);
  const [picking, setPicking] = useState(false);
  // A field says what is wrong once the user has been there (or tried to deploy); submit is disabled all along.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (field: string) => setTouched((all) => new Set(all).add(field));
  const [uploaded, setUploaded] = useState(0);
  const onBook = useDeployOnBook();
  const fromPdfs = useDeployFromPdfs(setUploaded);
  const saving = onBook.isPending || fromPdfs.isPending;
  const error = onBook.error ?? fromPdfs.error;

  const at = deadlineOf(deadline);
  // The book's name is offered, not typed in for the user: shown as the empty field's placeholder, used when left empty.
  const suggestedName = source === 'book' ? (book?.bookName ?? '') : '';
  const taskName = name.trim() !== '' ? name.trim() : suggestedName;
  const problems = deployProblems({ taskName, deadline: at, studentCount: students.length }, new Date());
  const pdfCheck = source === 'pdfs' && (pdfs.length > 0 || touched.has('pdfs')) ? checkPdfs(pdfs, customNamed, HOMEWORK_PDF_KINDS) : null;
  const pdfsOk = (check: ReturnType<typeof checkPdfs>) => check.overall === null && check.perFile.size === 0;
  const sourceOk = source === 'book' ? book !== null : bankType !== null && pdfsOk(checkPdfs(pdfs, customNamed, HOMEWORK_PDF_KINDS));
  // The book or the bank is asked for once the user has filled something else in.
  const askSource = touched.size > 0;
  const shown = (problem: (typeof problems)[number], field: string) =>
    problems.includes(problem) && touched.has(field) ? t(`problem.${problem}`) : undefined;
  const deadlineProblem =
    problems.includes('deadlinePast') || problems.includes('deadlineRequired')
      ? t(`problem.${problems.find((p) => p.startsWith('deadline'))}`)
      : undefined;

  const submit = async () => {
    if (problems.length > 0 || !sourceOk || at === null) return;
    const task = { taskName, submitLimitDatetime: at.toISOString(), autoReview: autoReview ? 1 : 0 } as const;
    const userIdxList = students.map((s) => s.userIdx);
    setUploaded(0);
    try {
      if (source === 'book' && book) await onBook.mutateAsync({ textbookIdx: book.bookIdx, task, userIdxList });
      else
        await fromPdfs.mutateAsync({
          textbook: { textbookName: taskName, textbookDesc: '', bankType: bankType ?? 1 },
          fileKindList: customNamed ? pdfs.flatMap((p) => (p.kind ? [{ fileName: p.file.name, kind: p.kind }] : [])) : undefined,
          task,
          userIdxList,
          uploadFile: pdfs.map((p) => p.file),
        });
      rememberDeadline(new Date(), at);
      notify.success(t('deploy.done', { name: task.taskName }));
      onClose();
    } catch (failure) {
      if (!fieldErrorsCover(failure, SERVER_FIELDS)) handleApiError(failure);
    }
  };

  return (
    <Dialog open onOpenChange={(_e, d) => (d.open || saving ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="deploy-dialog">
        <DialogBody>
          <DialogTitle>{t('deploy.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Field label={t('deploy.source')}>
              <RadioGroup layout="horizontal" value={source} onChange={(_e, d) => setSource(d.value as Source)}>
                <Radio value="book" label={t('deploy.fromBook')} data-testid="deploy-source-book" />
                <Radio value="pdfs" label={t('deploy.fromPdfs')} data-testid="deploy-source-pdfs" />
              </RadioGroup>
            </Field>
            {source === 'book' ? (
              <DeployBookPicker
                chosen={book}
                area={area}
                onChoose={setBook}
                validationMessage={book === null && askSource ? t('problem.bookRequired') : undefined}
              />
            ) : (
              <DeployPdfFields
                pdfs={pdfs}
                customNamed={customNamed}
                check={pdfCheck}
                bankType={bankType}
                bankProblem={bankType === null && askSource ? t('problem.bankRequired') : undefined}
                onPdfs={(next) => {
                  setPdfs(next);
                  touch('pdfs');
                }}
                onCustomNamed={setCustomNamed}
                onBankType={setBankType}
              />
            )}
            <Field
              label={t('deploy.name')}
              required
              validationMessage={shown('nameRequired', 'name') ?? fieldErrorFor(error, 'task.taskName')}
              hint={suggestedName !== '' && name.trim() === '' ? t('deploy.nameFromBook') : undefined}
            >
              <Input
                value={name}
                placeholder={suggestedName || undefined}
                maxLength={TASK_NAME_MAX}
                onChange={(_e, d) => {
                  setName(d.value);
                  touch('name');
                }}
                onBlur={() => touch('name')}
                data-testid="deploy-name"
              />
            </Field>
            <div className={styles.row}>
              <Field
                label={t('deploy.deadlineDate')}
                required
                validationMessage={deadlineProblem ?? fieldErrorFor(error, 'task.submitLimitDatetime')}
              >
                <Input
                  type="date"
                  value={deadline.date}
                  onChange={(_e, d) => setDeadline((v) => ({ ...v, date: d.value }))}
                  data-testid="deploy-deadline-date"
                />
              </Field>
              <Field label={t('deploy.deadlineTime')} required>
                <Input
                  type="time"
                  value={deadline.time}
                  onChange={(_e, d) => setDeadline((v) => ({ ...v, time: d.value }))}
                  data-testid="deploy-deadline-time"
                />
              </Field>
            </div>
            <Field
              label={t('deploy.students')}
              required
              validationMessage={shown('studentsRequired', 'students') ?? fieldErrorFor(error, 'userIdxList')}
            >
              <div className={styles.students}>
                <Button icon={<PeopleAddRegular />} onClick={() => setPicking(true)} data-testid="deploy-students">
                  {t('deploy.chooseStudents')}
                </Button>
                <span data-testid="deploy-students-chosen">
                  {students.length === 0
                    ? t('deploy.noStudents')
                    : t('deploy.studentsChosen', { count: students.length, names: students.map((s) => s.userName).join(', ') })}
                </span>
              </div>
            </Field>
            <Switch
              checked={autoReview}
              onChange={(_e, d) => setAutoReview(d.checked)}
              label={t('deploy.autoReview')}
              data-testid="deploy-auto-review"
            />
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
                initial={students}
                onConfirm={(users) => {
                  setStudents(users);
                  setPicking(false);
                  touch('students');
                }}
                onCancel={() => {
                  setPicking(false);
                  touch('students');
                }}
                testId="deploy-student-picker"
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button disabled={saving} onClick={onClose} data-testid="deploy-cancel">
              {tc('actions.cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={saving || problems.length > 0 || !sourceOk}
              onClick={() => void submit()}
              data-testid="deploy-submit"
            >
              {t('deploy.submit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
