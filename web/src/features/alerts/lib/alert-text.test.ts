import { createTranslator } from '@kisa/shared/i18n';
import { en } from '@kisa/shared/i18n/catalogs/en';
import { tr } from '@kisa/shared/i18n/catalogs/tr';
import { describe, expect, it } from 'vitest';
import { channelsText, conditionText, draftToBody, emptyDraft } from './alert-text';

const tEn = createTranslator('en', en);
const tTr = createTranslator('tr', tr);

describe('alert rule words and the form', () => {
  it('say each condition and the channels, in English and Turkish', () => {
    expect(conditionText(tEn, { kind: 'clicksAbove', clicks: 1 })).toBe('More than 1 click in an hour');
    expect(conditionText(tEn, { kind: 'clicksAbove', clicks: 1500 })).toBe('More than 1,500 clicks in an hour');
    expect(conditionText(tTr, { kind: 'clicksAbove', clicks: 1500 })).toBe('Bir saatte 1.500 tıklamadan fazla');
    expect(conditionText(tEn, { kind: 'clicksAboveUsual', factor: 2.5 })).toBe('More than 2.5× the usual clicks in an hour');
    expect(conditionText(tTr, { kind: 'clicksAboveUsual', factor: 2.5 })).toBe('Bir saatte olağanın 2,5 katından fazla tıklama');
    expect(conditionText(tEn, { kind: 'noClicks', hours: 3, usualAbove: 10 })).toBe('No clicks for 3 hours while usually above 10 an hour');
    expect(conditionText(tEn, { kind: 'conversionDrop', percent: 40, hours: 24 })).toBe('Conversion rate 40 % lower over 24 hours');
    expect(conditionText(tTr, { kind: 'conversionDrop', percent: 40, hours: 24 })).toBe('24 saatte dönüşüm oranı %40 düşük');
    expect(channelsText(tEn, { mailTo: ['a', 'b'], webhook: true, slackUrl: 'https://hooks.slack.com/x' })).toBe('Mail (2) · Webhook · Slack');
    expect(channelsText(tTr, { mailTo: ['a'], webhook: false, slackUrl: null })).toBe('E-posta (1)');
  });

  it('turns a draft into the API body, naming the first wrong field', () => {
    const draft = { ...emptyDraft('Europe/Istanbul', 'me'), name: ' Kampanya İzmir 🚀 ', targetId: 'l1' };
    expect(draftToBody(tEn, draft)).toEqual({
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
    expect(draftToBody(tEn, { ...draft, conditionKind: 'clicksAboveUsual', factor: '2,5', quiet: true })).toMatchObject({
      body: { condition: { kind: 'clicksAboveUsual', factor: 2.5 }, quietHours: { from: '22:00', to: '08:00', timeZone: 'Europe/Istanbul' } },
    });
    expect(draftToBody(tEn, { ...draft, name: '' })).toMatchObject({ field: 'name' });
    expect(draftToBody(tEn, { ...draft, targetId: '' })).toMatchObject({ field: 'target', message: 'Please choose the link to watch.' });
    expect(draftToBody(tTr, { ...draft, targetKind: 'tag', targetId: '' })).toMatchObject({ message: 'Lütfen izlenecek etiketi seçin.' });
    expect(draftToBody(tEn, { ...draft, conditionKind: 'noClicks', hours: '25' })).toMatchObject({ field: 'condition' });
    expect(draftToBody(tEn, { ...draft, mailTo: [] })).toMatchObject({ field: 'channels' });
    expect(draftToBody(tEn, { ...draft, slackUrl: 'hooks.slack.com' })).toMatchObject({ field: 'slackUrl' });
    expect(draftToBody(tEn, { ...draft, cooldownMinutes: '5' })).toMatchObject({
      field: 'cooldown',
      message: 'The cool-down is a whole number of minutes from 15 to 10080.',
    });
  });
});
