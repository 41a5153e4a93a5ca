import type { ImportSkipReason } from '@kisa/shared';
import type { SourceLink } from './import-source.js';

/** A source link as read and checked, staged for the write (the exports bucket's `read-N.json`). */
export interface StagedLink extends SourceLink {
  /** Its id in Kisa: the same for the same team, source and source id, so a second run finds it. */
  linkId: string;
  /** Its destination, normalised (absent when not an http(s) URL). */
  target?: string;
  /** Why it cannot be imported as it is, found when read (a taken code is checked again when written). */
  problem?: ImportSkipReason;
  /** Screening's flags: written as a flagged link. */
  flags?: string[];
}

/** A staged link as written (`written-N.json`): where it went, or why not. */
export interface WrittenLink {
  sourceId: string;
  /** The old short URL, `host/code`. */
  from: string;
  linkId: string;
  /** The code in Kisa (a new one when its own was taken and the import gives new codes). */
  code: string;
  /** Its domain in Kisa (null: the platform's). */
  domain: string | null;
  target: string;
  outcome: 'imported' | 'alreadyImported' | 'newCode' | 'skipped';
  reason?: ImportSkipReason;
  /** Something the owner should know about a link that was written (its password could not come over). */
  note?: string;
}
