import { describe, expect, it } from 'vitest';
import { appleAppSiteAssociationProblem, assetLinksProblem } from './app-links.js';
import { MSG } from './messages.js';

const APP = 'ABCDE12345.com.acme.app';
const PRINT = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0').toUpperCase()).join(':');
const json = (value: unknown) => JSON.stringify(value);

describe("apple-app-site-association in Apple's shape", () => {
  it('accepts the documented forms: components and appIDs, legacy paths and appID, webcredentials, App Clips', () => {
    for (const file of [
      { applinks: { details: [] } },
      { applinks: { details: [{ appIDs: [APP, 'QWERTY1234.tr.ornek-app'], components: [{ '/': '/*', comment: 'bütün bağlantılar 🔗' }] }] } },
      { applinks: { apps: [], details: [{ appID: APP, paths: ['/buy/*', 'NOT /private/*'] }] } },
      {
        applinks: { details: [{ appIDs: [APP], components: [] }], defaults: { caseSensitive: false } },
        webcredentials: { apps: [APP] },
        appclips: { apps: [`${APP}.Clip`] },
        activitycontinuation: { apps: [APP] },
      },
    ]) {
      expect(appleAppSiteAssociationProblem(json(file)), json(file)).toBeNull();
    }
  });

  it('names what is wrong', () => {
    const cases: [unknown, string][] = [
      [[{ applinks: { details: [] } }], MSG.aasaNotObject],
      ['applinks', MSG.aasaNotObject],
      [{ webcredentials: { apps: [APP] } }, MSG.aasaApplinks],
      [{ applinks: { details: {} } }, MSG.aasaApplinks],
      [{ applinks: { apps: {}, details: [] } }, MSG.aasaLegacyApps],
      [{ applinks: { details: [{ components: [{ '/': '/*' }] }] } }, MSG.aasaDetailAppIds(1)],
      [{ applinks: { details: [{ appIDs: [APP], paths: ['/*'] }, 'x'] } }, MSG.aasaDetailAppIds(2)],
      [{ applinks: { details: [{ appIDs: ['com.acme.app'], paths: ['/*'] }] } }, MSG.aasaAppId('applinks.details entry 1', 'com.acme.app')],
      [{ applinks: { details: [{ appID: 'abcde12345.com.acme.app', paths: ['/*'] }] } }, MSG.aasaAppId('applinks.details entry 1', 'abcde12345.com.acme.app')],
      [{ applinks: { details: [{ appIDs: [APP] }] } }, MSG.aasaDetailPaths(1)],
      [{ applinks: { details: [{ appIDs: [APP], components: ['/*'] }] } }, MSG.aasaDetailPaths(1)],
      [{ applinks: { details: [{ appIDs: [APP], paths: '/*' }] } }, MSG.aasaDetailPaths(1)],
      [{ applinks: { details: [] }, webcredentials: [APP] }, MSG.aasaAppsList('webcredentials')],
      [{ applinks: { details: [] }, appclips: { apps: ['ABCDE12345'] } }, MSG.aasaAppId('appclips.apps', 'ABCDE12345')],
    ];
    for (const [file, message] of cases) expect(appleAppSiteAssociationProblem(json(file)), json(file)).toBe(message);
    expect(appleAppSiteAssociationProblem('{"applinks":')).toBe(MSG.domainFileNotJson);
  });
});

describe("assetlinks.json in Google's shape", () => {
  const android = (target: Record<string, unknown>) => [
    { relation: ['delegate_permission/common.handle_all_urls'], target: { namespace: 'android_app', ...target } },
  ];

  it('accepts app and web statements, and an empty list', () => {
    for (const file of [
      [],
      android({ package_name: 'com.acme.app', sha256_cert_fingerprints: [PRINT, PRINT.replace('00', 'FF')] }),
      [
        { relation: ['delegate_permission/common.get_login_creds'], target: { namespace: 'web', site: 'https://kısa.örnek.example' } },
        {
          relation: ['delegate_permission/common.handle_all_urls'],
          target: { namespace: 'android_app', package_name: 'tr.com.kisa_app', sha256_cert_fingerprints: [PRINT] },
        },
      ],
    ]) {
      expect(assetLinksProblem(json(file)), json(file)).toBeNull();
    }
  });

  it('asks for an array and names what is wrong in which statement', () => {
    const lower = PRINT.toLowerCase();
    const cases: [unknown, string][] = [
      [{ relation: ['delegate_permission/common.handle_all_urls'], target: { namespace: 'web', site: 'https://acme.example' } }, MSG.assetLinksNotArray],
      [[{ relation: ['delegate_permission/common.handle_all_urls'] }], MSG.assetLinksTarget(1)],
      [[...android({ package_name: 'com.acme.app', sha256_cert_fingerprints: [PRINT] }), { relation: [], target: {} }], MSG.assetLinksRelation(2)],
      [[{ relation: 'delegate_permission/common.handle_all_urls', target: {} }], MSG.assetLinksRelation(1)],
      [[{ relation: ['x/y'], target: { namespace: 'ios_app' } }], MSG.assetLinksTarget(1)],
      [android({ package_name: 'acme', sha256_cert_fingerprints: [PRINT] }), MSG.assetLinksPackage(1)],
      [android({ package_name: 'com.acme.app' }), MSG.assetLinksFingerprints(1)],
      [android({ package_name: 'com.acme.app', sha256_cert_fingerprints: [] }), MSG.assetLinksFingerprints(1)],
      [android({ package_name: 'com.acme.app', sha256_cert_fingerprints: [lower] }), MSG.assetLinksFingerprint(1, `${lower.slice(0, 59)}…`)],
      [android({ package_name: 'com.acme.app', sha256_cert_fingerprints: ['AA:BB:CC'] }), MSG.assetLinksFingerprint(1, 'AA:BB:CC')],
      [
        android({ package_name: 'com.acme.app', sha256_cert_fingerprints: [PRINT.replaceAll(':', '')] }),
        MSG.assetLinksFingerprint(1, `${PRINT.replaceAll(':', '').slice(0, 59)}…`),
      ],
      [[{ relation: ['x/y'], target: { namespace: 'web', site: 'https://acme.example/path' } }], MSG.assetLinksSite(1)],
      [[{ relation: ['x/y'], target: { namespace: 'web', site: 'acme.example' } }], MSG.assetLinksSite(1)],
    ];
    for (const [file, message] of cases) expect(assetLinksProblem(json(file)), json(file)).toBe(message);
    expect(assetLinksProblem('[{')).toBe(MSG.domainFileNotJson);
  });

  it('quotes a long bad value shortened on a whole character', () => {
    const emoji = '🔑'.repeat(70);
    const message = assetLinksProblem(json(android({ package_name: 'com.acme.app', sha256_cert_fingerprints: [emoji] })));
    expect(message).toBe(MSG.assetLinksFingerprint(1, `${'🔑'.repeat(59)}…`));
  });
});
