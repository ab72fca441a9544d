import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { classroomBus } from '../db/schema';

/*
 * The signal bus: how a live message (a classroom frame for the sockets of one meeting) reaches every
 * server instance, its own included, in the order it was published. Embedded PGlite is one process,
 * so memory is enough; on PostgreSQL (DATABASE_URL) it is LISTEN/NOTIFY on one dedicated connection.
 *
 * A NOTIFY payload is limited to 8000 bytes: a larger message (an SDP offer with candidates) is
 * written to `classroom_bus` and only `#<id>` is notified; receivers read the row. Publishing and
 * listening share the one connection, so notifications leave (and arrive) in publish order, and a
 * receiver resolves the rows in arrival order too. Rows are swept after a minute.
 */

export interface BusMessage {
  /** The meeting whose sockets the message is for: receivers deliver only within it. */
  meetIdx: number;
  [key: string]: unknown;
}

export type BusHandler = (message: BusMessage) => void;

export interface SignalBus {
  readonly kind: 'memory' | 'postgres';
  publish(message: BusMessage): void;
  /** Every message published on any instance; returns the unsubscribe. */
  subscribe(handler: BusHandler): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'boda_classroom';
/** Below PostgreSQL's 8000-byte limit with room for the escaping. */
const NOTIFY_MAX_BYTES = 7000;
const ROW_TTL_MS = 60_000;
const RECONNECT_MS = 1000;

type Logger = (message: string, err?: unknown) => void;

class Handlers {
  private readonly set = new Set<BusHandler>();
  add(handler: BusHandler): () => void {
    this.set.add(handler);
    return () => this.set.delete(handler);
  }
  emit(message: BusMessage, log: Logger): void {
    for (const handler of this.set) {
      try {
        handler(message);
      } catch (err) {
        log('a bus handler failed', err);
      }
    }
  }
}

function memoryBus(log: Logger): SignalBus {
  const handlers = new Handlers();
  return {
    kind: 'memory',
    // After the publisher's own code has run, like a message from another instance would arrive.
    publish: (message) => queueMicrotask(() => handlers.emit(message, log)),
    subscribe: (handler) => handlers.add(handler),
    close: async () => {},
  };
}

async function postgresBus(database: Database, connectionString: string, log: Logger): Promise<SignalBus> {
  const { default: pg } = await import('pg');
  const handlers = new Handlers();
  let closing = false;
  let client: InstanceType<typeof pg.Client> | null = null;
  // Arrival order is delivery order, even when a large message's row must be read first.
  let delivered: Promise<void> = Promise.resolve();

  const receive = (payload: string) => {
    delivered = delivered
      .then(async () => {
        const text = payload.startsWith('#') ? await readRow(Number(payload.slice(1))) : payload;
        if (text !== null) handlers.emit(JSON.parse(text) as BusMessage, log);
      })
      .catch((err: unknown) => log('a bus message was lost', err));
  };
  const readRow = async (busIdx: number): Promise<string | null> => {
    const result = await client?.query<{ payload: string }>('select payload from classroom_bus where bus_idx = $1', [busIdx]);
    return result?.rows[0]?.payload ?? null;
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (msg) => {
      if (msg.channel === CHANNEL && msg.payload) receive(msg.payload);
    });
    next.on('error', (err) => log('the bus connection failed; reconnecting', err));
    next.on('end', () => {
      if (client === next) client = null;
      if (!closing) setTimeout(() => void connect().catch((err: unknown) => log('bus reconnect failed', err)), RECONNECT_MS).unref();
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
  };
  await connect();
  const sweep = setInterval(() => {
    void database.db
      .delete(classroomBus)
      .where(lt(classroomBus.createdAt, new Date(Date.now() - ROW_TTL_MS)))
      .catch((err: unknown) => log('bus sweep failed', err));
  }, ROW_TTL_MS / 2);
  sweep.unref();

  return {
    kind: 'postgres',
    publish(message) {
      // Goodbyes of sockets closing with the app: nobody is left here to tell.
      if (closing) return;
      const text = JSON.stringify(message);
      const current = client;
      // While reconnecting the message is lost, as a dropped packet would be: clients recover by
      // reconnecting (the welcome frame carries the whole state).
      if (!current) return log('bus not connected: a message was dropped');
      const sent =
        Buffer.byteLength(text) <= NOTIFY_MAX_BYTES
          ? current.query('select pg_notify($1, $2)', [CHANNEL, text])
          : current.query(
              `with r as (insert into classroom_bus (meet_idx, payload) values ($2, $3) returning bus_idx)
               select pg_notify($1, '#' || r.bus_idx) from r`,
              [CHANNEL, message.meetIdx, text],
            );
      sent.catch((err: unknown) => {
        if (!closing) log('bus publish failed', err);
      });
    },
    subscribe: (handler) => handlers.add(handler),
    async close() {
      closing = true;
      clearInterval(sweep);
      await delivered;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

/** Memory for the embedded database, LISTEN/NOTIFY for PostgreSQL. */
export async function createSignalBus(database: Database, log: Logger): Promise<SignalBus> {
  if (database.kind === 'postgres' && database.connectionString) return postgresBus(database, database.connectionString, log);
  return memoryBus(log);
}
