import { MSG } from '@kisa/shared';

/**
 * Which fields a client-side validation message refers to, in form order, so the form can
 * mark them invalid and focus the first one. Field names follow the shared check* helpers.
 */
export function invalidFields<K extends string>(message: string | null, values: Record<K, string>, order: readonly K[]): K[] {
  if (!message) return [];
  switch (message) {
    case MSG.allFieldsRequired:
      return order.filter((k) => !values[k]?.trim());
    case MSG.invalidEmail:
      return order.filter((k) => k === 'email');
    case MSG.passwordsDoNotMatch:
      return order.filter((k) => k === 'confirm');
    case MSG.passwordTooShort:
    case MSG.passwordTooCommon:
      return order.filter((k) => k === 'password');
    default:
      return [];
  }
}

/**
 * What a form says of a failed check or submit: a message per field it is about, and one about
 * the form as a whole. A field is named by a path when a form holds a list: `k3` an item of it,
 * `k3.weight` a field of that item, `k3.conditions.country` a field of a group in it.
 */
export interface FormErrors<K extends string> {
  form: string | null;
  fields: Readonly<Partial<Record<K, string>>>;
}

export const NO_FORM_ERRORS: FormErrors<never> = { form: null, fields: {} };

/** `message` (null: none) said about `fields`, or about the form as a whole when none is named. */
export function errorsOn<K extends string>(message: string | null, fields: readonly K[] = []): FormErrors<K> {
  if (message === null || fields.length === 0) return { form: message, fields: {} as Partial<Record<K, string>> };
  return { form: null, fields: Object.fromEntries(fields.map((f) => [f, message])) as Partial<Record<K, string>> };
}

/** The one message a form shows above its fields: the form's own, else the first field's. */
export function firstError<K extends string>(state: FormErrors<K>): string | null {
  if (state.form !== null) return state.form;
  const [first] = Object.values(state.fields) as string[];
  return first ?? null;
}

/** `a` is `b`, holds it (`k3` holds `k3.weight`) or is held by it. */
const related = (a: string, b: string) => a === b || b.startsWith(`${a}.`) || a.startsWith(`${b}.`);

/**
 * The one rule of every form: `field` changed, so what was said about it may no longer hold. The
 * message about the form as a whole goes; so does what was said about the field, about what holds
 * it and about what it holds (an item removed takes its fields' messages along). Without a field
 * (a change to the form as a whole, such as an item added) only the form's message goes. A
 * message over several fields ('All fields are required') stays while one of them is still wrong.
 */
export function dropFieldErrors<K extends string>(state: FormErrors<K>, field?: NoInfer<K>): FormErrors<K> {
  const names = Object.keys(state.fields) as K[];
  const gone = field === undefined ? [] : names.filter((name) => related(name, field));
  if (state.form === null && gone.length === 0) return state;
  const fields: Partial<Record<K, string>> = {};
  for (const name of names) if (!gone.includes(name)) fields[name] = state.fields[name];
  return { form: null, fields };
}

/** A problem of a list's item (a rule, a variant): its key and field; without a key, about the list as a whole. */
export interface ItemProblem<F extends string> {
  key?: string;
  field?: F;
  message: string;
}

/** The problem as FormErrors: under `path(key, field)` (or the item's key alone), else about the form as a whole. */
export function itemErrors<F extends string>(problem: ItemProblem<F>, path: (key: string, field: F) => string): FormErrors<string> {
  if (!problem.key) return { form: problem.message, fields: {} };
  return { form: null, fields: { [problem.field ? path(problem.key, problem.field) : problem.key]: problem.message } };
}

/** The (first) problem `errors` hold, as an ItemProblem: the key is its path's first part, the field its last. */
export function itemProblem<F extends string>(errors: FormErrors<string>): ItemProblem<F> | null {
  if (errors.form !== null) return { message: errors.form };
  const [path, message] = Object.entries(errors.fields)[0] ?? [];
  if (path === undefined || message === undefined) return null;
  const [key, ...rest] = path.split('.');
  return rest.length > 0 ? { key, field: rest[rest.length - 1] as F, message } : { key, message };
}
