import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

/** How the stand-in CDN answers: normally, refusing every connection, or with a chosen fault. */
export type FaultMode = 'ok' | 'manifest-404' | 'manifest-hangs' | 'entry-hangs';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };

/**
 * A remote's dist served from 127.0.0.1 like a CDN on another origin (CORS open, query strings ignored),
 * with a fault switched on and off by the test. Hanging requests are held open until the mode changes
 * or the server stops, and then dropped.
 */
export class FaultServer {
  mode: FaultMode = 'ok';
  private root: string;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly held = new Set<ServerResponse>();
  readonly requests: string[] = [];

  private constructor(root: string) {
    this.root = resolve(root);
    this.server = createServer((request, response) => void this.answer(request.url ?? '/', response));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  static async start(root: string): Promise<FaultServer> {
    const fault = new FaultServer(root);
    await new Promise<void>((done) => fault.server.listen(0, '127.0.0.1', done));
    return fault;
  }

  get origin(): string {
    const address = this.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  /** Switch the fault; requests held by a hang are dropped, as a restarted server would. */
  setMode(mode: FaultMode): void {
    this.mode = mode;
    for (const response of this.held) response.destroy();
    this.held.clear();
  }

  /** Serve another dist from now on: a redeploy. */
  deploy(root: string): void {
    this.root = resolve(root);
  }

  async stop(): Promise<void> {
    this.setMode('ok');
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((done) => this.server.close(() => done()));
  }

  private async answer(url: string, response: ServerResponse): Promise<void> {
    const path = decodeURIComponent(new URL(url, 'http://x').pathname);
    this.requests.push(path);
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cache-Control', 'no-cache');
    const file = path.split('/').pop() ?? '';
    if ((this.mode === 'manifest-hangs' && file === 'mf-manifest.json') || (this.mode === 'entry-hangs' && file === 'remoteEntry.js')) {
      this.held.add(response);
      return;
    }
    if (this.mode === 'manifest-404' && file === 'mf-manifest.json') {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"Not Found"}');
      return;
    }
    const target = resolve(this.root, `.${sep}${path}`);
    try {
      if (!target.startsWith(this.root + sep) || !(await stat(target)).isFile()) throw new Error('not a file');
      const body = await readFile(target);
      response.writeHead(200, { 'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"Not Found"}');
    }
  }
}

export const remoteDist = (repoRoot: string, name: string) => join(repoRoot, 'remotes', name, 'dist');
