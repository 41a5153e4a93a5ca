import {
  displayUrl,
  ID_PATTERNS,
  isAdminWebhookEvent,
  normalizeUrl,
  WEBHOOK_EVENTS,
  WEBHOOK_FILTER_IDS_MAX,
  WEBHOOK_MSG,
  WEBHOOK_URL_MAX,
  type CreateWebhookInput,
  type UpdateWebhookInput,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@kisa/shared';
import { paths } from '@/config/paths';
import { translateNow } from '@/lib/i18n';

/**
 * The add / edit endpoint form's rules, pure and unit-tested: the values a form
 * holds, what it says before sending (the server's own messages where the server has one),
 * the body it sends, and which field a server refusal belongs under.
 */

/** What each event means, as the checkboxes say it, in the language shown (the event's name itself stays as it is). */
export const EVENT_TEXT: Readonly<Record<WebhookEventType, { readonly label: string; readonly hint: string }>> = Object.fromEntries(
  WEBHOOK_EVENTS.map((event) => [
    event,
    {
      get label() {
        return translateNow(`webhooks.event.${event}`);
      },
      get hint() {
        return translateNow(`webhooks.event.${event}.hint`);
      },
    },
  ]),
) as Record<WebhookEventType, { label: string; hint: string }>;

/**
 * The kinds of filter, in the form's order. Each lists ids; an event of any listed link or
 * campaign passes (either list matching is enough). A new kind (tags) is one more entry here,
 * with its key in the API's filter.
 */
export const FILTER_KINDS = [
  {
    key: 'linkIds',
    get label() {
      return translateNow('webhooks.filter.links');
    },
    get hint() {
      return translateNow('webhooks.filter.linksHint');
    },
    /** What is said of an entry that is not one of its ids. */
    invalid: (part: string) => translateNow('webhooks.filter.linkInvalid', { part }),
    /** Path prefixes of the app's pages about one link; the id is the path's last segment. */
    pages: [paths.editTitleDefault(''), paths.insight('')],
    /** Where the screen links a listed id to. */
    pageOf: (id: string) => paths.insight(id),
  },
  {
    key: 'campaignIds',
    get label() {
      return translateNow('webhooks.filter.campaigns');
    },
    get hint() {
      return translateNow('webhooks.filter.campaignsHint');
    },
    invalid: (part: string) => translateNow('webhooks.filter.campaignInvalid', { part }),
    pages: [paths.campaign('')],
    pageOf: (id: string) => paths.campaign(id),
  },
] as const;

export type FilterKind = (typeof FILTER_KINDS)[number];
export type FilterKey = FilterKind['key'];
export type FilterIds = Record<FilterKey, string[]>;
export type FilterTexts = Record<FilterKey, string>;
/** Names by id, for the kinds whose items have one to show in place of the id (tags too). */
export type FilterNames = Partial<Record<FilterKey | 'tagIds', ReadonlyMap<string, string>>>;

/** The form's fields, in order (the first one in error gets the focus). */
export type EndpointField = 'url' | 'description' | 'events' | FilterKey | 'tagIds';
export const ENDPOINT_FIELDS: readonly EndpointField[] = ['url', 'description', 'events', ...FILTER_KINDS.map((k) => k.key), 'tagIds'];

export interface EndpointValues {
  url: string;
  description: string;
  events: readonly WebhookEventType[];
  filter: FilterTexts;
  /** The filter's tags, chosen from the team's in a tag picker. */
  tagIds: readonly string[];
}

export type EndpointErrors = Partial<Record<EndpointField, string>>;

const noFilterTexts = (): FilterTexts => Object.fromEntries(FILTER_KINDS.map((k) => [k.key, ''])) as FilterTexts;
const noFilterIds = (): FilterIds => Object.fromEntries(FILTER_KINDS.map((k) => [k.key, []])) as unknown as FilterIds;

/** A new endpoint's form: nothing typed, no event chosen yet. */
export function emptyValues(): EndpointValues {
  return { url: '', description: '', events: [], filter: noFilterTexts(), tagIds: [] };
}

/** An endpoint as its edit form shows it: the URL as people read it, one filter id a line. */
export function valuesOf(endpoint: WebhookEndpoint): EndpointValues {
  const filter = noFilterTexts();
  for (const kind of FILTER_KINDS) filter[kind.key] = filterIdsOf(endpoint, kind.key).join('\n');
  return {
    url: displayUrl(endpoint.url),
    description: endpoint.description,
    events: [...endpoint.events],
    filter,
    tagIds: [...(endpoint.filter?.tagIds ?? [])],
  };
}

/** The ids an endpoint's filter lists of one kind (none when it has no filter). */
export function filterIdsOf(endpoint: Pick<WebhookEndpoint, 'filter'>, key: FilterKey): string[] {
  return listsOf(endpoint)[key] ?? [];
}

/** Every list of an endpoint's filter, by its key in the API (kinds this screen has no field for included). */
function listsOf(endpoint: Pick<WebhookEndpoint, 'filter'>): Record<string, string[]> {
  return (endpoint.filter ?? {}) as Record<string, string[]>;
}

/**
 * The filter's non-empty lists, for the card: the form's kinds in order (with their page), then
 * any list of a kind the API has and this screen does not know yet, named after its key
 * (`tagIds` → Tags), so a filter is never shown as "every event" when it is not.
 */
export function filterLists(endpoint: Pick<WebhookEndpoint, 'filter'>): { key: string; label: string; ids: string[]; pageOf?: (id: string) => string }[] {
  const lists = listsOf(endpoint);
  const known = [
    ...FILTER_KINDS.map((k) => ({
      key: k.key as string,
      label: k.label as string,
      ids: lists[k.key] ?? [],
      pageOf: k.pageOf as ((id: string) => string) | undefined,
    })),
    { key: 'tagIds', label: translateNow('webhooks.form.tags'), ids: lists.tagIds ?? [], pageOf: undefined },
  ];
  const other = Object.keys(lists)
    .filter((key) => !known.some((k) => k.key === key))
    .map((key) => ({ key, label: otherKindLabel(key), ids: lists[key] ?? [] }));
  return [...known, ...other].filter((l) => Array.isArray(l.ids) && l.ids.length > 0);
}

function otherKindLabel(key: string): string {
  const noun = key.replace(/Ids$/, '');
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)}s`;
}

/** The events a caller may choose: moderation events only for platform admins (the server refuses them to anyone else). */
export const choosableEvents = (isAdmin: boolean): WebhookEventType[] => WEBHOOK_EVENTS.filter((e) => isAdmin || !isAdminWebhookEvent(e));

/** `events` with `event` checked or not, in the API's order, each once. */
export function toggleEvent(events: readonly WebhookEventType[], event: WebhookEventType, on: boolean): WebhookEventType[] {
  return WEBHOOK_EVENTS.filter((e) => (e === event ? on : events.includes(e)));
}

/**
 * The address to send for what was typed (the one URL rule: trimmed, `https://` before a bare
 * domain, the WHATWG serialization — ASCII, punycode host), or the server's message for a
 * URL it would refuse on sight. Whether the address is public is the server's to say.
 */
