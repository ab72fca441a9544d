import { downloads, ExportKind } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { rawCommand, registerCommands } from '../../http/dispatch';
import { sendAttachment } from '../../http/download';
import type { Runtime } from '../../runtime';
import { openExportDownload } from '../logMeet';
import { registerSettlementExport } from './exportJob';
import * as exports from './exportService';
import * as service from './service';

const sheetDownload = rawCommand({
  ...downloads['meetFeeExcel.SETTLEMENT'],
  async handle(input, ctx, reply) {
    await sendAttachment(reply, (range) => openExportDownload(ctx, ExportKind.SETTLEMENT, input.exportIdx, range));
  },
});

export function chargesRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(
    app,
    runtime,
    {
      'meetFee.LIST': service.list,
      'meetFee.SAVE': service.save,
      'meetFeeExcel.EXPORT': exports.startExport,
    },
    { raw: [sheetDownload] },
  );
  registerSettlementExport(runtime);
}
