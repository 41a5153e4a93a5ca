import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS, WEBHOOK_FILTER_IDS_MAX, WEBHOOK_MSG, type WebhookEndpoint } from '@kisa/shared';
import {
  checkEndpoint,
  checkEndpointUrl,
  emptyValues,
  endpointPatch,
  fieldOfMessage,
  FILTER_KINDS,
  filterLists,
  idFromText,
  parseFilterIds,
  toggleEvent,
  valuesOf,
  type EndpointValues,
} from './endpoint-form';

/** A filter with the lists given (the API's filter may have more kinds than these tests name). */
const filterOf = (lists: Record<string, string[]>) => lists as unknown as WebhookEndpoint['filter'];

const LINK = '0f8b2c1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';
const LINK_2 = '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';
const CAMPAIGN = 'c0ffee00-1234-4abc-8def-0123456789ab';
const [links, campaigns] = FILTER_KINDS;

const endpoint: WebhookEndpoint = {
  id: 'e1',
  url: 'https://xn--rnek-4qa.example/hooks/%C3%A7ay',
  description: 'CRM',
  events: ['link.created', 'link.deleted'],
  filter: filterOf({ linkIds: [LINK], campaignIds: [] }),
  enabled: true,
  consecutiveFailures: 0,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};

const values = (over: Partial<EndpointValues>): EndpointValues => ({
  ...emptyValues(),
  url: 'https://hooks.example.com/kisa',
  events: ['link.created'],
  ...over,
});

describe('checkEndpointUrl', () => {
  it('sends the WHATWG serialization: https added to a bare domain, IDN hosts in punycode, UTF-8 paths percent-encoded', () => {
    expect(checkEndpointUrl('  hooks.example.com/kisa ')).toEqual({ url: 'https://hooks.example.com/kisa' });
    expect(checkEndpointUrl('https://örnek.example/hooks/çay')).toEqual({ url: 'https://xn--rnek-4qa.example/hooks/%C3%A7ay' });
    // Plain http goes to the server, which allows it only for a local runtime's hosts.
    expect(checkEndpointUrl('http://127.0.0.1:4000/hook')).toEqual({ url: 'http://127.0.0.1:4000/hook' });
  });

  it("refuses on sight what the server's URL rule refuses, in its words", () => {
    for (const typed of [
      '',
      '   ',
      'not a url',
      'ftp://hooks.example.com/x',
      'https://user:pw@hooks.example.com/x',
      `https://hooks.example.com/${'x'.repeat(2000)}`,
    ]) {
      expect(checkEndpointUrl(typed), typed.slice(0, 40)).toEqual({ error: WEBHOOK_MSG.urlInvalid });
    }
  });
});

describe('filter ids', () => {
  it("takes an id, or the id in the address of the link's or campaign's page", () => {
    expect(idFromText(LINK, links)).toBe(LINK);
    expect(idFromText(`https://kisa.example/edit/link/${LINK}`, links)).toBe(LINK);
    expect(idFromText(`/edit/${LINK}`, links)).toBe(LINK);
    expect(idFromText(`http://localhost:3000/insight/${LINK}/`, links)).toBe(LINK);
    expect(idFromText(`https://kisa.example/campaign/${CAMPAIGN}`, campaigns)).toBe(CAMPAIGN);
    // A link's page is not a campaign's.
    expect(idFromText(`https://kisa.example/insight/${LINK}`, campaigns)).toBe(`https://kisa.example/insight/${LINK}`);
  });

  it('reads one a line, or separated by commas or spaces, each once', () => {
    expect(parseFilterIds(`${LINK}\n\n https://kisa.example/insight/${LINK_2} , ${LINK};`, links)).toEqual({ ids: [LINK, LINK_2] });
    expect(parseFilterIds('  \n', links)).toEqual({ ids: [] });
  });

  it('says which entry is not an id of its kind', () => {
    expect(parseFilterIds(`${LINK}\nspring-sale`, links)).toEqual({ error: "“spring-sale” is not a link id or the address of a link's page." });
    expect(parseFilterIds(`/insight/${LINK}`, campaigns)).toEqual({ error: `“/insight/${LINK}” is not a campaign id or the address of a campaign's page.` });
    // A long entry is quoted by its start.
    expect(parseFilterIds(`https://kisa.example/insight/${LINK}`, campaigns)).toEqual({
      error: `“https://kisa.example/insight/${LINK.slice(0, 31)}…” is not a campaign id or the address of a campaign's page.`,
    });
  });

  it(`refuses more than ${WEBHOOK_FILTER_IDS_MAX} ids of a kind with the server's message`, () => {
    const many = Array.from({ length: WEBHOOK_FILTER_IDS_MAX + 1 }, (_, i) => `${i.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`);
    expect(parseFilterIds(many.join('\n'), links)).toEqual({ error: WEBHOOK_MSG.filterInvalid });
    expect(parseFilterIds(many.slice(1).join('\n'), links)).toEqual({ ids: many.slice(1) });
  });
});

