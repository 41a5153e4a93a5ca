/**
 * Every user-facing message of the product, verbatim from the spec (spelling included:
 * 'requried', 'Password do not match'). Web and API import from here so both say the same.
 */
export const MSG = {
  allFieldsRequired: 'All fields are required',
  invalidEmail: 'Invalid email',
  passwordsDoNotMatch: 'Password do not match',
  titleRequired: 'All fields requried',
  unknownError: 'An unknown error occurred',
  urlInvalid: 'URL contains invalid characters',
  urlsInvalid: 'URLs contain invalid characters. Please enter valid URL.',
  // Ours: a URL over URL_MAX (2,048) characters as stored (non-ASCII characters count percent-encoded).
  urlTooLong: 'URL is too long: at most 2,048 characters',
  urlsTooLong: 'URLs must be at most 2,048 characters each',
  // Ours: a target on the product's own short domain would loop or hide the destination.
  targetIsShortLink: 'Links to Kisa short links are not allowed. Please enter the destination itself.',
  deeplinkInvalid: 'Deeplink contain invalid characters. Please enter valid Deeplink.',
  urlCopied: 'URL has been copied.',
  noLinksYet: 'You have not yet created any QR Codes and Smart Links',
  aliasRequired: 'Please enter an alias',
  aliasLength: 'Alias must be between 3 and 50 characters',
  aliasCharacters: 'Alias may only contain letters, numbers, hyphens and underscores',
  aliasReserved: 'This alias is reserved. Please choose another one.',
  aliasTaken: 'This alias is already taken. Please choose another one.',
  titleTooLong: 'Title must be at most 200 characters',
  utmTooLong: 'UTM values must be at most 200 characters',
  maxClicksInvalid: 'Click limit must be a whole number of at least 1',
  expiryDateInvalid: 'Please enter a valid date',
  passwordRequired: 'Please enter a password',
  linkNotFound: 'Link not found',
  linkSaved: 'Your link has been updated.',
  linkCreated: 'Your short link is ready.',
  // A link screening flagged at creation (ours): its owner is told, with what to do.
  linkCreatedFlagged: 'Your short link was created, but flagged for review: visitors see a warning page first.',
  linkFlaggedTitle: 'Flagged for review',
  linkFlaggedNotice:
    'Kisa flagged this link’s destination as possibly unsafe, so its visitors see a warning page before they continue. It is in our review queue already: if the destination is legitimate, nothing more is needed — the warning goes once our team clears it. If it is not the page you meant, delete the link and create it again with the right destination.',
  linkDisabledTitle: 'Disabled by Kisa',
  linkDisabledNotice:
    'Kisa’s team disabled this link: its visitors get a “link disabled” page and no clicks are counted. If you think this is a mistake, contact Kisa support.',
  linkDeleted: 'Link deleted',
  titleFetchFailed: 'Could not fetch the page title',
  linkPasswordTooLong: 'Password must be at most 128 characters',
  // Ours: link passwords visitors type.
  linkPasswordTooShort: 'Password must be at least 6 characters',
  linkPasswordBlank: 'Password must not be only spaces',
  // Ours: link and account passwords (password-rules.ts).
  passwordTooCommon: 'This password is too easy to guess: it is one of the most common passwords, or one character repeated. Please choose another.',
  unknownUser: 'Unknown User',
  ownerOnly: 'Only "Owner" can edit password and profile details.',

  // Accounts (spec silent on exact wording; these are ours)
  passwordTooShort: 'Password must be at least 8 characters',
  emailInUse: 'An account with this e-mail already exists',
  wrongCredentials: 'Incorrect e-mail or password',
  notVerified: 'Please verify your e-mail address first. Check your inbox or resend the verification mail.',
  // Said only once the password was right (a wrong one to a disabled account is 'Incorrect e-mail or password').
  accountDisabled: 'Your account has been disabled. Please contact your administrator.',
  // The same answer for a new and a taken address (a taken one's owner gets a mail instead): it says nothing about accounts.
  signupDone: 'Thanks! Please check your e-mail and follow the link we sent you to continue.',
  verificationSent: 'If that account needs verifying, a new verification mail is on its way.',
  verified: 'Your account has been verified.',
  verifiedPleaseSignIn: 'Your account has been verified. Please sign in.',
  invalidToken: 'This link is invalid or has expired.',
  recoverSent: 'If an account exists for that e-mail, a password reset link has been sent.',
  resetAllowed: 'Please choose a new password.',
  resetDone: 'Your password has been changed. You can sign in now.',
  signedOut: 'Signed out',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  missingScope: (scope: string, viaKey: boolean) =>
    viaKey ? `This API key may not do this: it needs the ${scope} scope.` : `Your role in this team may not do this (it needs ${scope}).`,
  notFound: 'Not found',
  tooLarge: 'Request body is too large',
  badJson: 'Request body must be valid JSON',
  unsupportedMediaType: 'Content-Type must be application/json',
  crossSiteRequest: 'Cross-site requests are not allowed',
  // Idempotency-Key (ours; the IETF httpapi draft's 400, 409 and 422).
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 printable ASCII characters',
  idempotencyKeyInFlight: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  // Ours: a path the API has, asked with a method it does not take (the Allow header lists those it does).
  methodNotAllowed: 'This path does not take this method: the Allow header lists the ones it does.',

  // Team, admin and API keys (ours)
  lastOwner: 'A team needs at least one owner. Make another member an owner first.',
  memberNotFound: 'Team member not found',
  memberCreated: 'Team member created',
  memberUpdated: 'Profile updated',
  memberRemoved: 'Team member removed',
  memberPasswordSet: 'Password updated',
  profileSaved: 'Your name has been saved.',
  passwordChanged: 'Your password has been changed. Your other sessions were signed out and your API keys revoked.',
  currentPasswordWrong: 'The current password is not correct.',
  bulkAliasRepeated: 'This alias is on an earlier line of the file too.',
  invalidRole: 'Role must be owner or member',
  // Invitations: 'Create New Member' invites; the same answers whether or not the address has an account.
  invitationSent: (email: string) => `An invitation was sent to ${email}. They join the team once they accept it.`,
  emailChangeSent: (email: string) => `A confirmation link was sent to ${email}. The e-mail address changes once it is followed.`,
  emailChanged: 'Your e-mail address has been changed. Please sign in with it.',
  invitationNotFound: 'This invitation is invalid, has expired or was withdrawn.',
  // An owner's own team is no secret to them: saying so tells nothing about other accounts.
  alreadyTeamMember: (email: string) => `${email} is already a member of this team.`,
  invitationCancelled: 'Invitation withdrawn',
  invitationDeclined: 'Invitation declined',
  invitationAcceptedNewAccount: 'You have joined the team. Sign in with this e-mail and the password the team owner chose for you.',
  invitationAccepted: 'You have joined the team.',
  invitationSignInFirst: 'This address already has a Kisa account: sign in with it to accept the invitation.',
  invitationConfirmLeave: 'Accepting moves your account out of its current team. Please confirm that you want to leave it.',
  invitationLastOwner: 'You are the last owner of your current team, which has other members. Make one of them an owner first.',
  invitationActionInvalid: 'Action must be accept or decline',
  invitationForAnotherAccount: 'This invitation is for another e-mail address.',
  nothingToUpdate: 'Nothing to update',
  userNotFound: 'User not found',
  userUpdated: 'User updated',
  invalidFlag: 'Verified and disabled must be true or false',
  invalidPlan: (plans: readonly string[]) => `Plan must be one of: ${plans.join(', ')}`,
  cannotDisableSelf: 'You cannot disable your own account',
  apiKeyNameRequired: 'Please enter a name for the key',
  apiKeyNameTooLong: 'Key name must be at most 100 characters',
  apiKeyNotFound: 'API key not found',
  apiKeyRevoked: 'API key revoked',
  apiKeysRevoked: 'All API keys revoked',
  apiKeyShownOnce: "Copy this key now. You won't be able to see it again.",
  apiKeyExpired: 'This API key has expired. Create a new one under Settings → Profile → API keys.',
  apiKeyScopesInvalid: 'Scopes must be a list of API key scopes',
  apiKeyScopeUnknown: (scope: string) => `${scope} is not a scope an API key may have`,
  apiKeyScopesBeyondRole: (scopes: readonly string[]) => `A key never exceeds its creator's role: your role does not include ${scopes.join(', ')}.`,
  apiKeyExpiryInvalid: (days: number) => `Expiry must be a date in the future, at most ${days} days from now`,
  sessionNotFound: 'Session not found',
  sessionEnded: 'Session ended',
  sessionsEnded: 'Sessions ended',
  sessionsOfOwner: "Only an owner may end an owner's sessions.",

  // Free text with control, line-break or bidi-override characters (text-rules.ts; ours,
  // in the style of the spec's 'URL contains invalid characters')
  nameInvalidCharacters: 'Name contains invalid characters',
  titleInvalidCharacters: 'Title contains invalid characters',
  utmInvalidCharacters: 'UTM values contain invalid characters',
  apiKeyNameInvalidCharacters: 'Key name contains invalid characters',
  campaignNameInvalidCharacters: 'Campaign name contains invalid characters',

  // Campaigns and bulk
  campaignCreateError: 'Error creating campaign',
  campaignsFetchError: 'Error fetching campaigns',
  campaignDeleteError: 'Error deleting campaign',
  campaignExportError: 'Error exporting campaign links',
  campaignStatsError: 'Error fetching campaign stats',
  campaignNotFound: 'Campaign not found',
  bulkCreateError: 'Error creating bulk links',
  campaignsListError: 'Error fetching campaigns. Please try again later.',
  unexpectedFormat: 'Unexpected data format received from server',
  campaignDeleteConfirm: 'Are you sure you want to delete this campaign? This action cannot be undone.',
  campaignDeleted: 'Campaign deleted successfully',
  campaignDeleteFailed: 'Error deleting campaign. Please try again.',
  campaignStatsFailed: 'Error fetching campaign statistics',
  invalidCampaignResponse: 'Invalid campaign response',
  processingError: 'An error occurred during processing.',
  bulkDone: 'Bulk operation completed successfully!',
  bulkNeedFileAndName: 'Please upload a file and provide a campaign name.',
  bulkBadExtension: 'Please upload a CSV or TXT file.',
  bulkNoUrls: 'No valid URLs found in the file.',
  noCampaigns: 'You have not yet created any campaign.',
  campaignNameRequired: 'Please provide a campaign name.',
  campaignNameTooLong: 'Campaign name must be at most 100 characters',
  bulkTooManyLinks: 'At most 10,000 links per request: send a bigger file as several requests of 10,000 links.',
  exportFormatInvalid: 'Format must be csv or xlsx',
  exportPreparing: 'The export is being prepared; ask again in a few seconds.',

  // Abuse ( ours): screening, reports, moderation and the blocklist
  targetBlocked: 'This destination is blocked on Kisa because it is known for phishing or malware.',
  reportLinkRequired: 'Please enter the short link you want to report.',
  reportReasonInvalid: 'Please choose a reason.',
  reportDetailsTooLong: 'Details must be at most 1,000 characters',
  reportDetailsInvalid: 'Details contain invalid characters',
  reportThanks: 'Thank you. Our team will review this link.',
  reportWhichLink: 'This code is used on more than one domain. Please choose the short link you received.',
  linkDisabled: 'This link has been disabled.',
  moderationActionInvalid: 'Unknown moderation action',
  moderationTargetRequired: 'Please say which link or team the action is for.',
  moderationNoteTooLong: 'Note must be at most 500 characters',
  teamNotFound: 'Team not found',
  blocklistEntriesRequired: 'Please give hosts or domains to add or remove, or a file.',
  blocklistTooMany: 'At most 20,000 entries per request.',
  blocklistNothingValid: 'No valid hosts or domains found.',

  // Visitors: password gate (ours)
  wrongLinkPassword: 'Incorrect password. Please try again.',
  tooManyAttempts: 'Too many attempts. Please try again in a few minutes.',
  // Rate limits (functions/src/core/rate-limits): every 429 says when to try again (also in Retry-After).
  tooManyAttemptsIn: (minutes: number) => `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  /** A signed-in caller over their plan's request limit (per API key or session, or per team). */
  tooManyRequestsIn: (seconds: number) => `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,

  // Analytics (ours)
  analyticsDateInvalid: 'Please give the range as from and to dates (YYYY-MM-DD).',
  analyticsTimeZoneInvalid: 'Please give a valid IANA time zone as tz (e.g. Europe/Istanbul).',
  analyticsRangeOrder: 'The start date must not be after the end date.',
  analyticsRangeTooLong: 'A date range can cover at most 400 days.',
  analyticsUnknownParam: (name: string) => `Unknown parameter: ${name.slice(0, 50)}`,
  // A body field the operation does not take (a typo such as long_url must not read as a missing field).
  unknownField: (name: string) => `Unknown field: ${name.slice(0, 50)}`,
  analyticsFilterTooLong: 'Filter values must be at most 200 characters.',
  // Lists' query bounds (query-params.ts): each names its parameter, as the problem's field does.
  pageInvalid: 'page must be a whole number from 1 to 1,000,000.',
  limitInvalid: (max: number) => `limit must be a whole number from 1 to ${max}.`,
  cursorInvalid: 'This cursor was not given out by this list: start again without it.',
  moderationStatusInvalid: 'status must be open or resolved.',
  analyticsNoClicks: 'No clicks in this range',
  analyticsLoadError: 'Error fetching analytics',
  analyticsBotsExcluded: 'Visits from bots and crawlers are not counted.',
  analyticsPreparing: 'Analytics are being prepared (the click log is loading); please try again in a few seconds.',
  // Branded domains (ours)
  domainInvalid: 'Please enter a domain name such as go.example.com (no http://, path or port).',
  domainIsPlatform: "This is Kisa's own domain; every team can use it already.",
  domainAlreadyAdded: 'Your team has added this domain already.',
  domainClaimed: 'This domain is verified by another team.',
  domainNotFound: 'Domain not found',
  domainLimit: 'A team can add at most 50 domains.',
  domainHasLinks: (links: number) => `This domain still has ${links} link${links === 1 ? '' : 's'}. Delete them or move them to another domain first.`,
  domainNotVerified: 'This domain is not verified yet: create its DNS records, then check again.',
  domainRemoved: 'Domain removed',
  domainFileInvalid: 'Please enter text.',
  domainFileTooLong: 'At most 10,000 characters.',
  domainFileNotJson: 'This is not valid JSON: check its brackets, commas and quotes.',
  // The app-links files' shapes (app-links.ts), as Apple and Google document them.
  aasaNotObject: 'apple-app-site-association must be a JSON object, such as {"applinks": {"details": […]}}.',
  aasaApplinks: 'apple-app-site-association needs an "applinks" object with a "details" array (Apple\'s universal links).',
  aasaLegacyApps: 'In apple-app-site-association, "applinks.apps" must be an array (Apple wants it empty: []).',
  aasaDetailAppIds: (n: number) => `apple-app-site-association: applinks.details entry ${n} needs "appIDs", a list of app IDs (or the older "appID").`,
  aasaAppId: (where: string, id: string) =>
    `apple-app-site-association: ${where} has "${id}", which is not an app ID: the 10-character team ID, a dot and the bundle ID, such as ABCDE12345.com.example.app.`,
  aasaDetailPaths: (n: number) =>
    `apple-app-site-association: applinks.details entry ${n} needs "components" (a list of objects such as {"/": "/*"}) or "paths" (a list of strings).`,
  aasaAppsList: (key: string) => `apple-app-site-association: "${key}" must be an object with "apps", a list of app IDs.`,
  assetLinksNotArray: 'assetlinks.json must be a JSON array of statements, such as [{"relation": […], "target": {…}}].',
  assetLinksRelation: (n: number) => `assetlinks.json: statement ${n} needs "relation", a list such as ["delegate_permission/common.handle_all_urls"].`,
  assetLinksTarget: (n: number) => `assetlinks.json: statement ${n} needs a "target" object whose "namespace" is "android_app" or "web".`,
  assetLinksPackage: (n: number) => `assetlinks.json: statement ${n}'s target needs "package_name", the app's ID such as com.example.app.`,
  assetLinksFingerprints: (n: number) =>
    `assetlinks.json: statement ${n}'s target needs "sha256_cert_fingerprints", a list of the signing certificates' SHA-256 fingerprints.`,
  assetLinksFingerprint: (n: number, value: string) =>
    `assetlinks.json: statement ${n} has the fingerprint "${value}": a SHA-256 fingerprint is 32 bytes in upper-case hex separated by colons (AA:BB:…:FF), as keytool prints it.`,
  assetLinksSite: (n: number) => `assetlinks.json: statement ${n}'s web target needs "site", an origin such as https://www.example.com (no path).`,
  domainTxtMissing: (name: string) => `No TXT record with this domain's token at ${name}.`,
  domainRoutingMissing: (host: string, target: string) => `${host} does not point at ${target} yet (a CNAME, or A/AAAA records with its addresses).`,
  domainDnsUnreachable: 'DNS did not answer; Kisa will check again.',
  domainNoRecords: (host: string, txtName: string) => `No DNS records found for ${host} or ${txtName}: create the two records below, then check again.`,
  domainCnameLoop: (chain: string) => `The CNAME records loop (${chain}): a name must lead to the target, not back to itself.`,
  domainCnameTooLong: (host: string, max: number) =>
    `${host} leads through more than ${max} CNAME records in a row; resolvers give up on such chains. Point it at the target more directly.`,
  domainUnknown: "This domain is not one of your team's verified domains.",
  domainEdgePending: 'Verified. Kisa is still setting up HTTPS for this domain and tries again at every check.',
  domainEdgeElsewhere: 'Verified, but this domain is set up on another CloudFront account; remove it there so Kisa can serve it.',

  // Standalone QR generator (ours)
  qrUrlRequired: 'Please enter a web address to generate the QR code.',
  qrUrlInvalid: 'Please enter a web address such as https://example.com.',
  qrWifiSsidRequired: 'Please enter the network name (SSID) to generate the Wi-Fi QR code.',
  qrWifiSsidTooLong: (bytes: number) => `A network name is at most 32 bytes; this one takes ${bytes} (letters such as ş take 2 bytes, emoji 4).`,
  qrWifiPasswordRequired: 'Please enter the network password, or choose "None" as the security.',
  qrWifiPasswordLength: 'A WPA/WPA2 password has 8 to 63 characters (letters such as ş count as 2, emoji as 4) or 64 hexadecimal digits.',
  // A code too long for any QR version at the chosen level: the limit, never a network error.
  qrTooLong: ({ limit, used, unit, level }: { limit: number; used: number; unit: 'characters' | 'bytes'; level: string }) =>
    `This QR code holds at most ${limit.toLocaleString('en-US')} ${unit} at error correction ${level}; ` +
    (unit === 'bytes'
      ? `this content takes ${used.toLocaleString('en-US')} (letters such as ş or é take 2 bytes, emoji 4). `
      : `this content has ${used.toLocaleString('en-US')}. `) +
    (level === 'L' ? 'Please shorten it.' : 'Please shorten it or choose a lower error correction.'),
  // Only when the QR code library (a lazy chunk) could not be loaded.
  qrLibraryUnavailable: 'The QR code could not be generated. Please check your connection and try again.',
  qrNotGenerated: 'The QR code could not be generated. Please try again.',
} as const;

export type MessageKey = keyof typeof MSG;
