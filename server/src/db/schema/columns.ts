import { customType, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Node Buffer (pg returns Buffer, PGlite returns Uint8Array: normalise). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A timestamptz column read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Registration and modification times every table carries. */
export const timestamps = {
  regDatetime: at('reg_datetime').notNull().defaultNow(),
  modDatetime: at('mod_datetime').notNull().defaultNow(),
};
