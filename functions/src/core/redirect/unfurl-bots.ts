/**
 * Link-unfurling bots: what fetches a short link to draw its preview card in a feed or
 * a chat — Facebook (facebookexternalhit, Facebot), X/Twitter (Twitterbot), LinkedIn (LinkedInBot),
 * Slack (Slackbot-LinkExpanding, Slack-ImgProxy, Slackbot), WhatsApp, Telegram (TelegramBot),
 * Discord (Discordbot), iMessage (Apple's fetcher says "facebookexternalhit/1.1 Facebot
 * Twitterbot/1.0"), and a few more that unfurl the same way (Pinterest, Reddit, Skype, Mastodon).
 * Only they get a link's custom preview page; the apps' own in-app browsers (FBAN, LinkedInApp,
 * "Twitter for iPhone", Slack's and Discord's Electron apps) are people and do not match.
 * WhatsApp's fetcher starts its agent with `WhatsApp/`; the name anywhere else is not it.
 *
 * One regular expression, tested only for links that have a preview (the redirect's hot path
 * stays as it was for every other link).
 */
const UNFURL_BOT =
  /facebookexternalhit|facebot|twitterbot|linkedinbot|slackbot|slack-imgproxy|^whatsapp\/|telegrambot|discordbot|pinterest(?:bot)?\/|redditbot|skypeuripreview|mastodon\//i;

export function isUnfurlBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && UNFURL_BOT.test(userAgent);
}
