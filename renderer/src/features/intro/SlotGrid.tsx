import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { ENQUIRY_SLOTS, type EnquiryClassTypeValue, type EnquirySession, WEEKDAYS } from '@boda/contract';
import { ENQUIRY } from './content/enquiry';
import { slotState, toggleSlot, type ToggleResult } from './slots';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { borderCollapse: 'separate', borderSpacing: '4px', width: '100%', maxWidth: '560px' },
  head: { fontWeight: tokens.fontWeightSemibold, padding: tokens.spacingVerticalXS, textAlign: 'center' },
  time: { fontVariantNumeric: 'tabular-nums', paddingInlineEnd: tokens.spacingHorizontalS, textAlign: 'end', whiteSpace: 'nowrap' },
  cell: {
    width: '100%',
    minWidth: '44px',
    height: '36px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    fontSize: tokens.fontSizeBase200,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  start: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
  covered: {
    backgroundColor: tokens.colorBrandBackground2,
    ...shorthands.borderColor(tokens.colorBrandStroke1),
    color: tokens.colorBrandForeground2,
  },
  unavailable: {
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForegroundDisabled,
    cursor: 'not-allowed',
    ':hover': { backgroundColor: tokens.colorNeutralBackground3 },
  },
});

export interface SlotGridProps {
  sessions: readonly EnquirySession[];
  lessonMinutes: number;
  classType: EnquiryClassTypeValue;
  onChange: (result: ToggleResult) => void;
  describedBy?: string;
}

/** Weekdays across, half hours from 18:30 down: a click starts (or removes) that day's session. */
export function SlotGrid({ sessions, lessonMinutes, classType, onChange, describedBy }: SlotGridProps) {
  const styles = useStyles();
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid="enquiry-slots" aria-describedby={describedBy}>
        <thead>
          <tr>
            <td />
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className={styles.head}>
                {ENQUIRY.days[day]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ENQUIRY_SLOTS.map((slot) => (
            <tr key={slot}>
              <th scope="row" className={styles.time}>
                {slot}
              </th>
              {WEEKDAYS.map((day) => {
                const state = slotState(sessions, day, slot, lessonMinutes);
                const chosen = state === 'start' || state === 'covered';
                return (
                  <td key={day}>
                    <button
                      type="button"
                      className={mergeClasses(
                        styles.cell,
                        state === 'start' && styles.start,
                        state === 'covered' && styles.covered,
                        state === 'unavailable' && styles.unavailable,
                      )}
                      aria-pressed={chosen}
                      aria-disabled={state === 'unavailable'}
                      aria-label={chosen ? ENQUIRY.slotBusy(ENQUIRY.days[day], slot) : ENQUIRY.slotStart(ENQUIRY.days[day], slot)}
                      data-testid={`slot-${day}-${slot}`}
                      data-state={state}
                      onClick={() => onChange(toggleSlot(sessions, day, slot, lessonMinutes, classType))}
                    >
                      {state === 'start' ? slot : ''}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
