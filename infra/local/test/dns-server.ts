/// <reference path="./dns2.d.ts" />
/**
 * A small authoritative DNS server on loopback for the tests (dns2, UDP): the branded-domain
 * checks resolve through it (DNS_SERVERS). Its zone is a folder with one JSON file per name,
 * read on every query, so a test file adds or changes its own names without talking to this
 * process: `{"TXT": ["kisa-verify=…"], "CNAME": "localhost", "A": ["127.0.0.1"], "AAAA": []}`.
 * A name without a file answers NXDOMAIN; a type it does not list, an empty answer.
 * `delayMs` holds every answer for that name back (a slow authoritative server, as resolvers
 * meet them); `servfail` answers SERVFAIL instead (a broken one).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import dns2 from 'dns2';

export interface ZoneEntry {
  TXT?: string[];
  CNAME?: string;
  A?: string[];
  AAAA?: string[];
  delayMs?: number;
  servfail?: boolean;
}

/** The file that holds `name`'s records (names are lower-case; anything odd is refused). */
export function zoneFile(zoneDir: string, name: string): string | null {
  const n = name.toLowerCase().replace(/\.$/, '');
  return /^[a-z0-9._-]{1,253}$/.test(n) ? join(zoneDir, `${n}.json`) : null;
}

function entryOf(zoneDir: string, name: string): ZoneEntry | null {
  const file = zoneFile(zoneDir, name);
  if (!file) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ZoneEntry;
  } catch {
    return name.toLowerCase() === 'localhost' ? { A: ['127.0.0.1'] } : null;
  }
}

export async function startDnsServer(zoneDir: string): Promise<{ address: string; close: () => Promise<void> }> {
  mkdirSync(zoneDir, { recursive: true });
  const { Packet } = dns2;
  // Delayed answers still waiting: cleared on close, so none is sent on a closed socket.
  const held = new Set<NodeJS.Timeout>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, respond) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const entry = question ? entryOf(zoneDir, question.name) : null;
      const send = (packet: typeof response) => {
        if (!entry?.delayMs) return respond(packet);
        const timer = setTimeout(() => {
          held.delete(timer);
          respond(packet);
        }, entry.delayMs);
        held.add(timer);
      };
      if (!question || !entry || entry.servfail) {
        response.header.rcode = entry?.servfail ? 2 : 3; // SERVFAIL : NXDOMAIN
        send(response);
        return;
      }
      const base = { name: question.name, class: Packet.CLASS.IN, ttl: 1 };
      if (question.type === Packet.TYPE.TXT) for (const data of entry.TXT ?? []) response.answers.push({ ...base, type: Packet.TYPE.TXT, data });
      if (question.type === Packet.TYPE.CNAME && entry.CNAME) response.answers.push({ ...base, type: Packet.TYPE.CNAME, domain: entry.CNAME });
      if (question.type === Packet.TYPE.A) for (const address of entry.A ?? []) response.answers.push({ ...base, type: Packet.TYPE.A, address });
      if (question.type === Packet.TYPE.AAAA) for (const address of entry.AAAA ?? []) response.answers.push({ ...base, type: Packet.TYPE.AAAA, address });
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const { udp } = server.addresses();
  if (!udp?.port) throw new Error('the test DNS server did not start listening');
  const close = () => {
    for (const timer of held) clearTimeout(timer);
    return server.close();
  };
  return { address: `127.0.0.1:${udp.port}`, close };
}
