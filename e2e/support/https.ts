/**
 * https for browser tests, with nothing from the network: a throw-away certificate for `localhost` and
 * 127.0.0.1 (made when asked, valid for a day), https servers, and a TLS-terminating reverse proxy in
 * front of a portal (it sets X-Forwarded-Proto/Host/For, as a real one does; start the portal with
 * TRUST_PROXY=true). Chromium accepts the certificate with a context's `ignoreHTTPSErrors`.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer, type Server } from 'node:https';
import { connect, type Socket } from 'node:net';
import { generate } from 'selfsigned';
import { freePort } from './server';

export type Certificate = { key: string; cert: string };

export async function throwAwayCertificate(): Promise<Certificate> {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 24 * 3600_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

export type HttpsSite = { origin: string; server: Server; stop(): Promise<void> };

/** An https server on `host` (its origin uses that name), answering with `handler`. */
export async function startHttpsSite(
  certificate: Certificate,
  host: 'localhost' | '127.0.0.1',
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<HttpsSite> {
  const port = await freePort();
  const server = createHttpsServer(certificate, handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return {
    origin: `https://${host}:${port}`,
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Headers a TLS-terminating proxy adds for the portal behind it. */
function forwarded(request: IncomingMessage, publicHost: string): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers[name] = value;
  headers['x-forwarded-proto'] = 'https';
  headers['x-forwarded-host'] = publicHost;
  headers['x-forwarded-for'] = request.socket.remoteAddress ?? '127.0.0.1';
  return headers;
}

/** https://127.0.0.1:<port> in front of the portal at `backendPort` (plain requests and the /ws upgrade). */
export async function startHttpsProxy(certificate: Certificate, backendPort: number): Promise<HttpsSite> {
  let publicHost = '';
  const site = await startHttpsSite(certificate, '127.0.0.1', (request, response) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port: backendPort, method: request.method, path: request.url, headers: forwarded(request, publicHost) },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  publicHost = new URL(site.origin).host;
  site.server.on('upgrade', (request: IncomingMessage, client: Socket, head: Buffer) => {
    const backend = connect(backendPort, '127.0.0.1', () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(forwarded(request, publicHost))) {
        for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
      }
      backend.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) backend.write(head);
      backend.pipe(client);
      client.pipe(backend);
    });
    const close = () => {
      backend.destroy();
      client.destroy();
    };
    backend.on('error', close);
    client.on('error', close);
  });
  return site;
}
