import { ATTENDEE_STALE_SEC } from '@boda/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { statsConcurrentHourly, statsDaily, statsDailyUsers, statsMonthlyUsers } from '../../db/schema';

/*
 * Rebuilds a company's rollups from the raw attendance in SQL (demo history, a repair after an import
 * or a time-zone change). Concurrency is swept from the sessions' joins and quits: the running count of
 * open sessions at each join (a join before a quit of the same instant, so a session that went silent at
 * once still counts; a session without a quit lasts until its client went stale, as live), its highest per company hour. It counts sessions, where the live rollup counts
 * accounts: one account on two devices at once counts twice here.
 */
export async function rebuildCompanyStats(db: Db, companyIdx: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [statsDaily, statsDailyUsers, statsMonthlyUsers, statsConcurrentHourly]) {
      await tx.delete(table).where(eq(table.companyIdx, companyIdx));
    }
    const tz = sql`(select time_zone from companies where company_idx = ${companyIdx})`;
    await tx.execute(sql`
      insert into stats_daily_users (company_idx, log_date, user_idx, join_count)
      select m.company_idx, (j.join_datetime at time zone ${tz})::date, mu.user_idx, count(*)
      from meet_user_joins j
      join meets m on m.meet_idx = j.meet_idx
      join meet_users mu on mu.meet_user_idx = j.meet_user_idx
      where m.company_idx = ${companyIdx}
      group by 1, 2, 3`);
    await tx.execute(sql`
      insert into stats_monthly_users (company_idx, log_month, user_idx, first_date, join_count)
      select company_idx, to_char(log_date, 'YYYY-MM'), user_idx, min(log_date), sum(join_count)
      from stats_daily_users where company_idx = ${companyIdx}
      group by 1, 2, 3`);
    await tx.execute(sql`
      insert into stats_daily (company_idx, log_date, join_count, user_count)
      select company_idx, log_date, sum(join_count), count(*)
      from stats_daily_users where company_idx = ${companyIdx}
      group by 1, 2`);
    await tx.execute(sql`
      insert into stats_daily (company_idx, log_date, open_count)
      select company_idx, (open_datetime at time zone ${tz})::date, count(*)
      from meets where company_idx = ${companyIdx}
      group by 1, 2
      on conflict (company_idx, log_date) do update set open_count = excluded.open_count`);
    await tx.execute(sql`
      with events as (
        select j.join_datetime as t, 1 as d
        from meet_user_joins j join meets m on m.meet_idx = j.meet_idx where m.company_idx = ${companyIdx}
        union all
        select coalesce(j.quit_datetime, j.last_seen_datetime + ${ATTENDEE_STALE_SEC} * interval '1 second'), -1
        from meet_user_joins j join meets m on m.meet_idx = j.meet_idx where m.company_idx = ${companyIdx}
      ), running as (
        select t, d, sum(d) over (order by t, d desc rows unbounded preceding) as c from events
      )
      insert into stats_concurrent_hourly (company_idx, log_date, hour, peak)
      select ${companyIdx}, (t at time zone ${tz})::date, extract(hour from (t at time zone ${tz}))::smallint, max(c)
      from running where d = 1
      group by 2, 3`);
  });
}
