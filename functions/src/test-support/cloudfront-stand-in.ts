import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for CloudFront's API (REST-XML) answering CreateInvalidation, for CLOUDFRONT_ENDPOINT:
 * it takes the invalidation (201), or refuses the connection, never answers, answers 500, throttles
 * (400 Throttling), denies (403 AccessDenied) or answers garbage, as `mode` says.
 */
export type CloudFrontMode = 'ok' | 'refuse' | 'hang' | 500 | 'throttled' | 'denied' | 'garbage';

export interface CloudFrontStandIn {
  url: string;
  mode: CloudFrontMode;
  /** Requests as received: method, path and the invalidation's paths. */
  requests: Array<{ method: string; path: string; paths: string[] }>;
  close(): Promise<void>;
}

const error = (code: string, type = 'Sender') =>
  `<?xml version="1.0"?><ErrorResponse xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Error><Type>${type}</Type><Code>${code}</Code><Message>${code}</Message></Error><RequestId>r-1</RequestId></ErrorResponse>`;

export async function startCloudFrontStandIn(): Promise<CloudFrontStandIn> {
  const standIn = { mode: 'ok', requests: [] } as unknown as CloudFrontStandIn;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const paths = [...body.matchAll(/<Path>([^<]*)<\/Path>/g)].map((m) => m[1]!);
      standIn.requests.push({ method: req.method!, path: req.url!, paths });
      const mode = standIn.mode;
      if (mode === 'refuse') return req.socket.destroy();
      if (mode === 'hang') return;
      res.setHeader('content-type', 'text/xml');
      if (mode === 500) return res.writeHead(500).end(error('ServiceUnavailable', 'Receiver'));
      if (mode === 'throttled') return res.writeHead(400).end(error('Throttling'));
      if (mode === 'denied') return res.writeHead(403).end(error('AccessDenied'));
      if (mode === 'garbage') return res.writeHead(201).end('{"Invalidation": "unterminated');
      const items = paths.map((p) => `<Path>${p}</Path>`).join('');
      res
        .writeHead(201, { location: `https://cloudfront.amazonaws.com${req.url}/I2J0I21PCUYOIK` })
        .end(
          `<?xml version="1.0"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>I2J0I21PCUYOIK</Id><Status>InProgress</Status><CreateTime>2026-11-29T17:00:00Z</CreateTime><InvalidationBatch><Paths><Quantity>${paths.length}</Quantity><Items>${items}</Items></Paths><CallerReference>ref</CallerReference></InvalidationBatch></Invalidation>`,
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return standIn;
}
