import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import { registerIdleInstantRoomSweep } from './idleInstantRooms';
import * as join from './join';
import * as service from './service';

export function meetRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'roomJoin.JOIN': join.joinRoom,
    'roomJoin.OPEN': join.openRoom,
    'roomJoin.CLOSE': service.closeJoin,
    'openRoom.JOIN_INFO': join.joinInfo,
    'openRoom.OPEN_INFO': join.openInfo,
    'openMeet.VIEW': service.openViewInvite,
    'openMeet.OPEN_VIEW': service.openViewMeet,
    'meet.VIEW': service.viewMeet,
    'meet.VIEW_INVITE': service.viewInvite,
    'meet.LIST': service.listMeets,
    'meetUser.LIST': service.listMeetUsers,
  });
  registerIdleInstantRoomSweep(runtime);
}
