import { ownClassroomLink } from '@boda/contract/classroomLink';

export interface ClassroomServiceOptions {
  serverOrigin: () => string | null;
  /** The join ticket's signature by the configured server (the same check native launches get). */
  verifyTicket: (ticket: string) => Promise<boolean>;
  /** Shows the page in the classroom window, replacing the class it showed before (Electron glue). */
  show: (href: string) => void;
  log?: (message: string) => void;
}

/**
 * classroom.open: the renderer hands over a join answer's webJoinUrl; only our server's classroom
 * page with a ticket that server signed is shown, so a compromised page cannot point the
 * camera-enabled window anywhere else.
 */
export class ClassroomService {
  constructor(private readonly o: ClassroomServiceOptions) {}

  async open(url: string): Promise<boolean> {
    const link = ownClassroomLink(url, this.o.serverOrigin());
    if (link === null) {
      this.o.log?.('classroom: refused an address that is not the server classroom page');
      return false;
    }
    if (!(await this.o.verifyTicket(link.ticket))) {
      this.o.log?.('classroom: refused a ticket the configured server did not sign');
      return false;
    }
    this.o.show(link.href);
    return true;
  }
}
