import { Body1, LargeTitle, Tab, TabList, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { SchoolLevel } from '@boda/contract';
import { useId, useState } from 'react';
import {
  LEVEL_LABEL,
  MINUTES,
  PERSONAL_FEES,
  PRICE_COPY as C,
  PRICE_LEVEL_ORDER,
  PRICE_SETS,
  type PriceSetName,
  WEEKLY_LABEL,
  WEEKS_PER_MONTH,
} from './content/prices';
import { won } from './content/site';
import { useIntroStyles } from './introStyles';
import { LinkButton } from './LinkButton';

const useStyles = makeStyles({
  tabs: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  note: { color: tokens.colorNeutralForeground3 },
});

function PriceTable({ set, level }: { set: PriceSetName; level: SchoolLevel }) {
  const s = useIntroStyles();
  const rows = PRICE_SETS[set][level];
  const minutes = level === 'ELEMENTARY' ? MINUTES.slice(0, 1) : MINUTES;
  return (
    <div className={s.tableWrap}>
      <table className={s.table} data-testid="private-price-table" data-set={set} data-level={level}>
        <caption className={s.lead}>{`${C.setTab(set)} · ${LEVEL_LABEL[level]}`}</caption>
        <thead>
          <tr>
            <th scope="col">{C.weekly}</th>
            {minutes.map((m) => (
              <th key={m} scope="col">
                {C.minutes(m)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((prices, i) => (
            <tr key={WEEKLY_LABEL[i]}>
              <th scope="row">{WEEKLY_LABEL[i]}</th>
              {minutes.map((m, j) => (
                <td key={m}>{prices[j] === undefined ? C.notOffered : won(prices[j])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DaysTable() {
  const s = useIntroStyles();
  return (
    <div className={s.tableWrap}>
      <table className={s.table} data-testid="days-table">
        <thead>
          <tr>
            <th scope="col">{C.weekly}</th>
            <th scope="col">{C.daysColumn}</th>
            {MINUTES.map((m) => (
              <th key={m} scope="col">
                {C.minutes(m)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKLY_LABEL.map((label, i) => {
            const days = (i + 1) * WEEKS_PER_MONTH;
            return (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{C.days(days)}</td>
                {MINUTES.map((m) => (
                  <td key={m}>{C.hours((days * m) / 60)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** /intro/privateClass/price: sets A and B by school level and lesson length, and days per month. */
export function PrivatePricePage() {
  const s = useIntroStyles();
  const styles = useStyles();
  const [level, setLevel] = useState<SchoolLevel>('MIDDLE');
  const [set, setSet] = useState<PriceSetName>('A');
  const levelsId = useId();
  return (
    <div className={s.page} data-testid="intro-private-price">
      <section className={s.section}>
        <LargeTitle as="h1">{C.privateTitle}</LargeTitle>
        <Body1 as="p" className={s.lead}>
          {C.privateLead}
        </Body1>
        <div className={styles.tabs}>
          <TabList aria-label={C.levelTabs} id={levelsId} selectedValue={level} onTabSelect={(_e, d) => setLevel(d.value as SchoolLevel)}>
            {PRICE_LEVEL_ORDER.map((l) => (
              <Tab key={l} value={l} data-testid={`price-level-${l}`}>
                {LEVEL_LABEL[l]}
              </Tab>
            ))}
          </TabList>
          <TabList size="small" appearance="subtle" selectedValue={set} onTabSelect={(_e, d) => setSet(d.value as PriceSetName)}>
            {(['A', 'B'] as const).map((name) => (
              <Tab key={name} value={name} data-testid={`price-set-${name}`}>
                {C.setTab(name)}
              </Tab>
            ))}
          </TabList>
        </div>
        <PriceTable set={set} level={level} />
        <Body1 className={styles.note}>{C.setNote}</Body1>
        <Body1>{C.discounts}</Body1>
        <Body1 className={styles.note}>{C.payment}</Body1>
      </section>
      <section className={s.section} aria-labelledby="days-title">
        <Title2 as="h2" id="days-title">
          {C.daysTitle}
        </Title2>
        <Body1 as="p" className={s.lead}>
          {C.daysLead}
        </Body1>
        <DaysTable />
        <div className={s.actions}>
          <LinkButton to="/intro/contact?type=PRIVATE" appearance="primary">
            {C.apply}
          </LinkButton>
        </div>
      </section>
    </div>
  );
}

/** /intro/personalClass/price: the individual-pace fee table (middle-school course, per month). */
export function PersonalPricePage() {
  const s = useIntroStyles();
  const styles = useStyles();
  return (
    <div className={s.page} data-testid="intro-personal-price">
      <section className={s.section}>
        <LargeTitle as="h1">{C.personalTitle}</LargeTitle>
        <Body1 as="p" className={s.lead}>
          {C.personalLead}
        </Body1>
        <div className={s.tableWrap}>
          <table className={s.table} data-testid="personal-fee-table">
            <thead>
              <tr>
                <th scope="col">{C.sessionsColumn}</th>
                <th scope="col">{C.hoursColumn}</th>
                <th scope="col">{C.feeColumn}</th>
              </tr>
            </thead>
            <tbody>
              {PERSONAL_FEES.map((row) => (
                <tr key={row.sessions}>
                  <th scope="row">{C.sessions(row.sessions)}</th>
                  <td>{C.weekHours(row.hours)}</td>
                  <td>{won(row.fee)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className={s.list}>
          {C.personalNotes.map((n) => (
            <li key={n} className={styles.note}>
              {n}
            </li>
          ))}
          <li className={styles.note}>{C.payment}</li>
        </ul>
        <div className={s.actions}>
          <LinkButton to="/intro/contact?type=PERSONAL" appearance="primary">
            {C.apply}
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