describe('checkEndpoint', () => {
  it('answers the body to send: events in the API order, no filter when every list is empty', () => {
    expect(checkEndpoint(values({ events: ['link.deleted', 'link.created'], description: '  CRM  ' }))).toEqual({
      body: { url: 'https://hooks.example.com/kisa', description: 'CRM', events: ['link.created', 'link.deleted'], filter: null },
    });
    expect(checkEndpoint(values({ filter: { linkIds: '', campaignIds: `/campaign/${CAMPAIGN}` } }))).toMatchObject({
      body: { filter: { linkIds: [], campaignIds: [CAMPAIGN] } },
    });
  });

  it('says what is wrong with each field at once', () => {
    expect(checkEndpoint(values({ url: 'nope', events: [], filter: { linkIds: 'x', campaignIds: '' } }))).toEqual({
      errors: { url: WEBHOOK_MSG.urlInvalid, events: WEBHOOK_MSG.eventsRequired, linkIds: "“x” is not a link id or the address of a link's page." },
    });
  });

  it('toggles an event, keeping the API order', () => {
    expect(toggleEvent(['campaign.completed'], 'link.created', true)).toEqual(['link.created', 'campaign.completed']);
    expect(toggleEvent(['link.created', 'campaign.completed'], 'link.created', false)).toEqual(['campaign.completed']);
    expect(toggleEvent([], 'link.clicked', true)).toEqual(['link.clicked']);
    expect(WEBHOOK_EVENTS).toContain('link.clicked');
  });
});

describe('editing', () => {
  it('shows the stored endpoint as people read it, one filter id a line', () => {
    expect(valuesOf({ ...endpoint, filter: filterOf({ linkIds: [LINK, LINK_2], campaignIds: [CAMPAIGN] }) })).toEqual({
      url: 'https://örnek.example/hooks/çay',
      description: 'CRM',
      events: ['link.created', 'link.deleted'],
      filter: { linkIds: `${LINK}\n${LINK_2}`, campaignIds: CAMPAIGN },
      tagIds: [],
    });
    expect(valuesOf({ ...endpoint, filter: null }).filter).toEqual({ linkIds: '', campaignIds: '' });
  });

  it('sends nothing when nothing changed (the decoded URL reads back as the stored one)', () => {
    const checked = checkEndpoint(valuesOf(endpoint));
    if (!('body' in checked)) throw new Error(`expected the stored endpoint's values to pass, got ${JSON.stringify(checked)}`);
    expect(endpointPatch(endpoint, checked.body)).toEqual({});
  });

  it('sends only what changed; an emptied filter as null', () => {
    const edited = checkEndpoint({ ...valuesOf(endpoint), events: ['link.deleted', 'link.created', 'link.updated'], filter: { linkIds: '', campaignIds: '' } });
    if (!('body' in edited)) throw new Error(`expected the edit to pass, got ${JSON.stringify(edited)}`);
    expect(endpointPatch(endpoint, edited.body)).toEqual({ events: ['link.created', 'link.updated', 'link.deleted'], filter: null });
    const moved = checkEndpoint({ ...valuesOf(endpoint), url: 'https://other.example/x', description: '' });
    if (!('body' in moved)) throw new Error(`expected the edit to pass, got ${JSON.stringify(moved)}`);
    expect(endpointPatch(endpoint, moved.body)).toEqual({ url: 'https://other.example/x', description: '' });
  });
});

