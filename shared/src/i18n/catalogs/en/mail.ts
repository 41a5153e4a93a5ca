/** Account and team mails (functions/src/mail/templates.ts). */
export const mail = {
  'mail.greeting': 'Hello {name},',
  'mail.greetingNoName': 'Hello,',
  'mail.orOpen': 'Or open this address: {link}',
  'mail.verify.subject': 'Verify your Kisa account',
  'mail.verify.intro': 'Welcome to Kisa! Please confirm your e-mail address to activate your account.',
  'mail.verify.action': 'Verify my account',
  'mail.verify.footer': 'This link is valid for {hours, plural, one {# hour} other {# hours}}. If you did not sign up for Kisa, you can ignore this mail.',
  'mail.reset.subject': 'Reset your Kisa password',
  'mail.reset.intro': 'Someone (hopefully you) asked to reset the password of your Kisa account.',
  'mail.reset.action': 'Choose a new password',
  'mail.reset.footer':
    'This link is valid for {minutes, plural, one {# minute} other {# minutes}} and works once. If you did not ask for it, you can ignore this mail; your password stays unchanged.',
  'mail.exists.subject': 'Someone tried to sign up to Kisa with your address',
  'mail.exists.intro':
    'Someone (hopefully you) tried to create a Kisa account with this e-mail address, which already has an account. No new account was created. If it was you, sign in, or reset your password if you have forgotten it.',
  'mail.exists.action': 'Sign in',
  'mail.exists.second': 'Reset my password',
  'mail.exists.footer': 'If it was not you, you can ignore this mail; nothing has changed.',
  'mail.invite.subject': 'You are invited to a team on Kisa',
  'mail.invite.someone': 'A Kisa user',
  'mail.invite.intro':
    '{inviter} invited you to join the team "{team}" on Kisa, where a team shares its short links, campaigns and analytics. Follow the link to accept or decline.',
  'mail.invite.introTheirTeam':
    '{inviter} invited you to join their team on Kisa, where a team shares its short links, campaigns and analytics. Follow the link to accept or decline.',
  'mail.invite.action': 'See the invitation',
  'mail.invite.footer':
    'This link is valid for {days, plural, one {# day} other {# days}} and works once. If you do not know the sender, decline or ignore this mail: no account is made and nothing changes unless you accept.',
  'mail.emailChange.subject': 'Confirm your new Kisa e-mail address',
  'mail.emailChange.intro': 'Your Kisa team owner asked to change the e-mail address of your Kisa account to this one.',
  'mail.emailChange.action': 'Confirm this address',
  'mail.emailChange.footer':
    'This link is valid for {hours, plural, one {# hour} other {# hours}}. If you did not expect it, ignore this mail: nothing changes.',
  'mail.webhookDisabled.subject': 'A Kisa webhook endpoint was disabled',
  'mail.webhookDisabled.intro':
    'Kisa stopped sending webhooks to {url}: {reason}. Events from now on are not sent to it. Fix the receiver, then enable the endpoint again in Settings → Webhooks (or with PATCH /api/webhooks/\'{id}\' and "enabled": true); failed deliveries can be resent from its recent deliveries.',
  'mail.webhookDisabled.action': 'Open the webhook settings',
  'mail.webhookDisabled.footer': 'You receive this mail as an owner of the team.',
  /** Why it was disabled ({reason} of the intro). */
  'mail.webhookDisabled.gone': 'the receiver answered 410 Gone',
  'mail.webhookDisabled.failures': '{n, plural, one {# delivery in a row failed} other {# deliveries in a row failed}}',
  // Alerts (functions/src/mail/alert-mail.ts): {target} is one of mail.alert.target.*, {time} a local time and its zone.
  'mail.alert.subject': 'Kisa alert: {rule}',
  'mail.alert.target.link': 'link /{name}',
  'mail.alert.target.tag': 'tag "{name}"',
  'mail.alert.target.campaign': 'campaign "{name}"',
  'mail.alert.clicksAbove': '{value} clicks in the hour to {time} on {target}, above your limit of {limit}.',
  'mail.alert.clicksAboveUsual': '{value} clicks in the hour to {time} on {target}, more than {limit}× the usual {baseline}.',
  'mail.alert.noClicks': 'No clicks on {target} for {hours, plural, one {# hour} other {# hours}} (to {time}); usually {baseline} an hour.',
  'mail.alert.conversionDrop':
    'The conversion rate of {target} was {value} % in the {hours, plural, one {hour} other {# hours}} to {time}, down from {baseline} % (your limit: {limit} % lower).',
  'mail.alert.held': "Held during the rule's quiet hours and sent when they ended.",
  'mail.alert.action': 'Open the analytics',
  'mail.alert.footer': 'You receive this mail because the alert rule names you. Change or pause the rule under Alerts.',
  // Destination health (functions/src/mail/link-broken-mail.ts): one mail per incident.
  'mail.broken.subject': 'Broken link: {shortLink}',
  'mail.broken.what': 'The destination of your short link {shortLink} stopped working: {error} at {url}.',
  'mail.broken.whatTitled': 'The destination of your short link {shortLink} (“{title}”) stopped working: {error} at {url}.',
  'mail.broken.fallback':
    'Until it works again, visitors are sent to the fallback URL {fallbackUrl}; they go back to the destination by themselves once it recovers.',
  'mail.broken.noFallback':
    'Visitors still go to the broken destination: fix it, or give the link a fallback URL in its editor (or the team a default one under Link health).',
  'mail.broken.action': 'Open Link health',
  'mail.broken.page': 'Link health',
  'mail.broken.footer': 'Broken since {since} UTC. You get one mail per incident, not per check; webhooks say link.broken and link.recovered.',
  // The scheduled report (functions/src/mail/report-mail.ts, report-mail-text.ts); {frequency} is weekly or monthly.
  'mail.report.subject': '{frequency, select, weekly {Your weekly Kisa report: {range}} other {Your monthly Kisa report: {range}}}',
  'mail.report.heading': '{frequency, select, weekly {Your week on Kisa} other {Your month on Kisa}}',
  'mail.report.intro': 'Here is how {what} did from {range}.',
  'mail.report.wholeTeam': "your team''s links",
  'mail.report.campaign': 'the campaign “{name}”',
  'mail.report.tags': 'the links tagged {names}',
  'mail.report.clicks': 'Clicks',
  'mail.report.uniqueClicks': 'Unique clicks',
  'mail.report.conversions': 'Conversions',
  'mail.report.conversionRate': '{rate} of clicks converted',
  'mail.report.change': '{frequency, select, weekly {{change} on the previous week} other {{change} on the previous month}}',
  'mail.report.newSincePrevious': '{frequency, select, weekly {none the previous week} other {none the previous month}}',
  'mail.report.chartAlt': 'Clicks per day',
  'mail.report.chartLegend': 'Clicks per day (light) and unique clicks (dark)',
  'mail.report.topLinks': 'Top links',
  'mail.report.countries': 'Top countries',
  'mail.report.devices': 'Devices',
  'mail.report.link': 'Link',
  'mail.report.noClicks': 'No clicks in this period.',
  'mail.report.device': '{device, select, mobile {Mobile} tablet {Tablet} desktop {Desktop} other {{device}}}',
  'mail.report.unknown': 'Unknown',
  'mail.report.open': 'Open in Kisa',
  'mail.report.why':
    '{frequency, select, weekly {You get this mail because you chose weekly reports in Kisa.} other {You get this mail because you chose monthly reports in Kisa.}}',
  'mail.report.unsubscribe': 'Unsubscribe',
  'mail.report.settings': 'Change what you get',
};
