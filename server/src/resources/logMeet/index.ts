/*
 * The class results resource (class log, attendees, join history, exports): other resources import only
 * from here. It reads what the meet resource writes.
 */
export { logMeetRoutes } from './routes';
export { purgeOldExports } from './excel/cleanup';
export { logKeyword } from './repository';
export { type ExportProgress, openExportDownload, startExportJob, storeExportFile } from './excel/exports';
