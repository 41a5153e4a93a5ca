import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { scopesOfRole, TEAM_ROLE_TEXT } from '@kisa/shared';
import { RoleSelect } from './role-select';

const noop = () => {};
const options = (html: string) => [...html.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);

describe('RoleSelect', () => {
  it('offers an owner the four roles, the chosen one selected, its line under the labelled select', () => {
    const html = renderToStaticMarkup(<RoleSelect value="viewer" onChange={noop} scopes={scopesOfRole('owner')} />);
    const id = /<select[^>]* id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<label class="field__label" for="${id}">Role</label>`);
    expect(options(html)).toEqual(['owner', 'admin', 'member', 'viewer']);
    expect(html).toContain('<option value="viewer" selected="">Viewer</option>');
    expect(html).toContain(`aria-describedby="${id}-hint"`);
    expect(html).toContain(TEAM_ROLE_TEXT.viewer.description);
  });

  it('offers an admin no Owner, but keeps an owner’s current role listed (the API refuses the change and says why)', () => {
    expect(options(renderToStaticMarkup(<RoleSelect value="member" onChange={noop} scopes={scopesOfRole('admin')} />))).toEqual(['admin', 'member', 'viewer']);
    expect(options(renderToStaticMarkup(<RoleSelect value="owner" onChange={noop} scopes={scopesOfRole('admin')} />))).toEqual([
      'owner',
      'admin',
      'member',
      'viewer',
    ]);
  });
});
