/**
 * Chromium end-to-end: tags against the local runtime. An owner reaches Settings →
 * Tags, is told what tags are, creates "İndirim Kasım" and "🎉 Launch" (a name the team has in
 * other capitals refused before sending, the server's refusal shown under the name), creates a
 * link with both from the Create modal and another with the keyboard only (a tag created from
 * the typed name, chips removed with Backspace and with their remove button, Escape closing the
 * list and clearing the text without closing the dialog), sees the chips on the dashboard's
 * rows, filters by tags (in the URL, any of them, combined with the search; Back and Forward
 * follow; the filter survives a trip to the editor), renames a tag and sees the rows follow,
 * takes a tag off a link in the editor, checks the counts on the Tags screen (a count opens the
 * dashboard filtered by it), deletes a tag (gone from the rows), and uploads a CSV with a `tags`
 * column (the bulk screen says which links carry which tags, the counts follow, the campaign's
 * rows show them). A member sees no delete button; the dashboard's chips fit a 390 px phone.
 * Needs the runtime from infra/local/test/global-setup.ts (`inject('runtime')`).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MSG, paths, TAG_MSG, type Campaign, type Link, type Tag, type TagList } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectAccessible, waitForContent } from './support/axe';
import {
  expectFits,
  expectHeading,
  expectPath,
  expectStatus,
  expectVisible,
  runtimeUrls,
  signInToDashboard,
  submitSignIn,
  uniqueStamp,
  useChromium,
} from './support/browser';
import { expectFocused, tabTo } from './support/keyboard';
import { addTeamMember } from './support/team';

const { appUrl, at } = runtimeUrls();
const host = new URL(appUrl).host;
const PHONE = { width: 390, height: 844 };
const password = 'tags-Passw0rd';
const { openPage, signedInPage } = useChromium({ reducedMotion: 'reduce' });

const INDIRIM = 'İndirim Kasım';
const LAUNCH = '🎉 Launch';
const LANSMAN = '🚀 Lansman';

async function teamTags(token: string): Promise<Tag[]> {
  return (await apiAs<TagList>(token, 'GET', '/api/tags')).items;
}

async function tagNamed(token: string, name: string): Promise<Tag> {
  const tags = await teamTags(token);
  const tag = tags.find((t) => t.name === name);
  if (!tag) throw new Error(`expected the team to have a tag "${name}", it has ${JSON.stringify(tags.map((t) => t.name))}`);
  return tag;
}

function row(page: Page, alias: string): Locator {
  return page.locator('tbody tr').filter({ has: page.getByRole('link', { name: `${host}/${alias}`, exact: true }) });
}

/** The tag names a row (or a picker) shows, in order. */
async function chipsOf(scope: Locator): Promise<string[]> {
  return scope.locator('.tag-chip__name').allInnerTexts();
}

/** The row's chips settle on `names` (the list refreshes a moment after a change). */
async function expectChips(page: Page, alias: string, names: string[]): Promise<void> {
  const r = row(page, alias);
  await expectVisible(r, `the row of ${host}/${alias}`);
  try {
    await expect.poll(() => chipsOf(r), { timeout: 10_000 }).toEqual(names);
  } catch {
    throw new Error(`expected the row of ${host}/${alias} to show the tags ${JSON.stringify(names)}, it shows ${JSON.stringify(await chipsOf(r))}`);
  }
}

/** The aliases the dashboard lists now (after the list settles on `count` rows). */
async function listedAliases(page: Page, count: number): Promise<string[]> {
  const rows = page.locator('tbody tr');
  try {
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(count);
  } catch {
    throw new Error(`expected ${count} rows on the dashboard at ${page.url()}, there are ${await rows.count()}`);
  }
  const labels = await page.locator('tbody tr .short-link').evaluateAll((as) => as.map((a) => a.getAttribute('aria-label') ?? ''));
  return labels.map((l) => l.slice(l.indexOf('/') + 1)).sort();
}

