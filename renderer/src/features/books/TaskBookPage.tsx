import { useNavigate, useSearchParams } from 'react-router-dom';
import { AnswerEditorPage } from './AnswerEditorPage';
import { TextbookView } from './TextbookView';

const TASK_LIST = '../list';

/** /manage/task/book?textbookIdx= : the textbook with its page cards, or (isEditAnswer=true) its answer editor. */
export function TaskBookPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const textbookIdx = Number(params.get('textbookIdx')) || 0;
  if (params.get('isEditAnswer') === 'true') return <AnswerEditorPage key={textbookIdx} textbookIdx={textbookIdx} backTo={TASK_LIST} />;
  return (
    <TextbookView
      textbookIdx={textbookIdx}
      backTo={TASK_LIST}
      onBack={() => void navigate(TASK_LIST)}
      onEditAnswers={() => void navigate(`?textbookIdx=${textbookIdx}&isEditAnswer=true`)}
    />
  );
}