export function checkEndpointUrl(typed: string): { url: string } | { error: string } {
  const url = normalizeUrl(typed);
  if (!url || url.length > WEBHOOK_URL_MAX || !URL.canParse(url)) return { error: WEBHOOK_MSG.urlInvalid };
  const parsed = new URL(url);
  // Plain http only reaches the hosts a local runtime allows: the server says so if not.
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.username || parsed.password || !parsed.hostname)
    return { error: WEBHOOK_MSG.urlInvalid };
  return { url };
}

/** An id of `kind` in what was pasted: the id itself, or the last segment of the address of its page in the app. */
export function idFromText(text: string, kind: FilterKind): string {
  const value = text.trim();
  let path: string | null = null;
  if (value.startsWith('/')) path = value;
  else if (/^https?:\/\//i.test(value) && URL.canParse(value)) path = new URL(value).pathname;
  if (path === null) return value;
  const page = kind.pages.find((prefix) => path.startsWith(prefix));
  if (!page) return value;
  return path.slice(page.length).split('/').filter(Boolean).pop() ?? value;
}

/** The ids of one kind listed in a text field (one a line, or separated by commas or spaces), or what is wrong with them. */
export function parseFilterIds(text: string, kind: FilterKind): { ids: string[] } | { error: string } {
  const ids: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    if (!part) continue;
    const id = idFromText(part, kind);
    if (!ID_PATTERNS.record.test(id)) return { error: kind.invalid(part.length > 60 ? `${part.slice(0, 60)}…` : part) };
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > WEBHOOK_FILTER_IDS_MAX) return { error: WEBHOOK_MSG.filterInvalid };
  return { ids };
}