/** The URL's tag filter settles on `ids` (in any order), with `q` as the search. */
async function expectFilterUrl(page: Page, ids: string[], q = ''): Promise<void> {
  const read = () => {
    const u = new URL(page.url());
    return {
      tags: u.searchParams
        .getAll('tag')
        .flatMap((v) => v.split(','))
        .sort(),
      q: u.searchParams.get('q') ?? '',
    };
  };
  try {
    await expect.poll(read, { timeout: 10_000 }).toEqual({ tags: [...ids].sort(), q });
  } catch {
    throw new Error(`expected the dashboard's URL to filter by ${JSON.stringify(ids)} with q=${JSON.stringify(q)}, it is ${page.url()}`);
  }
}

/** A row of the Tags screen. */
function tagRow(page: Page, name: string): Locator {
  return page.locator('tr[data-tag-id]').filter({ has: page.locator('.tag-chip__name', { hasText: name }) });
}

/** The Tags screen's link count for `name` settles on `text` ('2 links', 'No links'). */
async function expectCount(page: Page, name: string, text: string): Promise<void> {
  const cell = tagRow(page, name).locator('td').nth(1);
  try {
    await expect.poll(() => cell.innerText(), { timeout: 10_000 }).toBe(text);
  } catch {
    throw new Error(`expected the Tags screen to count "${text}" for ${name}, it says "${await cell.innerText().catch(() => '(no row)')}"`);
  }
}

async function openTagsScreen(page: Page): Promise<void> {
  await page.goto(at(paths.tags));
  await expectHeading(page, 'Tags');
  await waitForContent(page);
}

/** Creates a tag through the Tags screen's form. */
async function createOnScreen(page: Page, name: string, colour: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Create a tag' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByRole('radio', { name: colour, exact: true }).check();
  await form.getByRole('button', { name: 'Create tag' }).click();
  await expectStatus(page, `The tag “${name}” has been created.`);
  await expectVisible(tagRow(page, name), `the row of the tag ${name}`);
}

/** The dialog closes (fails with what it says instead: its alerts and field errors). */
async function expectClosed(dialog: Locator, what: string): Promise<void> {
  try {
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
  } catch {
    const said = await dialog.locator('[role="alert"], .field__error').allInnerTexts();
    throw new Error(`expected ${what} to close, it stays open saying ${JSON.stringify(said)}`);
  }
}

/** The text a picker said last in its polite live region. */
async function pickerSaid(picker: Locator): Promise<string> {
  return (await picker.locator('[role="status"]').last().textContent())?.trim() ?? '';
}

