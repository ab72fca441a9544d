/*
 * The V8 flags and malloc setting the server's process runs with (v8-flags.ts applies them; the test
 * database's PGlite child process takes the same flags, pglite-client.ts). No side effects: importable anywhere.
 *
 * Measured on the compiled server (tests/bench/memory.ts, PGlite, restart):
 * - `--liftoff-only`: PGlite's 9 MB of WebAssembly stays on V8's baseline compiler. The optimizing
 *   compiler tiered up PostgreSQL's hottest functions as it opened and under load, in the background,
 *   each compilation taking tens of megabytes: RSS at ready was 510-745 MiB and now ~220 MiB, with the
 *   server's CPU time per API request unchanged (~550-650 µs either way: the statements' time is not
 *   in compiled code, and tier-up compilation cost CPU too).
 * - `--max-semi-space-size=8`: each thread's young generation (HTTP thread, database worker) grew to
 *   16 MiB semi-spaces under load and kept them; 8 MiB took ~100 MiB off the RSS after the API load
 *   (434 -> ~290 MiB) at the same CPU time per request; smaller (1-4 MiB) cost 10-20% more CPU time.
 * - `--expose-gc`: the server collects each thread's garbage once it is idle after a burst of requests,
 *   which gives back the heap room V8 grew for the burst (memory/idle-collection.ts).
 * - `MALLOC_ARENA_MAX=2` (glibc reads it at start, so it rides the same replacement; an operator's own
 *   value wins): every thread that allocates (HTTP, database worker, the libuv pool hashing passwords)
 *   otherwise gets a malloc arena of its own and keeps what it held. PGlite: at ready 216 -> 208 MiB,
 *   after three API load rounds 210 -> 197 MiB, a 24-page book conversion's tree peak 477 -> 456 MiB;
 *   PostgreSQL at ready 144 -> 137 MiB.
 */
export const SERVER_V8_FLAGS = ['--liftoff-only', '--max-semi-space-size=8', '--expose-gc'];
export const MALLOC_ARENA_MAX = '2';
