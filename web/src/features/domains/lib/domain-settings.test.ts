import { describe, expect, it } from 'vitest';
import { MSG, type Domain } from '@kisa/shared';
import { checkDomainSettings, settingsPatch, settingsValues, type SettingsValues } from './domain-settings';

const domain: Domain = {
  host: 'go.acme.test',
  status: 'verified',
  createdAt: '2026-05-01T10:00:00.000Z',
  isDefault: false,
  links: 0,
  records: [],
  rootUrl: 'https://acme.example/home',
  notFoundUrl: null,
  robotsTxt: 'User-agent: *',
  appleAppSiteAssociation: null,
  assetLinks: null,
};

const blank: SettingsValues = { rootUrl: '', notFoundUrl: '', robotsTxt: '', appleAppSiteAssociation: '', assetLinks: '' };

describe('domain settings form', () => {
  it('starts from the saved values, unset ones empty', () => {
    expect(settingsValues(domain)).toEqual({ ...blank, rootUrl: 'https://acme.example/home', robotsTxt: 'User-agent: *' });
  });

  it("refuses what the server refuses, with the server's messages", () => {
    expect(checkDomainSettings(blank)).toEqual({});
    expect(
      checkDomainSettings({
        ...blank,
        rootUrl: 'acme.example/x',
        notFoundUrl: '  ',
        assetLinks: ' [] ',
        appleAppSiteAssociation: ' {"applinks":{"details":[]}} ',
      }),
    ).toEqual({});
    expect(
      checkDomainSettings({
        rootUrl: 'javascript:alert(1)',
        notFoundUrl: 'not a url',
        robotsTxt: 'x'.repeat(10_001),
        appleAppSiteAssociation: '{"applinks":',
        assetLinks: '"just a string"',
      }),
    ).toEqual({
      rootUrl: MSG.urlInvalid,
      notFoundUrl: MSG.urlInvalid,
      robotsTxt: MSG.domainFileTooLong,
      appleAppSiteAssociation: MSG.domainFileNotJson,
      assetLinks: MSG.assetLinksNotArray,
    });
    // The platforms' shapes: Apple's file is an object, Google's an array.
    expect(checkDomainSettings({ ...blank, appleAppSiteAssociation: '{"applinks":{}}', assetLinks: '{"relation":[]}' })).toEqual({
      appleAppSiteAssociation: MSG.aasaApplinks,
      assetLinks: MSG.assetLinksNotArray,
    });
  });

  it('sends only what changed: URLs normalised, files trimmed, emptied fields cleared', () => {
    expect(settingsPatch(domain, settingsValues(domain))).toEqual({});
    expect(
      settingsPatch(domain, { ...settingsValues(domain), rootUrl: '', notFoundUrl: 'acme.example/404', robotsTxt: ' User-agent: * \n', assetLinks: ' [] ' }),
    ).toEqual({
      rootUrl: null,
      notFoundUrl: 'https://acme.example/404',
      assetLinks: '[]',
    });
  });
});
