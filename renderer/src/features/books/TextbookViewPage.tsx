import { useNavigate, useSearchParams } from 'react-router-dom';
import { TextbookView } from './TextbookView';

/**
 * The service area's textbook views (task/textBookView and task/textbook/view, ?textbookIdx=) for
 * teachers; without a textbook they go back to the task list (service-area 2.12). `listPath` is the
 * task list relative to the route.
 */
export function TextbookViewPage({ listPath }: { listPath: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const textbookIdx = Number(params.get('textbookIdx')) || 0;
  return <TextbookView textbookIdx={textbookIdx} backTo={listPath} onBack={() => void navigate(listPath)} />;
}
