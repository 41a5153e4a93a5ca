import { Fragment, type ReactNode } from 'react';
import type { MessageKey, MessageValues, T } from './i18n';

/**
 * A message with elements among its words (`<strong>{name}</strong> invited you…`): each of
 * `nodes` is an argument of the message, put in its place in the translated sentence, so each
 * language orders the words its own way around them.
 */
export function richText(t: T, key: MessageKey, nodes: Record<string, ReactNode>, values: MessageValues = {}): ReactNode[] {
  const marked: MessageValues = { ...values };
  for (const name of Object.keys(nodes)) marked[name] = `\u0001${name}\u0002`;
  return (
    t(key, marked)
      .split(/\u0001([^\u0002]*)\u0002/)
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message keep their order; a name may come twice
      .map((part, i) => (i % 2 === 1 ? <Fragment key={`${part}-${i}`}>{nodes[part]}</Fragment> : part))
  );
}