/** What the form sends: the API's create body (filter null when every list is empty). */
export type EndpointBody = Required<Pick<CreateWebhookInput, 'url' | 'events' | 'description'>> & { filter: (FilterIds & { tagIds: string[] }) | null };

/** The form's values checked (each field's message, the server's where it has one) or the body to send. */
export function checkEndpoint(values: EndpointValues): { body: EndpointBody } | { errors: EndpointErrors } {
  const errors: EndpointErrors = {};
  const url = checkEndpointUrl(values.url);
  if ('error' in url) errors.url = url.error;
  if (values.events.length === 0) errors.events = WEBHOOK_MSG.eventsRequired;
  const ids = {} as FilterIds;
  for (const kind of FILTER_KINDS) {
    const parsed = parseFilterIds(values.filter[kind.key], kind);
    if ('error' in parsed) errors[kind.key] = parsed.error;
    else ids[kind.key] = parsed.ids;
  }
  if (values.tagIds.length > WEBHOOK_FILTER_IDS_MAX) errors.tagIds = WEBHOOK_MSG.filterInvalid;
  if (Object.keys(errors).length > 0 || 'error' in url) return { errors };
  const filter = FILTER_KINDS.some((k) => ids[k.key].length > 0) || values.tagIds.length > 0 ? { ...ids, tagIds: [...values.tagIds] } : null;
  return { body: { url: url.url, description: values.description.trim(), events: WEBHOOK_EVENTS.filter((e) => values.events.includes(e)), filter } };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The PATCH for an edited endpoint: only what changed (empty when nothing did). */
export function endpointPatch(endpoint: WebhookEndpoint, body: EndpointBody): UpdateWebhookInput {
  const patch: UpdateWebhookInput = {};
  if (body.url !== endpoint.url) patch.url = body.url;
  if (body.description !== endpoint.description) patch.description = body.description;
  if (!sameList(body.events, endpoint.events)) patch.events = body.events;
  if (
    FILTER_KINDS.some((k) => !sameList(body.filter?.[k.key] ?? [], filterIdsOf(endpoint, k.key))) ||
    !sameList(body.filter?.tagIds ?? [], listsOf(endpoint).tagIds ?? [])
  ) {
    // A list of a kind this screen has no field for (set through the API) is kept as it is.
    const lists = { ...listsOf(endpoint), ...(body.filter ?? { ...noFilterIds(), tagIds: [] }) };
    patch.filter = (Object.values(lists).some((l) => l.length > 0) ? lists : null) as UpdateWebhookInput['filter'];
  }
  return patch;
}

/** The field a server refusal is about (shown under it), or null for the form as a whole. */
export function fieldOfMessage(message: string): EndpointField | null {
  switch (message) {
    case WEBHOOK_MSG.urlInvalid:
    case WEBHOOK_MSG.addressRefused:
      return 'url';
    case WEBHOOK_MSG.eventsRequired:
    case WEBHOOK_MSG.eventUnknown:
      return 'events';
    case WEBHOOK_MSG.filterInvalid:
      return FILTER_KINDS[0].key;
    default:
      return null;
  }
}
