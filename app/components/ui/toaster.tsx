import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { addToast, TOAST_DURATION_MS, type Toast } from "~/lib/submissions/toast";

const ToastContext = createContext<(toast: Toast) => void>(() => undefined);

export function useToast() {
  return useContext(ToastContext);
}

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: string) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onClose]);
  return (
    <li className="pointer-events-auto flex items-start gap-3 rounded-xl border border-emerald-300 bg-white p-4 shadow-lg dark:border-emerald-700 dark:bg-slate-900">
      <div className="flex-1">
        <p className="font-semibold text-slate-900 dark:text-white">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => onClose(toast.id)}
        className="rounded px-1 text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-white"
        aria-label="Dismiss notification"
      >
        ×
      </button>
    </li>
  );
}

/** Holds the toasts and shows them in a polite live region at the bottom of the screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((toast: Toast) => {
    setToasts((current) => addToast(current, toast));
  }, []);
  const close = useCallback((id: string) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <section aria-label="Notifications" className="pointer-events-none fixed bottom-4 right-4 z-[70] w-[min(24rem,calc(100vw-2rem))]">
        {/* The live region wraps the list: a list may not take the status role itself. */}
        <div role="status" aria-live="polite">
          <ol className="space-y-2">
            {toasts.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onClose={close} />
            ))}
          </ol>
        </div>
      </section>
    </ToastContext.Provider>
  );
}
