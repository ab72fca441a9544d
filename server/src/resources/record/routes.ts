import { downloads } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { rawCommand, registerCommands } from '../../http/dispatch';
import { sendAttachment } from '../../http/download';
import type { Runtime } from '../../runtime';
import { registerClassHistoryRetention } from './retention';
import * as service from './service';
import { classClientUploadRoutes } from './uploads';

const downloadFile = rawCommand({
  ...downloads['recordVideo.DOWNLOAD_FILE'],
  async handle(input, ctx, reply) {
    await sendAttachment(reply, (range) => service.openDownload(ctx, input.recordIdx, input.inline === 'true', range));
  },
});

const play = rawCommand({
  ...downloads['recordPlay.PLAY'],
  async handle(input, ctx, reply) {
    await sendAttachment(reply, (range) => service.openPlay(ctx, input.ticket, range));
  },
});

export function recordRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(
    app,
    runtime,
    {
      'recordVideo.LIST': service.listCompany,
      'recordVideo.LIST_ROOM': service.listMeetVideos,
      'recordVideo.GET_FILE': service.getFile,
      'recordVideo.PLAY_URL': service.playUrl,
      'recordChat.LIST_ROOM': service.listMeetChats,
    },
    { raw: [downloadFile, play] },
  );
  const uploads = classClientUploadRoutes(app, runtime);
  registerClassHistoryRetention(runtime, async () => (await uploads.server()).cleanUpExpiredUploads());
}
