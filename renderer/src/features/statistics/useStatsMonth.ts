import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { clampYm } from './month';

/** Chart refresh is debounced (manage-area 7): paging through months asks for the last one only. */
export const CHART_DEBOUNCE_MS = 300;

/**
 * The month shown (searchYm in the address, default the current month) and the debounced month the charts
 * load; `known`: the company's current month has come (useStatsCalendar), which is taken at once.
 */
export function useStatsMonth(currentYm: string, known: boolean) {
  const [params, setParams] = useSearchParams();
  const ym = clampYm(params.get('searchYm'), currentYm);
  const chartYm = useDebouncedValue(ym, CHART_DEBOUNCE_MS, known);
  const setYm = (next: string) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        copy.set('searchYm', clampYm(next, currentYm));
        copy.delete('searchDate');
        return copy;
      },
      { replace: true },
    );
  return { ym, chartYm, setYm };
}
