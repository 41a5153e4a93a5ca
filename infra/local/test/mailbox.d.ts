/** Test helper: read mail the handlers sent, from the SES emulator's /store JSON. */
export interface Mail {
    subject: string;
    html: string;
    text: string;
    /** Every http(s) link in the mail, HTML hrefs first, in order, without duplicates. */
    links: string[];
    to: string[];
    from: string;
    /** Epoch seconds (the emulator's resolution). */
    at: number;
}
export interface MailQuery {
    to: string;
    subjectIncludes?: string;
    /** Only mail sent at or after this moment (ms epoch or Date); compared at second resolution. */
    after?: number | Date;
    timeoutMs?: number;
}
/** Polls until a matching mail arrives (newest first) or the timeout says what was there instead. */
export declare function waitForMail(sesUrl: string, query: MailQuery): Promise<Mail>;