describe('tags in Chromium', () => {
  const stamp = uniqueStamp();

  it("creates tags, puts them on links (mouse and keyboard), filters, renames, removes, counts, deletes, and reads a bulk file's tags column", {
    timeout: 300_000,
  }, async () => {
    const email = `tala-${stamp}@example.com`;
    const page = await signedInPage('Tala Tags', email, password);
    const token = await apiToken(email, password);

    // Settings → Tags: what tags are, nothing yet.
    await page.goto(at(paths.settings));
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Tags', exact: true }).click();
    await expectPath(page, paths.tags);
    await expectHeading(page, 'Tags');
    await waitForContent(page);
    await expectVisible(page.getByText('No tags yet'), 'the empty state');
    await expectVisible(page.getByText(/Tags are your team's labels for links/), 'what tags are');
    await expectAccessible(page, 'the Tags screen, empty');

    // Two tags: a Turkish name and an emoji.
    await createOnScreen(page, INDIRIM, 'Red');
    await createOnScreen(page, LAUNCH, 'Purple');
    expect((await teamTags(token)).map((t) => [t.name, t.color]).sort(), 'the tags as stored').toEqual([
      [INDIRIM, 'red'],
      [LAUNCH, 'purple'],
    ]);
    // The same name in other capitals is refused before anything is sent, under the name.
    const form = page.getByRole('form', { name: 'Create a tag' });
    const nameField = form.getByLabel('Name', { exact: true });
    await nameField.fill('İNDIRIM  kasım');
    await form.getByRole('button', { name: 'Create tag' }).click();
    await expectVisible(form.getByText(TAG_MSG.nameTaken), 'the name-taken message');
    expect(await nameField.getAttribute('aria-invalid')).toBe('true');
    // One made elsewhere meanwhile: the server's refusal, under the name.
    await apiAs(token, 'POST', '/api/tags', { name: 'Kış', color: 'blue' });
    await nameField.fill('kış');
    expect(await nameField.getAttribute('aria-invalid'), 'a changed field drops its error').toBeNull();
    await form.getByRole('button', { name: 'Create tag' }).click();
    await expectVisible(form.getByText(TAG_MSG.nameTaken), "the server's name-taken message");
    await nameField.fill('');
    await expectAccessible(page, 'the Tags screen with tags and an error');
    const indirim = await tagNamed(token, INDIRIM);
    const launch = await tagNamed(token, LAUNCH);

    // A link with both tags, from the Create modal.
    await page.goto(at(paths.dashboard));
    const plain = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/plain', shortUrl: `plain-${stamp}`, title: 'Plain page' });
    await page.getByRole('button', { name: 'Create link', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Create New Link' });
    await dialog.waitFor();
    const aliasA = `both-${stamp}`;
    await dialog.getByLabel('Target URL').fill('https://example.com/both');
    await dialog.getByLabel('Alias', { exact: true }).fill(aliasA);
    await dialog.getByLabel('Title', { exact: true }).fill('Autumn launch sale');
    const picker = dialog.getByRole('combobox', { name: 'Tags' });
    await picker.fill('indirim'); // no dots typed: found all the same
    await dialog.getByRole('option', { name: INDIRIM }).click();
    await picker.fill('LAUNCH');
    expect(await picker.getAttribute('aria-expanded'), 'the list is open while typing').toBe('true');
    await picker.press('Enter'); // the match is active: Enter chooses it, and does not submit the form
    await expect.poll(() => chipsOf(dialog.getByRole('list', { name: 'Tags: chosen' }))).toEqual([INDIRIM, LAUNCH]);
    await expectAccessible(page, 'the Create modal with two tags chosen');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expectClosed(dialog, 'the Create modal');
    await expectStatus(page, MSG.linkCreated);
    await expectChips(page, aliasA, [INDIRIM, LAUNCH]);
    await expectChips(page, plain.shortUrl, []);

    // Keyboard only: a link whose picker creates a tag from the typed name, then loses it again.
    const opener = page.getByRole('button', { name: 'Create link', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog', { name: 'Create New Link' });
    await dialog.waitFor();
    await expectFocused(dialog.getByLabel('Target URL'), 'the Target URL field');
    await page.keyboard.type('https://example.com/keys');
    const aliasB = `keys-${stamp}`;
    await tabTo(dialog.getByLabel('Alias', { exact: true }), 'the Alias field');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(aliasB);
    await tabTo(dialog.getByLabel('Title', { exact: true }), 'the Title field');
    await page.keyboard.type('Typed with keys');
    const keysPicker = dialog.getByRole('combobox', { name: 'Tags' });
    await tabTo(keysPicker, 'the Tags combobox');
    const chosen = dialog.getByRole('list', { name: 'Tags: chosen' });
    const field = dialog.locator('.tag-picker');
    // A new name: "Create tag …" is the active option; Enter creates and chooses it.
    await page.keyboard.type('Yaz Sonu');
    await expectVisible(dialog.getByRole('option', { name: 'Create tag “Yaz Sonu”' }), 'the create option');
    expect(await keysPicker.getAttribute('aria-activedescendant'), 'an active option').toBe(
      await dialog.getByRole('option', { name: 'Create tag “Yaz Sonu”' }).getAttribute('id'),
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => chipsOf(chosen), { timeout: 10_000 }).toEqual(['Yaz Sonu']);
    await expect.poll(() => pickerSaid(field)).toContain('Tag Yaz Sonu created and added');
    expect(await keysPicker.inputValue(), 'the text is cleared').toBe('');
    // An existing one with the arrow keys, then Backspace in the empty box takes it off again.
    const activeOption = async () => {
      const id = await keysPicker.getAttribute('aria-activedescendant');
      return id ? (await dialog.locator(`[id="${id}"]`).innerText()).trim() : '(none)';
    };
    await page.keyboard.type('kas');
    await expect.poll(activeOption, { message: 'typing activates the first match' }).toBe(INDIRIM);
    await page.keyboard.press('ArrowDown');
    await expect.poll(activeOption, { message: 'ArrowDown moves to the next option' }).toBe('Create tag “kas”');
    await page.keyboard.press('ArrowUp');
    await expect.poll(activeOption, { message: 'ArrowUp moves back' }).toBe(INDIRIM);
    await page.keyboard.press('Enter');
    await expect.poll(() => chipsOf(chosen)).toEqual(['Yaz Sonu', INDIRIM]);
    await page.keyboard.press('Backspace');
    await expect.poll(() => chipsOf(chosen)).toEqual(['Yaz Sonu']);
    await expect.poll(() => pickerSaid(field)).toContain(`${INDIRIM} removed`);
    await page.keyboard.type('indirim');
    await page.keyboard.press('Enter');
    await expect.poll(() => chipsOf(chosen)).toEqual(['Yaz Sonu', INDIRIM]);
    // A chip's remove button, reached with Shift+Tab: the focus comes back to the text box.
    await tabTo(dialog.getByRole('button', { name: 'Remove tag Yaz Sonu' }), 'the remove button of Yaz Sonu', { key: 'Shift+Tab', max: 5 });
    await page.keyboard.press('Enter');
    await expect.poll(() => chipsOf(chosen)).toEqual([INDIRIM]);
    await expectFocused(keysPicker, 'the Tags combobox after removing a chip');
    // Escape closes the list, then clears the text: the dialog stays open.
    await page.keyboard.type('lau');
    expect(await keysPicker.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await keysPicker.getAttribute('aria-expanded'), 'Escape closes the list').toBe('false');
    expect(await keysPicker.inputValue()).toBe('lau');
    await page.keyboard.press('Escape');
    expect(await keysPicker.inputValue(), 'a second Escape clears the text').toBe('');
    expect(await dialog.isVisible(), 'the dialog is still open').toBe(true);
    await tabTo(dialog.getByRole('button', { name: 'Create link' }), "the dialog's Create link button");
    await page.keyboard.press('Enter');
    await expectClosed(dialog, 'the Create modal (keyboard)');
    await expectStatus(page, MSG.linkCreated);
    await expectChips(page, aliasB, [INDIRIM]);
    const yaz = await tagNamed(token, 'Yaz Sonu');

    // Filter by a tag: the URL says so, only its links are listed; another tag adds its links.
    const filter = page.getByRole('combobox', { name: 'Filter by tag' });
    await filter.fill('launch');
    await filter.press('Enter');
    await expectFilterUrl(page, [launch.id]);
    await expectStatus(page, '1 link matches');
    expect(await listedAliases(page, 1)).toEqual([aliasA]);
    await filter.fill('indirim');
    await page.getByRole('option', { name: INDIRIM }).click();
    await expectFilterUrl(page, [launch.id, indirim.id]);
    await expectStatus(page, '2 links match');
    expect(await listedAliases(page, 2)).toEqual([aliasA, aliasB].sort());
    // With the search: both at once.
    await page.getByRole('searchbox', { name: 'Search links' }).fill('keys');
    await expectFilterUrl(page, [launch.id, indirim.id], 'keys');
    await expectStatus(page, '1 link matches');
    expect(await listedAliases(page, 1)).toEqual([aliasB]);
    await page.getByRole('searchbox', { name: 'Search links' }).fill('nothing-like-this');
    await expectVisible(page.getByText(`No links tagged “${LAUNCH}” or “${INDIRIM}” match “nothing-like-this”.`), 'the empty state of the search and filter');
    await page.getByRole('searchbox', { name: 'Search links' }).fill('');
    await expectFilterUrl(page, [launch.id, indirim.id]);
    expect(await listedAliases(page, 2)).toEqual([aliasA, aliasB].sort());
    // Back undoes the second tag, Forward brings it back.
    await page.goBack();
    await expectFilterUrl(page, [launch.id]);
    expect(await listedAliases(page, 1)).toEqual([aliasA]);
    await page.goForward();
    await expectFilterUrl(page, [launch.id, indirim.id]);
    expect(await listedAliases(page, 2)).toEqual([aliasA, aliasB].sort());
    // To the editor and back: the filter is still there.
    await row(page, aliasB)
      .getByRole('link', { name: `Edit ${host}/${aliasB}` })
      .click();
    await expectPath(page, /^\/edit\//);
    await page.goBack();
    await expectPath(page, paths.dashboard);
    await expectFilterUrl(page, [launch.id, indirim.id]);
    expect(await listedAliases(page, 2)).toEqual([aliasA, aliasB].sort());
    // A chip's remove button drops one tag; Clear tags drops the filter.
    await page.getByRole('button', { name: `Stop filtering by ${LAUNCH}` }).click();
    await expectFilterUrl(page, [indirim.id]);
    await page.getByRole('button', { name: 'Clear tags' }).click();
    await expectFilterUrl(page, []);
    expect(await listedAliases(page, 3)).toEqual([aliasA, aliasB, plain.shortUrl].sort());
    await expectAccessible(page, 'the dashboard with tags and the tag filter');

    // Rename and recolour a tag: the rows show the new name.
    await openTagsScreen(page);
    await tagRow(page, LAUNCH)
      .getByRole('button', { name: `Edit tag ${LAUNCH}` })
      .click();
    const edit = page.getByRole('dialog', { name: `Edit tag “${LAUNCH}”` });
    await edit.waitFor();
    await edit.getByLabel('Name', { exact: true }).fill(LANSMAN);
    await edit.getByRole('radio', { name: 'Teal', exact: true }).check();
    await expectAccessible(page, 'the edit-tag dialog');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectClosed(edit, 'the edit-tag dialog');
    await expectStatus(page, `The tag “${LANSMAN}” has been saved.`);
    expect((await tagNamed(token, LANSMAN)).color).toBe('teal');
    await page.goto(at(paths.dashboard));
    await expectChips(page, aliasA, [INDIRIM, LANSMAN]);

    // The editor takes a tag off the link.
    await row(page, aliasA)
      .getByRole('link', { name: `Edit ${host}/${aliasA}` })
      .click();
    await expectPath(page, /^\/edit\//);
    const editorPicker = page.locator('.tag-picker');
    await expect.poll(() => chipsOf(editorPicker.getByRole('list', { name: 'Tags: chosen' }))).toEqual([INDIRIM, LANSMAN]);
    await page.getByRole('button', { name: `Remove tag ${INDIRIM}` }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectStatus(page, MSG.linkSaved);
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expectPath(page, paths.dashboard);
    await expectChips(page, aliasA, [LANSMAN]);
    const linkA = (await apiAs<{ items: Link[] }>(token, 'GET', `/api/links?q=${aliasA}`)).items.find((l) => l.shortUrl === aliasA);
    expect(
      linkA?.tags.map((t) => t.name),
      "the link's tags as stored",
    ).toEqual([LANSMAN]);

    // The counts, and a count opens the dashboard filtered by its tag.
    await openTagsScreen(page);
    await expectCount(page, INDIRIM, '1 link');
    await expectCount(page, LANSMAN, '1 link');
    await expectCount(page, 'Yaz Sonu', 'No links');
    await tagRow(page, INDIRIM)
      .getByRole('link', { name: `1 link tagged ${INDIRIM}: show them on the dashboard` })
      .click();
    await expectPath(page, paths.dashboard);
    await expectFilterUrl(page, [indirim.id]);
    expect(await listedAliases(page, 1)).toEqual([aliasB]);

    // An owner deletes a tag: gone from the list and from the link's row.
    await openTagsScreen(page);
    await tagRow(page, LANSMAN)
      .getByRole('button', { name: `Delete tag ${LANSMAN}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Delete the tag “${LANSMAN}”?` });
    await expectVisible(confirm.getByText('It comes off the 1 link that carries it'), 'what deleting does');
    await confirm.getByRole('button', { name: 'Delete tag' }).click();
    await expectClosed(confirm, 'the delete confirmation');
    await expectStatus(page, `The tag “${LANSMAN}” has been deleted.`);
    expect(await tagRow(page, LANSMAN).count(), 'the row is gone').toBe(0);
    expect(
      (await teamTags(token)).some((t) => t.name === LANSMAN),
      'the tag is gone',
    ).toBe(false);
    await page.goto(at(paths.dashboard));
    await expectChips(page, aliasA, []);

    // A bulk file with a tags column: an existing tag in other capitals, a new one, none.
    await page.goto(at(paths.bulk));
    await expectHeading(page, 'Bulk Operations');
    const campaignName = `Etiketli ${stamp}`;
    await page.getByLabel('Campaign Name').fill(campaignName);
    const csv = [
      'URL,Title,Tags',
      'https://example.com/t1,T1,"İNDIRIM Kasım, Bulk Yeni"',
      'https://example.com/t2,T2,bulk yeni',
      'https://example.com/t3,T3,',
    ].join('\r\n');
    await page.getByLabel('CSV or TXT file').setInputFiles({ name: 'tagged.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Start Bulk Operation' }).click();
    await expectStatus(page, MSG.bulkDone, 30_000);
    await expectVisible(
      page.getByTestId('bulk-tags').getByText("2 of 3 links carry tags from the file's tags column: “İNDIRIM Kasım” and “Bulk Yeni”."),
      'what the tags column held',
    );
    await openTagsScreen(page);
    await expectCount(page, INDIRIM, '2 links');
    await expectCount(page, 'Bulk Yeni', '2 links');
    expect((await teamTags(token)).filter((t) => t.name.toLocaleLowerCase('tr') === 'bulk yeni').length, 'one tag for the name in any case').toBe(1);
    const campaign = (await apiAs<Campaign[]>(token, 'GET', '/api/campaigns')).find((c) => c.name === campaignName);
    if (!campaign) throw new Error(`expected the campaign ${campaignName}`);
    await page.goto(at(paths.campaign(campaign.id)));
    await waitForContent(page);
    const t1 = page.locator('tbody tr').filter({ hasText: 'T1' });
    await expect.poll(() => chipsOf(t1), { timeout: 10_000 }).toEqual([INDIRIM, 'Bulk Yeni']);
    expect(await chipsOf(page.locator('tbody tr').filter({ hasText: 'T3' })), 'a link without tags').toEqual([]);

    // A member of the team: may rename, may not delete.
    const memberEmail = `tamer-${stamp}@example.com`;
    await addTeamMember(token, 'Tamer Member', memberEmail, password);
    const member = await openPage();
    await signInToDashboard(member, memberEmail, password);
    await openTagsScreen(member);
    await expectVisible(tagRow(member, INDIRIM).getByRole('button', { name: `Edit tag ${INDIRIM}` }), 'Edit for a member');
    expect(await member.getByRole('button', { name: /^Delete tag/ }).count(), 'no delete button for a member').toBe(0);
    await expectVisible(member.getByText('only owners and admins can delete them'), 'why there is no delete button');

    // The chips on a phone: the dashboard still fits.
    const phone = await openPage({ viewport: PHONE });
    await submitSignIn(phone, email, password);
    await expectPath(phone, paths.dashboard);
    await expectChips(phone, aliasB, [INDIRIM]);
    await expectFits(phone, 'the dashboard');
    const chip = await row(phone, aliasB)
      .locator('.tag-chip')
      .first()
      .evaluate((e) => e.getBoundingClientRect().right);
    expect(chip, 'the chip inside the screen').toBeLessThanOrEqual(PHONE.width);
    expect(yaz.links, 'the tag made in the modal and taken off again').toBe(0);
  });

  it("keeps a tag typed and entered before the team's tags have loaded: it is created once they arrive", { timeout: 120_000 }, async () => {
    const stamp = uniqueStamp();
    const email = `tags-early-${stamp}@example.com`;
    const page = await signedInPage('Erken Etiket', email, password);
    // The team's tag list answers only when the test lets it (a slow first load, as on a cold start).
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(
      (u) => u.pathname === '/api/tags',
      async (route) => {
        if (route.request().method() === 'GET') await held;
        await route.continue();
      },
    );
    await page.getByRole('button', { name: 'Create link', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Link' });
    await dialog.getByLabel('Target URL', { exact: true }).fill('https://example.com/erken');
    const picker = dialog.getByRole('combobox', { name: 'Tags' });
    await picker.fill('Erken 🐦');
    await picker.press('Enter');
    await expectVisible(dialog.getByRole('status', { name: 'Loading the team’s tags' }), 'a spinner while the Enter waits for the tags');
    release();
    await expectVisible(dialog.locator('.tag-picker__chosen').getByText('Erken 🐦', { exact: true }), 'the typed tag chosen once the tags arrived');
    const token = await apiToken(email, password);
    expect(
      (await apiAs<TagList>(token, 'GET', '/api/tags')).items.map((t) => t.name),
      'the tag created once',
    ).toEqual(['Erken 🐦']);
  });
});
