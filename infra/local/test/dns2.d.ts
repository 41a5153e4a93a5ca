// The part of dns2 (2.x ships no types) the test DNS server uses.
declare module 'dns2' {
  interface Question {
    name: string;
    type: number;
  }
  interface Answer {
    name: string;
    type: number;
    class: number;
    ttl: number;
    data?: string;
    domain?: string;
    address?: string;
  }
  interface DnsPacket {
    header: { rcode: number };
    questions: Question[];
    answers: Answer[];
  }
  interface DnsServer {
    listen(options: { udp: { port: number; address: string } }): Promise<unknown>;
    addresses(): { udp?: { port: number; address: string } };
    close(): Promise<void>;
  }
  const dns2: {
    Packet: {
      TYPE: { A: number; AAAA: number; CNAME: number; TXT: number };
      CLASS: { IN: number };
      createResponseFromRequest(request: DnsPacket): DnsPacket;
    };
    createServer(options: { udp: boolean; handle: (request: DnsPacket, send: (response: DnsPacket) => void) => void }): DnsServer;
  };
  export default dns2;
}
