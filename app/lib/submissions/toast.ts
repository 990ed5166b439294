/** A short message about something that happened without leaving the page. */
export interface Toast {
  id: string;
  title: string;
  description?: string;
}

/** Product rule (docs/architecture.md): at most 3 toasts visible, each closing by itself after 5000 ms. */
export const MAX_VISIBLE_TOASTS = 3;
export const TOAST_DURATION_MS = 5000;

/** The toasts on screen after `toast` arrives: the newest ones, at most three, no duplicates. */
export function addToast(current: readonly Toast[], toast: Toast): Toast[] {
  return [...current.filter((item) => item.id !== toast.id), toast].slice(-MAX_VISIBLE_TOASTS);
}
