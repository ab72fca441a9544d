import { downloads } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { rawCommand, registerCommands } from '../../http/dispatch';
import { sendAttachment } from '../../http/download';
import type { Runtime } from '../../runtime';
import * as exports from './excel/exports';
import { registerLogMeetExport } from './excel/job';
import * as excel from './excel/service';
import * as service from './service';

const exportDownloads = (
  [
    ['USER_JOIN', downloads['logMeetExcel.USER_JOIN']],
    ['USER_SCORE', downloads['logMeetExcel.USER_SCORE']],
  ] as const
).map(([kind, download]) =>
  rawCommand({
    ...download,
    async handle(input, ctx, reply) {
      await sendAttachment(reply, (range) => exports.openExportDownload(ctx, kind, input.exportIdx, range));
    },
  }),
);

export function logMeetRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(
    app,
    runtime,
    {
      'logMeet.LIST': service.list,
      'logMeet.VIEW': service.view,
      'logMeetUser.LIST': service.listUsers,
      'userJoin.LIST': service.listJoins,
      'logMeetExcel.EXPORT': excel.startExport,
      'logMeetExcel.EXPORT_STATUS': exports.exportStatus,
    },
    { raw: exportDownloads },
  );
  registerLogMeetExport(runtime);
}
