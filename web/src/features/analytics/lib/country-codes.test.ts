import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { alpha2OfShape } from './country-codes';

interface Atlas {
  objects: { countries: { geometries: { id?: string; properties: { name: string } }[] } };
}
const atlasPath = createRequire(import.meta.url).resolve('world-atlas/countries-110m.json');
const atlas = JSON.parse(readFileSync(atlasPath, 'utf8')) as Atlas;

describe('country codes of the map', () => {
  it('maps ISO numeric codes to alpha-2', () => {
    expect(alpha2OfShape('792', 'Turkey')).toBe('TR');
    expect(alpha2OfShape('840', 'United States of America')).toBe('US');
    expect(alpha2OfShape('076', 'Brazil')).toBe('BR');
    expect(alpha2OfShape(76, 'Brazil')).toBe('BR');
    expect(alpha2OfShape('276', 'Germany')).toBe('DE');
    expect(alpha2OfShape('826', 'United Kingdom')).toBe('GB');
  });

  it('names the atlas shapes without a numeric code by name, and nothing else', () => {
    expect(alpha2OfShape(undefined, 'Kosovo')).toBe('XK');
    expect(alpha2OfShape(undefined, 'Somaliland')).toBe('SO');
    expect(alpha2OfShape(undefined, 'Atlantis')).toBeNull();
    expect(alpha2OfShape('999', 'Nowhere')).toBeNull();
  });

  it('gives every shape of the atlas a distinct alpha-2 code (two-letter, upper case)', () => {
    const shapes = atlas.objects.countries.geometries;
    expect(shapes.length).toBeGreaterThan(170);
    const missing = shapes.filter((g) => !alpha2OfShape(g.id, g.properties.name)).map((g) => g.properties.name);
    expect(missing).toEqual([]);
    const coded = shapes.filter((g) => g.id).map((g) => alpha2OfShape(g.id, g.properties.name)!);
    expect(coded.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(new Set(coded).size).toBe(coded.length);
  });
});
