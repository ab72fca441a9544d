import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Title2, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { BookType } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { handleApiError, notify } from '../../ui/feedback';
import { AnswerEditor } from './AnswerEditor';
import { fromSolution, questionsOf, toSolutions } from './answerSheet';
import { useSaveAnswers } from './mutations';
import { useAnswerProposal, useTextbook } from './queries';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The author's answer editor (/task/book?isEditAnswer=true): stored answers, with the quick answer's reading proposed. */
export function AnswerEditorPage({ textbookIdx, backTo }: { textbookIdx: number; backTo: string }) {
  const { t } = useTranslation('books');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const navigate = useNavigate();
  const view = useTextbook(textbookIdx);
  const proposal = useAnswerProposal(textbookIdx);
  const save = useSaveAnswers();

  if (textbookIdx === 0 || view.isError) return <Navigate to={backTo} replace />;
  if (!view.data) return <Spinner label={tc('loading')} />;
  const book = view.data.result;
  // Only the author edits answers; anyone else sees the textbook itself.
  if (!book.editable) return <Navigate to={`?textbookIdx=${textbookIdx}`} replace />;
  const back = book.bookUse === BookType.BOOK ? `../../book/view?bookIdx=${textbookIdx}` : backTo;
  const reading = proposal.isPending || proposal.data?.status === 'pending';
  const proposals = proposal.data?.status === 'ready' ? proposal.data.solutionList.map(fromSolution) : [];

  return (
    <section className={styles.root} data-testid="answer-editor-page">
      <div className={styles.header}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('view.back')} onClick={() => void navigate(back)} />
        <Title2 as="h1">{t('answers.title', { name: book.bookName })}</Title2>
      </div>
      {proposal.data?.status === 'none' && (
        <MessageBar intent="info" data-testid="answers-no-proposal">
          <MessageBarBody>{t('answers.noProposal')}</MessageBarBody>
        </MessageBar>
      )}
      {reading ? (
        <Spinner label={t('answers.reading')} data-testid="answers-reading" />
      ) : (
        <AnswerEditor
          answers={questionsOf(book.solutionList, proposals)}
          proposals={proposals}
          saving={save.isPending}
          onSave={async (answers) => {
            try {
              await save.mutateAsync({ textbookIdx, solutionList: toSolutions(answers) });
              notify.success(t('answers.saved'));
            } catch (error) {
              handleApiError(error);
              throw error;
            }
          }}
          onClose={() => void navigate(back)}
        />
      )}
    </section>
  );
}
