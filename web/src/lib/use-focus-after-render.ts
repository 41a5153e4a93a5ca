import { useEffect, useRef } from 'react';

/**
 * Focus that waits for the next render: set `.current` to a function finding the element (after
 * an add, move or remove, a refused save) and it is focused once the list has re-rendered.
 */
export function useFocusAfterRender() {
  const pendingFocus = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useEffect(() => {
    const target = pendingFocus.current?.();
    pendingFocus.current = null;
    target?.focus();
  });
  return pendingFocus;
}
