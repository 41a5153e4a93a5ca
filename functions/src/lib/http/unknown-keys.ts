import type * as z from 'zod';

/**
 * The paths of keys in `input` that `schema` does not declare (`long_url`, `utm.sorce`), found
 * by walking the schema's objects, arrays, unions and wrappers. zod's plain objects drop such
 * keys silently, and a typo would then read as a missing field; loose objects (declared to take
 * anything) and records are not checked.
 */
export function unknownKeys(schema: z.ZodType, input: unknown, path: readonly (string | number)[] = []): (string | number)[][] {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unknownKeys(def.innerType!, input, path);
    case 'pipe':
      return unknownKeys(def.in!, input, path);
    case 'lazy':
      return unknownKeys(def.getter!(), input, path);
    case 'array':
      return Array.isArray(input) ? input.flatMap((item, i) => unknownKeys(def.element!, item, [...path, i])) : [];
    case 'union': {
      // A key is unknown only if no option takes it: report what the option that knows most of the input leaves.
      const found = def.options!.map((option) => unknownKeys(option, input, path));
      return found.reduce((fewest, keys) => (keys.length < fewest.length ? keys : fewest), found[0] ?? []);
    }
    case 'intersection': {
      const left = unknownKeys(def.left!, input, path).map((p) => p.join('.'));
      return unknownKeys(def.right!, input, path).filter((p) => left.includes(p.join('.')));
    }
    case 'object': {
      if (!isPlainObject(input) || def.catchall) return [];
      const shape = def.shape!;
      // Own keys only: `constructor` or `valueOf` is no field of any schema, whatever `in` says.
      return Object.keys(input).flatMap((key) => (Object.hasOwn(shape, key) ? unknownKeys(shape[key]!, input[key], [...path, key]) : [[...path, key]]));
    }
    default:
      return [];
  }
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
