import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { navSection } from './nav-section';

const ITEMS = [paths.dashboard, paths.analytics, paths.campaigns, paths.bulk, paths.qrCode, paths.settings];

describe('navSection', () => {
  it("marks a sidebar item's own screen as the page", () => {
    expect(navSection(paths.dashboard, ITEMS)).toEqual({ to: paths.dashboard, current: 'page' });
    expect(navSection(`${paths.analytics}/`, ITEMS)).toEqual({ to: paths.analytics, current: 'page' });
    expect(navSection(paths.campaigns, ITEMS)).toEqual({ to: paths.campaigns, current: 'page' });
    expect(navSection(paths.settings, ITEMS)).toEqual({ to: paths.settings, current: 'page' });
  });

  it('puts the editor and the insight under the dashboard, a campaign under campaigns', () => {
    expect(navSection(paths.editTitleDefault('abc'), ITEMS)).toEqual({ to: paths.dashboard, current: 'section' });
    expect(navSection(paths.editTab('expiration', 'abc'), ITEMS)).toEqual({ to: paths.dashboard, current: 'section' });
    expect(navSection(paths.insight('abc'), ITEMS)).toEqual({ to: paths.dashboard, current: 'section' });
    expect(navSection(paths.campaign('c1'), ITEMS)).toEqual({ to: paths.campaigns, current: 'section' });
  });

  it('puts the team, plan, domains and webhooks screens under settings', () => {
    expect(navSection(paths.team, ITEMS)).toEqual({ to: paths.settings, current: 'section' });
    expect(navSection(paths.plan, ITEMS)).toEqual({ to: paths.settings, current: 'section' });
    expect(navSection(paths.domains, ITEMS)).toEqual({ to: paths.settings, current: 'section' });
    expect(navSection(paths.webhooks, ITEMS)).toEqual({ to: paths.settings, current: 'section' });
  });

  it('puts the Tags screen under settings', () => {
    expect(navSection(paths.tags, ITEMS)).toEqual({ to: paths.settings, current: 'section' });
  });

  it('marks nothing for screens of no section, and is not fooled by look-alike prefixes', () => {
    expect(navSection('/admin/dashboard', ITEMS)).toBeNull();
    expect(navSection('/edit/', ITEMS)).toBeNull();
    expect(navSection('/campaigns-old', ITEMS)).toBeNull();
    expect(navSection('/e/campaignsx', ITEMS)).toBeNull();
    expect(navSection('/e/planet', ITEMS)).toBeNull();
    expect(navSection('/e/plan', [paths.dashboard])).toBeNull();
  });
});
