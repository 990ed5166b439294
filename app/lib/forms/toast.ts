/** A short message about something that happened without leaving the page. */
export interface Toast {
  id: string;
  title: string;
  description?: string;
}
