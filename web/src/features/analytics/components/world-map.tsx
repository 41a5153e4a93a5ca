import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlasJson from 'world-atlas/countries-110m.json';
import { formatCount } from '@/lib/format';
import { alpha2OfShape } from '../lib/country-codes';
import { MAP_COLOURS, mapFill } from '../lib/palette';

/**
 * The country choropleth: Natural Earth 1:110m shapes (world-atlas, bundled in this lazy
 * chunk, nothing fetched) projected once. Decorative for assistive technology: the country
 * table beside it is the accessible form; a click on a country with clicks filters by it.
 */
const WIDTH = 960;
const HEIGHT = 470;

interface Shape {
  code: string | null;
  name: string;
  d: string;
}

let shapes: Shape[] | undefined;
function projectedShapes(): Shape[] {
  if (shapes) return shapes;
  const atlas = atlasJson as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const countries = feature(atlas, atlas.objects.countries);
  // Antarctica takes a fifth of the height and never has a visitor worth a colour.
  const drawn = { ...countries, features: countries.features.filter((f) => f.properties.name !== 'Antarctica') };
  const path = geoPath(geoNaturalEarth1().fitSize([WIDTH, HEIGHT], drawn));
  shapes = drawn.features.map((f) => ({ code: alpha2OfShape(f.id, f.properties.name), name: f.properties.name, d: path(f) ?? '' }));
  return shapes;
}

export function WorldMap({
  counts,
  selected,
  onSelect,
}: {
  counts: ReadonlyMap<string, { name: string; count: number }>;
  selected?: string;
  onSelect: (code: string) => void;
}) {
  const max = Math.max(0, ...[...counts.values()].map((c) => c.count));
  return (
    <div className="world-map" aria-hidden="true">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="xMidYMid meet" focusable="false" aria-hidden="true">
        {projectedShapes().map((s, i) => {
          const hit = s.code ? counts.get(s.code) : undefined;
          const count = hit?.count ?? 0;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: the map is a mouse shortcut, hidden from assistive tech; the countries table filters by keyboard
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of shapes, several per country
              key={`${s.code ?? s.name}-${i}`}
              d={s.d}
              fill={mapFill(count, max)}
              stroke={s.code && s.code === selected ? '#15151f' : MAP_COLOURS.stroke}
              strokeWidth={s.code && s.code === selected ? 1.5 : 0.5}
              className={count > 0 ? 'world-map__country world-map__country--hit' : 'world-map__country'}
              onClick={count > 0 && s.code ? () => onSelect(s.code!) : undefined}
            >
              <title>{`${hit?.name ?? s.name}: ${formatCount(count)} ${count === 1 ? 'click' : 'clicks'}`}</title>
            </path>
          );
        })}
      </svg>
    </div>
  );
}
