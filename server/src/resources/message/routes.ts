import { downloads, MessageType } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { rawCommand, registerCommands } from '../../http/dispatch';
import { sendAttachment } from '../../http/download';
import type { Runtime } from '../../runtime';
import * as service from './service';

const send = service.boxHandlers(MessageType.SEND);
const recv = service.boxHandlers(MessageType.RECV);

const downloadFile = rawCommand({
  ...downloads['message.DOWNLOAD_FILE'],
  async handle(input, ctx, reply) {
    await sendAttachment(reply, async (range) => {
      const { file, stored } = await service.openFile(ctx, input.fileIdx, range);
      return { name: file.orgFileName, stored };
    });
  },
});

export function messageRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(
    app,
    runtime,
    {
      'message.SAVE': service.saveMessage,
      'message.GET_FILE': service.getFiles,
      'message.EXIST_NEW': service.existNew,
      'message.send.GET': send.get,
      'message.send.LIST': send.list,
      'message.send.REMOVE': send.remove,
      'message.send.REMOVE_LIST': send.removeList,
      'message.recv.GET': recv.get,
      'message.recv.LIST': recv.list,
      'message.recv.REMOVE': recv.remove,
      'message.recv.REMOVE_LIST': recv.removeList,
    },
    { raw: [downloadFile], principalExtras: { 'message.EXIST_NEW': { unreadMessages: true } } },
  );
}
