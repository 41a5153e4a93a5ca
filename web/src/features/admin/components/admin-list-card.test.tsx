import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminListCard } from './admin-list-card';

type Rows = { items: string[] };

function render(source: { data?: Rows; error?: unknown; isValidating?: boolean }) {
  return renderToStaticMarkup(
    <AdminListCard<Rows>
      title="Audit log"
      source={{ isValidating: false, mutate: () => undefined, ...source }}
      loadError="The audit log could not be loaded"
      refresh
      loading={<p>loading rows</p>}
      empty={<p>no rows</p>}
      note="Newest first"
      pager={<nav>pager</nav>}
    >
      {(shown) => (
        <ul>
          {shown.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </AdminListCard>,
  );
}

describe('AdminListCard', () => {
  it('shows the list’s one state under its titled toolbar', () => {
    expect(render({ error: new Error('boom') })).toContain('The audit log could not be loaded');
    expect(render({})).toContain('loading rows');
    expect(render({ data: { items: [] } })).toContain('no rows');
    const rows = render({ data: { items: ['a', 'b'] } });
    expect(rows).toContain('<li>a</li><li>b</li>');
    expect(rows).toContain('<h2 class="card__title">Audit log</h2>');
    expect(rows).toContain('<span>Refresh</span></button>');
  });

  it('is busy only before the first answer, and has the footer once there is a page', () => {
    expect(render({})).toContain('aria-busy="true"');
    expect(render({ error: new Error('boom') })).toContain('aria-busy="false"');
    expect(render({})).not.toContain('card__footer');
    for (const data of [{ items: [] }, { items: ['a'] }]) {
      const html = render({ data });
      expect(html).toContain('aria-busy="false"');
      expect(html).toContain('<span class="muted">Newest first</span><nav>pager</nav>');
    }
  });

  it('marks a page kept on screen while the next one loads', () => {
    expect(render({ data: { items: ['a'] }, isValidating: true })).toContain('Updating');
    expect(render({ isValidating: true })).not.toContain('Updating');
  });
});
