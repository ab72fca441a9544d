import { downloads } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { rawCommand, registerCommands } from '../../http/dispatch';
import { sendAttachment } from '../../http/download';
import type { Runtime } from '../../runtime';
import * as service from './service';

const downloadFile = rawCommand({
  ...downloads['board.DOWNLOAD_FILE'],
  async handle(input, ctx, reply) {
    await sendAttachment(reply, async (range) => {
      const { file, stored } = await service.openFile(ctx, input.fileIdx, range);
      return { name: file.orgFileName, stored };
    });
  },
});

export function boardRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(
    app,
    runtime,
    {
      'board.GET': service.getBoard,
      'board.post.GET': service.getPost,
      'board.post.LIST': service.listPosts,
      'board.post.LIST_PUBLISH': service.listPublish,
      'board.post.GET_FILE': service.getFiles,
      'board.post.SAVE': service.savePost,
      'board.post.REMOVE': service.removePost,
    },
    { raw: [downloadFile] },
  );
}
