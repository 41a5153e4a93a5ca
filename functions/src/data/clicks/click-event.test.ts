import { describe, expect, it } from 'vitest';
import { clickMessageBody, parseClickMessage, serializeEvent, type RawClickEvent } from './click-event.js';

const event = (over: Partial<RawClickEvent> = {}): RawClickEvent => ({
  id: 'e1',
  time: '2026-03-04T10:00:00.000Z',
  code: 'abc',
  linkId: 'L1',
  teamId: 'T1',
  visitorId: 'v1',
  ip: '203.0.113.9',
  userAgent: 'UA',
  referrer: '',
  ...over,
});

describe('click messages', () => {
  it('round-trips a group with its id', () => {
    const body = clickMessageBody('g1', [serializeEvent(event()), serializeEvent(event({ id: 'e2', country: 'TR', city: 'Istanbul', maxClicks: 5 }))]);
    expect(parseClickMessage(JSON.parse(body), 'fallback')).toEqual({
      groupId: 'g1',
      events: [event(), event({ id: 'e2', country: 'TR', city: 'Istanbul', maxClicks: 5 })],
    });
  });

  it('sends version 2 (positional events, optional fields only when set) and still reads version 1', () => {
    expect(JSON.parse(clickMessageBody('g1', [serializeEvent(event())]))).toEqual({
      v: 2,
      g: 'g1',
      events: [['e1', '2026-03-04T10:00:00.000Z', 'abc', 'L1', 'T1', 'v1', '203.0.113.9', 'UA', '']],
    });
    expect(JSON.parse(serializeEvent(event({ city: 'Izmir' })))).toHaveLength(11);
    expect(
      parseClickMessage(JSON.parse(clickMessageBody('g2', [serializeEvent(event({ city: 'Izmir' })), serializeEvent(event({ maxClicks: 3 }))])), 'h')?.events,
    ).toEqual([event({ city: 'Izmir' }), event({ maxClicks: 3 })]);
    expect(parseClickMessage({ v: 1, g: 'g3', events: [event()] }, 'h')).toEqual({ groupId: 'g3', events: [event()] });
    for (const tuple of [['e1'], [...Array(13)].map(() => 'x'), { id: 'e1' }]) {
      expect(parseClickMessage({ v: 2, g: 'g4', events: [tuple] }, 'h'), JSON.stringify(tuple)).toBeNull();
    }
  });

  it('carries the branded domain last, and reads events from before it without one', () => {
    const branded = event({ domain: 'go.acme.test' });
    const tuple = JSON.parse(serializeEvent(branded)) as unknown[];
    expect(tuple).toHaveLength(15);
    expect(tuple.at(-1)).toBe('go.acme.test');
    expect(
      parseClickMessage(JSON.parse(clickMessageBody('g5', [serializeEvent(branded), serializeEvent(event({ id: 'e2', campaignId: 'C1' }))])), 'h')?.events,
    ).toEqual([branded, event({ id: 'e2', campaignId: 'C1' })]);
    expect(parseClickMessage({ v: 2, g: 'g6', events: [[...JSON.parse(serializeEvent(event())), null, null, null, null, null, 7]] }, 'h')).toBeNull();
  });

  it("carries the link's tag ids last only when it has some, and reads events from before them", () => {
    const tagged = event({ domain: 'go.acme.test', tagIds: ['0a0a0a0a-0000-4000-8000-00000000000a', '0b0b0b0b-0000-4000-8000-00000000000b'] });
    const tuple = JSON.parse(serializeEvent(tagged)) as unknown[];
    expect(tuple).toHaveLength(16);
    expect(tuple.at(-1)).toEqual(tagged.tagIds);
    // Tags without a domain: the domain's place is null; no tags: the tuple ends where it did.
    expect((JSON.parse(serializeEvent(event({ tagIds: ['t1'] }))) as unknown[]).slice(13)).toEqual([null, null, ['t1']]);
    expect(JSON.parse(serializeEvent(event({ campaignId: 'C1' })))).toHaveLength(14);
    const body = clickMessageBody('g7', [serializeEvent(tagged), serializeEvent(event({ id: 'e2', tagIds: ['t1'] })), serializeEvent(event({ id: 'e3' }))]);
    expect(parseClickMessage(JSON.parse(body), 'h')?.events).toEqual([tagged, event({ id: 'e2', tagIds: ['t1'] }), event({ id: 'e3' })]);
    for (const bad of ['t1', [1], [null], Array(101).fill('t')]) {
      expect(
        parseClickMessage({ v: 2, g: 'g8', events: [[...(JSON.parse(serializeEvent(event())) as unknown[]), null, null, null, null, null, null, bad]] }, 'h'),
        JSON.stringify(bad),
      ).toBeNull();
    }
  });

  it('carries the rule or split variant that sent the visitor after the tags, and reads events from before them', () => {
    const ruled = event({ ruleId: 'r1abcd' });
    expect((JSON.parse(serializeEvent(ruled)) as unknown[]).slice(13)).toEqual([null, null, null, 'r1abcd']);
    const split = event({ tagIds: ['t1'], variantId: 'v2efgh' });
    const tuple = JSON.parse(serializeEvent(split)) as unknown[];
    expect(tuple).toHaveLength(18);
    expect(tuple.slice(-3)).toEqual([['t1'], null, 'v2efgh']);
    const body = clickMessageBody('g9', [serializeEvent(ruled), serializeEvent(split), serializeEvent(event({ id: 'e3' }))]);
    expect(parseClickMessage(JSON.parse(body), 'h')?.events).toEqual([ruled, split, event({ id: 'e3' })]);
    const base = JSON.parse(serializeEvent(event())) as unknown[];
    for (const bad of [7, '', 'R1', 'a,b', 'x'.repeat(33)]) {
      expect(parseClickMessage({ v: 2, g: 'g10', events: [[...base, null, null, null, null, null, null, null, bad]] }, 'h'), JSON.stringify(bad)).toBeNull();
      expect(
        parseClickMessage({ v: 2, g: 'g11', events: [[...base, null, null, null, null, null, null, null, null, bad]] }, 'h'),
        JSON.stringify(bad),
      ).toBeNull();
    }
    // Longer than the fields it knows: malformed.
    expect(parseClickMessage({ v: 2, g: 'g12', events: [[...base, null, null, null, null, null, null, null, null, 'v1', 'x']] }, 'h')).toBeNull();
  });

  it('takes one event or an array of events, with the fallback group id', () => {
    expect(parseClickMessage(event(), 'h')).toEqual({ groupId: 'h', events: [event()] });
    expect(parseClickMessage([event(), event({ id: 'e2' })], 'h')?.events).toHaveLength(2);
  });

  it('calls anything else malformed', () => {
    for (const body of [
      null,
      'x',
      1,
      [],
      [1],
      { events: [] },
      { events: [{ id: 'x' }] },
      event({ linkId: '' }),
      event({ time: 'yesterday' }),
      { ...event(), maxClicks: 'many' },
    ]) {
      expect(parseClickMessage(body, 'h'), JSON.stringify(body)).toBeNull();
    }
  });
});
