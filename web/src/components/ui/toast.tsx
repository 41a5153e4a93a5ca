import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { COPY_TOAST_MS } from '@kisa/shared';
import { useLocalize } from '@/lib/i18n';

interface ToastItem {
  id: number;
  message: string;
  tone: 'success' | 'error' | 'info';
}

type Show = (message: string, tone?: ToastItem['tone'], ms?: number) => void;
const ToastContext = createContext<Show>(() => {});

/** Hosts short-lived notices (e.g. 'URL has been copied.' for 3 s) in a polite live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const show = useCallback<Show>((message, tone = 'success', ms = COPY_TOAST_MS) => {
    const id = ++next.current;
    setItems((list) => [...list, { id, message, tone }]);
    const t = setTimeout(() => {
      timers.current.delete(t);
      setItems((list) => list.filter((i) => i.id !== id));
    }, ms);
    timers.current.add(t);
  }, []);
  const localize = useLocalize();
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {items.map((t) => (
          <div key={t.id} className={`toast toast--${t.tone}`}>
            {localize(t.message)}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): Show {
  return useContext(ToastContext);
}
