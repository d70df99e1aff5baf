/** What the embedded database process (`pglite-host.ts`) and the API (`pglite-process.ts`) tell each other. */

export type PgliteSocketAddress = { path: string } | { host: string; port: number };

/** Sent by the database process once it accepts connections, or when it could not start. */
export type HostMessage = { type: 'ready'; socket: PgliteSocketAddress } | { type: 'failed'; message: string };

/** Sent by the API: flush the files and exit. */
export type ApiMessage = { type: 'close' };

/** node-postgres reaches a unix socket as `<host directory>/.s.PGSQL.<port>`. */
export const SOCKET_PORT = 5432;
export const SOCKET_NAME = `.s.PGSQL.${SOCKET_PORT}`;