describe('filters of kinds the screen has no field for (set through the API)', () => {
  const tagged = { ...endpoint, filter: filterOf({ linkIds: [LINK], campaignIds: [], futureIds: ['t1'] }) };

  it('are listed on the card under a name made from their key', () => {
    expect(filterLists(tagged).map(({ key, label, ids }) => ({ key, label, ids }))).toEqual([
      { key: 'linkIds', label: 'Links', ids: [LINK] },
      { key: 'futureIds', label: 'Futures', ids: ['t1'] },
    ]);
    expect(filterLists(tagged)[0]!.pageOf?.(LINK)).toBe(`/insight/${LINK}`);
    expect(filterLists({ filter: null })).toEqual([]);
  });

  it('are kept when the lists the form shows change', () => {
    const emptied = checkEndpoint({ ...valuesOf(tagged), filter: { linkIds: '', campaignIds: `/campaign/${CAMPAIGN}` } });
    if (!('body' in emptied)) throw new Error(`expected the edit to pass, got ${JSON.stringify(emptied)}`);
    expect(endpointPatch(tagged, emptied.body)).toEqual({ filter: { linkIds: [], campaignIds: [CAMPAIGN], futureIds: ['t1'], tagIds: [] } });
    const cleared = checkEndpoint({ ...valuesOf(tagged), filter: { linkIds: '', campaignIds: '' } });
    if (!('body' in cleared)) throw new Error(`expected the edit to pass, got ${JSON.stringify(cleared)}`);
    expect(endpointPatch(tagged, cleared.body)).toEqual({ filter: { linkIds: [], campaignIds: [], futureIds: ['t1'], tagIds: [] } });
    const untouched = checkEndpoint(valuesOf(tagged));
    if (!('body' in untouched)) throw new Error(`expected the values to pass, got ${JSON.stringify(untouched)}`);
    expect(endpointPatch(tagged, untouched.body)).toEqual({});
  });
});

describe('the tag filter', () => {
  it('is sent with the lists, shown on the card by name, and patched when it changes', () => {
    const chosen = checkEndpoint({ ...emptyValues(), url: 'https://hooks.example.com/kisa', events: ['link.created'], tagIds: ['t1', 't2'] });
    expect(chosen).toMatchObject({ body: { filter: { linkIds: [], campaignIds: [], tagIds: ['t1', 't2'] } } });
    const withTags = { ...endpoint, filter: filterOf({ linkIds: [], campaignIds: [], tagIds: ['t1'] }) };
    expect(valuesOf(withTags).tagIds).toEqual(['t1']);
    expect(filterLists(withTags).map(({ key, label, ids }) => ({ key, label, ids }))).toEqual([{ key: 'tagIds', label: 'Tags', ids: ['t1'] }]);
    const edited = checkEndpoint({ ...valuesOf(withTags), tagIds: [] });
    if (!('body' in edited)) throw new Error(`expected the edit to pass, got ${JSON.stringify(edited)}`);
    expect(endpointPatch(withTags, edited.body)).toEqual({ filter: null });
  });
});

describe('fieldOfMessage', () => {
  it("puts the server's refusals under the field they are about, others above the form", () => {
    expect(fieldOfMessage(WEBHOOK_MSG.urlInvalid)).toBe('url');
    expect(fieldOfMessage(WEBHOOK_MSG.addressRefused)).toBe('url');
    expect(fieldOfMessage(WEBHOOK_MSG.eventsRequired)).toBe('events');
    expect(fieldOfMessage(WEBHOOK_MSG.eventUnknown)).toBe('events');
    expect(fieldOfMessage(WEBHOOK_MSG.filterInvalid)).toBe('linkIds');
    expect(fieldOfMessage(WEBHOOK_MSG.limit)).toBeNull();
    expect(fieldOfMessage('Something else went wrong')).toBeNull();
  });
});
