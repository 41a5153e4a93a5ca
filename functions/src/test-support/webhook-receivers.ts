import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo, type Server as NetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Webhook receivers on loopback for the worker's tests: each kind of answer, and each kind of no answer. */

export interface Arrival {
  headers: IncomingHttpHeaders;
  body: string;
  /** When the request had arrived whole (ms epoch). */
  at: number;
}

export interface Receiver {
  url: string;
  arrivals: Arrival[];
  /** Connections made to it (a TLS receiver's fail before any request). */
  connections: number;
  close: () => Promise<void>;
}

type Answer = { status: number; headers?: Record<string, string> } | 'hang';

async function listen(server: Server | NetServer, protocol: 'http' | 'https'): Promise<Receiver> {
  const receiver: Receiver = { url: '', arrivals: [], connections: 0, close: async () => {} };
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    receiver.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `${protocol}://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return receiver;
}

/** Calls `onBody` with a request's body (UTF-8) once the whole of it has arrived. */
export function onRequestBody(req: IncomingMessage, onBody: (body: string) => void): void {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => onBody(Buffer.concat(chunks).toString('utf8')));
}

function handler(answer: Answer, arrivals: () => Arrival[]): RequestListener {
  return (req, res) =>
    onRequestBody(req, (body) => {
      arrivals().push({ headers: req.headers, body, at: Date.now() });
      if (answer === 'hang') return; // never answers: the worker's attempt timeout ends it
      res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
      res.end(`answer ${answer.status}`);
    });
}

/** An http receiver that answers every request with `answer`, or never answers ('hang'). */
export async function httpReceiver(answer: Answer): Promise<Receiver> {
  let receiver: Receiver | undefined;
  const server = createServer(handler(answer, () => receiver!.arrivals));
  receiver = await listen(server, 'http');
  return receiver;
}

/** An https receiver whose certificate is self-signed: no delivery gets past the TLS handshake. */
export async function selfSignedReceiver(): Promise<Receiver> {
  const dir = mkdtempSync(join(tmpdir(), 'kisa-self-signed-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    let receiver: Receiver | undefined;
    const server = createHttpsServer(
      { key: readFileSync(key), cert: readFileSync(cert) },
      handler({ status: 200 }, () => receiver!.arrivals),
    );
    receiver = await listen(server, 'https');
    return receiver;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A receiver that answers every connection with bytes that are not HTTP, then hangs up: a malformed answer. */
export async function garbageReceiver(): Promise<Receiver> {
  return listen(
    createNetServer((socket) => socket.end('220 mail.example ESMTP ready\r\n\u0000\u00ff not http\r\n\r\n')),
    'http',
  );
}

/** A loopback URL whose port nobody listens on (it was free a moment ago): connection refused. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/hooks`;
}

export interface PathArrival {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One receiver for many endpoints, told apart by path: each path answers the statuses of its
 * script in turn (then the last one; 200 unscripted), and every request is recorded. An answer's
 * body is longer than a delivery keeps of it.
 */
export class PathReceiver {
  readonly requests: PathArrival[] = [];
  private readonly scripts = new Map<string, { status: number; headers?: Record<string, string> }[]>();
  private server!: Server;

  async start(): Promise<void> {
    this.server = createServer((req, res) =>
      onRequestBody(req, (body) => {
        const path = req.url ?? '/';
        this.requests.push({ path, headers: req.headers, body });
        const script = this.scripts.get(path) ?? [{ status: 200 }];
        const step = script.length > 1 ? script.shift()! : script[0]!;
        res.writeHead(step.status, { 'content-type': 'text/plain', ...step.headers });
        res.end(`answer ${step.status} ${'x'.repeat(600)}`);
      }),
    );
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  url(path: string, script?: { status: number; headers?: Record<string, string> }[]): string {
    if (script) this.scripts.set(path, script);
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  at(path: string): PathArrival[] {
    return this.requests.filter((r) => r.path === path);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
