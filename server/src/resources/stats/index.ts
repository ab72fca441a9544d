/*
 * The statistics resource (license metering, rollups, charts): other resources import only from here.
 * It reads what meet and classClient write, and they call its record* functions as things happen.
 */
export { statsRoutes } from './routes';
export { admitJoin, assertJoinAllowed, assertUserSlots, licenseUsageNow, licenseUsageOf } from './license';
export { companyTimeZone, recordJoin, recordOpen, sampleConcurrencyAcrossCompanies } from './record';
export { rebuildCompanyStats } from './rebuild';
export { dayStart, localDay, localTime, monthAround, monthRange, nextDay } from './calendar';
