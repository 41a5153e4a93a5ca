// The part of mailparser (3.x ships no types; the SES emulator's own parser) the mail tests read raw messages with.
declare module 'mailparser' {
  interface ParsedAttachment {
    cid?: string;
    contentType: string;
    related?: boolean;
    content: Buffer;
  }
  interface ParsedMail {
    subject?: string;
    text?: string;
    html: string | false;
    headerLines: { key: string; line: string }[];
    attachments: ParsedAttachment[];
  }
  export function simpleParser(source: Buffer | string, options?: { keepCidLinks?: boolean }): Promise<ParsedMail>;
}
