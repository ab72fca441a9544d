/*
 * The database schema, one file per domain (lowest first: companies, users, messages, rooms,
 * meets, prices, charges, jobs, books, homework, records, stats, company settings, boards, calendar feeds). drizzle.config.ts points here; the tables are what the migrations in
 * server/drizzle create.
 */
export * from './columns';
export * from './companies';
export * from './users';
export * from './messages';
export * from './rooms';
export * from './meets';
export * from './prices';
export * from './charges';
export * from './jobs';
export * from './books';
export * from './homework';
export * from './records';
export * from './companySettings';
export * from './stats';
export * from './boards';
export * from './calendarFeeds';
export * from './enquiries';
export * from './identity-providers';
export * from './linked-accounts';
export * from './one-time-tokens';
export * from './classroom';
