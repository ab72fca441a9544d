/**
 * The generated class history of the class-log benchmarks (classLog.ts, generatedYear.ts): a year of
 * meetings in the demo company, their attendees and two class-client sessions per attendee.
 */
import { UserType } from '@boda/contract';
import type pg from 'pg';

const JOINS = Number(process.env.CLASS_LOG_BENCH_JOINS ?? 1_000_000);
const ATTENDEES_PER_MEET = 25;
const JOINS_PER_ATTENDEE = 2;
const STUDENTS = 2000;
const SUBJECTS = ['Algebra', 'Physics', 'Chemistry', 'Biology', 'History', 'Geography', 'Literature', 'Music', 'Art', 'Coding'];

/** Meetings over the last 365 days (newest first), 25 attendees each, two sessions per attendee. */
export async function generate(client: pg.Client, companyIdx: number): Promise<{ meets: number; ms: number }> {
  const started = performance.now();
  const meetCount = Math.ceil(JOINS / (ATTENDEES_PER_MEET * JOINS_PER_ATTENDEE));
  const subjects = `ARRAY[${SUBJECTS.map((s) => `'${s}'`).join(',')}]`;
  await client.query(
    `INSERT INTO users (company_idx, user_id, user_name, user_type_cd)
     SELECT $1, 'bench' || g, 'Bench Student ' || g, ${UserType.STUDENT} FROM generate_series(1, ${STUDENTS}) g`,
    [companyIdx],
  );
  await client.query(
    `WITH r AS (SELECT array_agg(room_idx ORDER BY room_idx) a FROM rooms WHERE company_idx = $1),
          t AS (SELECT array_agg(user_idx ORDER BY user_idx) a FROM users WHERE company_idx = $1 AND user_type_cd = ${UserType.TEACHER})
     INSERT INTO meets (meet_code, room_idx, company_idx, meet_title, leader_user_idx, open_user_idx, open_datetime, start_datetime, end_datetime)
     SELECT 'bench' || g, r.a[1 + g % array_length(r.a, 1)], $1,
            (${subjects})[1 + g % 10] || ' lesson ' || g,
            t.a[1 + g % array_length(t.a, 1)], t.a[1 + g % array_length(t.a, 1)],
            o, o + interval '2 minutes', o + interval '50 minutes'
     FROM r, t, generate_series(1, ${meetCount}) g,
          LATERAL (SELECT now() - interval '1 hour' - (g * interval '365 days') / ${meetCount} AS o) open_at`,
    [companyIdx],
  );
  await client.query(
    `WITH s AS (SELECT array_agg(user_idx ORDER BY user_idx) a FROM users WHERE company_idx = $1 AND user_id LIKE 'bench%')
     INSERT INTO meet_users (meet_idx, user_idx, user_type_cd, first_join_datetime)
     SELECT m.meet_idx, s.a[1 + (m.meet_idx * 7 + k) % ${STUDENTS}], ${UserType.STUDENT}, m.open_datetime + interval '1 minute'
     FROM s, meets m, generate_series(0, ${ATTENDEES_PER_MEET - 1}) k
     WHERE m.company_idx = $1 AND m.meet_code LIKE 'bench%'`,
    [companyIdx],
  );
  await client.query(
    `INSERT INTO meet_user_joins (meet_user_idx, meet_idx, session_token_hash, join_datetime, last_seen_datetime, quit_datetime)
     SELECT mu.meet_user_idx, mu.meet_idx, md5(mu.meet_user_idx || '-' || j) || md5(j || '-' || mu.meet_user_idx),
            mu.first_join_datetime + j * interval '20 minutes', mu.first_join_datetime + j * interval '20 minutes' + interval '15 minutes',
            mu.first_join_datetime + j * interval '20 minutes' + interval '15 minutes'
     FROM meet_users mu JOIN meets m ON m.meet_idx = mu.meet_idx, generate_series(0, ${JOINS_PER_ATTENDEE - 1}) j
     WHERE m.company_idx = $1 AND m.meet_code LIKE 'bench%'`,
    [companyIdx],
  );
  // What autovacuum does after a bulk insert: statistics, and the visibility map index-only scans need.
  await client.query('VACUUM ANALYZE');
  return { meets: meetCount, ms: performance.now() - started };
}
