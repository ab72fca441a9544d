import { downloads } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { rawCommand, registerCommands } from '../../http/dispatch';
import { sendAttachment } from '../../http/download';
import type { Runtime } from '../../runtime';
import * as files from './files';
import { roomListExtras } from './listPage';
import * as service from './service';
import * as users from './users';

const download = rawCommand({
  ...downloads['roomFile.DOWNLOAD'],
  async handle(input, ctx, reply) {
    await sendAttachment(reply, (range) => files.openFileDownload(ctx, input.roomFileIdx, range));
  },
});

export function roomRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(
    app,
    runtime,
    {
      'room.ADD': service.addRoom,
      'room.MOD': service.modRoom,
      'room.DEL': service.delRoom,
      'room.LIST': service.listRooms,
      'room.VIEW': service.viewRoom,
      'roomTemplate.LIST': service.listTemplates,
      'roomUser.ADD': users.addRoomUser,
      'roomUser.ADD_LIST': users.addRoomUserList,
      'roomUser.DEL': users.delRoomUser,
      'roomUser.DEL_LIST': users.delRoomUserList,
      'roomUser.LIST': users.listRoomUsers,
      'roomFile.VIEW': files.viewFile,
      'roomFile.LIST': files.listFiles,
      'roomFile.ADD': files.addFiles,
      'roomFile.DEL': files.deleteFile,
    },
    { raw: [download], principalExtras: { 'room.LIST': (input) => roomListExtras(input) } },
  );
}
