/*
 * The database schema, one file per domain (lowest first: companies, users, messages, rooms,
 * meets, prices, jobs, books, homework, records, boards). drizzle.config.ts points here; the tables are what the migrations in
 * server/drizzle create.
 */
export * from './columns';
export * from './companies';
export * from './users';
export * from './messages';
export * from './rooms';
export * from './meets';
export * from './prices';
export * from './jobs';
export * from './books';
export * from './homework';
export * from './records';
export * from './boards';
