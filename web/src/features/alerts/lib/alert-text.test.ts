import { describe, expect, it } from 'vitest';
import { channelsText, conditionText, draftToBody, emptyDraft } from './alert-text';

describe('alert rule words and the form', () => {
  it('say each condition and the channels', () => {
    expect(conditionText({ kind: 'clicksAbove', clicks: 1 })).toBe('More than 1 click in an hour');
    expect(conditionText({ kind: 'clicksAboveUsual', factor: 2.5 })).toBe('More than 2.5× the usual clicks in an hour');
    expect(conditionText({ kind: 'noClicks', hours: 3, usualAbove: 10 })).toBe('No clicks for 3 hours while usually above 10 an hour');
    expect(conditionText({ kind: 'conversionDrop', percent: 40, hours: 24 })).toBe('Conversion rate 40 % lower over 24 hours');
    expect(channelsText({ mailTo: ['a', 'b'], webhook: true, slackUrl: 'https://hooks.slack.com/x' })).toBe('Mail (2) · Webhook · Slack');
  });

  it('turns a draft into the API body, naming the first wrong field', () => {
    const draft = { ...emptyDraft('Europe/Istanbul', 'me'), name: ' Kampanya İzmir 🚀 ', targetId: 'l1' };
    expect(draftToBody(draft)).toEqual({
      body: {
        name: 'Kampanya İzmir 🚀',
        target: { kind: 'link', id: 'l1' },
        condition: { kind: 'clicksAbove', clicks: 100 },
        mailTo: ['me'],
        webhook: false,
        slackUrl: null,
        quietHours: null,
        cooldownMinutes: 60,
      },
    });
    expect(draftToBody({ ...draft, conditionKind: 'clicksAboveUsual', factor: '2,5', quiet: true })).toMatchObject({
      body: { condition: { kind: 'clicksAboveUsual', factor: 2.5 }, quietHours: { from: '22:00', to: '08:00', timeZone: 'Europe/Istanbul' } },
    });
    expect(draftToBody({ ...draft, name: '' })).toMatchObject({ field: 'name' });
    expect(draftToBody({ ...draft, targetId: '' })).toMatchObject({ field: 'target', message: 'Please choose the link to watch.' });
    expect(draftToBody({ ...draft, conditionKind: 'noClicks', hours: '25' })).toMatchObject({ field: 'condition' });
    expect(draftToBody({ ...draft, mailTo: [] })).toMatchObject({ field: 'channels' });
    expect(draftToBody({ ...draft, slackUrl: 'hooks.slack.com' })).toMatchObject({ field: 'slackUrl' });
    expect(draftToBody({ ...draft, cooldownMinutes: '5' })).toMatchObject({ field: 'cooldown' });
  });
});
