import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/feedback';
import { isFutureDay } from './month';

/** A day's click: a future day warns (a toast), any other day runs `go`. */
export function useDayClick(today: string) {
  const { t } = useTranslation('statistics');
  const navigate = useNavigate();
  const { companyId = '' } = useParams();
  return {
    companyId,
    navigate,
    onDay: (day: string, go: (day: string) => void) => {
      if (isFutureDay(day, today)) {
        notify.warning(t('futureDay'));
        return;
      }
      go(day);
    },
  };
}
