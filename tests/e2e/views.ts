/** The themes and widths pages are checked in: each theme at a phone's and a desktop's width. */
export const VIEWS = [
  { theme: "dark", width: 1280, height: 900 },
  { theme: "light", width: 360, height: 780 },
  { theme: "light", width: 1280, height: 900 },
  { theme: "dark", width: 360, height: 780 },
] as const;
