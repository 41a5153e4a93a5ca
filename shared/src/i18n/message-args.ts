import type { FunctionMessageKey } from './message-catalogues.js';

/**
 * What each function message takes, in order, so its English text can be recognised with the
 * values inside and said again in another language: `name` is text, `name#` a number, `name[]` a
 * list (joined by the function), `name|a|b` one of those values (`|*` or any text). `{}` marks a
 * function taking one object of these fields. The names are the ICU arguments of its catalog texts.
 */
export const MESSAGE_ARGS: Record<FunctionMessageKey, readonly string[] | { readonly object: readonly string[] }> = {
  'msg.missingScope': ['scope'],
  'msg.roleLacksScope': ['scope'],
  'msg.teamHandedOver': ['email'],
  'msg.invitationSent': ['email'],
  'msg.emailChangeSent': ['email'],
  'msg.alreadyTeamMember': ['email'],
  'msg.invalidPlan': ['plans[]'],
  'msg.apiKeyScopeUnknown': ['scope'],
  'msg.apiKeyScopesBeyondRole': ['scopes[]'],
  'msg.apiKeyExpiryInvalid': ['days#'],
  'msg.tooManyAttemptsIn': ['minutes#'],
  'msg.tooManyRequestsIn': ['seconds#'],
  'msg.analyticsUnknownParam': ['name'],
  'msg.unknownField': ['name'],
  'msg.limitInvalid': ['max#'],
  'msg.domainHasLinks': ['links#'],
  'msg.aasaDetailAppIds': ['n#'],
  'msg.aasaAppId': ['where', 'id'],
  'msg.aasaDetailPaths': ['n#'],
  'msg.aasaAppsList': ['key'],
  'msg.assetLinksRelation': ['n#'],
  'msg.assetLinksTarget': ['n#'],
  'msg.assetLinksPackage': ['n#'],
  'msg.assetLinksFingerprints': ['n#'],
  'msg.assetLinksFingerprint': ['n#', 'value'],
  'msg.assetLinksSite': ['n#'],
  'msg.domainTxtMissing': ['name'],
  'msg.domainRoutingMissing': ['host', 'target'],
  'msg.domainNoRecords': ['host', 'txtName'],
  'msg.domainCnameLoop': ['chain'],
  'msg.domainCnameTooLong': ['host', 'max#'],
  'msg.qrWifiSsidTooLong': ['bytes#'],
  'msg.qrTooLong': { object: ['limit#', 'used#', 'unit|characters|bytes', 'level|L|*'] },
  'msg.rule.bulkColumnInvalid': ['column', 'kind|country|language'],
  'msg.health.noAnswer': ['seconds#'],
  'msg.webhook.disabledFailures': ['n#'],
  'msg.health.certExpiring': ['date', 'days#'],
  'msg.sso.domainTaken': ['domain'],
  'msg.sso.domainTxtMissing': ['domain', 'value'],
  'msg.sso.domainVerified': ['domain'],
  'msg.sso.samlMetadataInvalid': ['reason'],
  'msg.sso.discoveryFailed': ['url'],
  'msg.sso.discoveryIssuerMismatch': ['expected', 'found'],
  'msg.sso.discoveryInsecure': ['field'],
  'msg.sso.discoveryUnsupported': ['what'],
  'msg.sso.idpRefused': ['reason'],
};

/**
 * English catalog texts of the function messages whose words change with a value (a plural, a
 * choice): the others' are made from the function itself (validation-keys.ts).
 */
export const ENGLISH_FUNCTION_TEXTS: Partial<Record<FunctionMessageKey, string>> = {
  'msg.tooManyAttemptsIn': 'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'msg.tooManyRequestsIn': 'Too many requests. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
  'msg.domainHasLinks': 'This domain still has {links, plural, one {# link} other {# links}}. Delete them or move them to another domain first.',
  'msg.qrTooLong':
    'This QR code holds at most {limit, number} {unit, select, bytes {bytes} other {characters}} at error correction {level, select, L {L} other {{level}}}; {unit, select, bytes {this content takes {used, number} (letters such as ş or é take 2 bytes, emoji 4).} other {this content has {used, number}.}} {level, select, L {Please shorten it.} other {Please shorten it or choose a lower error correction.}}',
  'msg.health.certExpiring': 'The TLS certificate expires on {date} ({days, plural, one {in # day} other {in # days}})',
  'msg.rule.bulkColumnInvalid':
    'The column “{column}” names no {kind, select, country {country} other {language}}: targeting columns are country:XX with a two-letter ISO code (country:DE) or language:xx with a language code (language:tr, language:en-gb). Fix the header row and choose the file again.',
};
