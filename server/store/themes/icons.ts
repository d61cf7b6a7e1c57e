/** The theme patterns' icons: inline SVG, hidden from assistive technology (the controls carry the names). */
const svg = (path: string) =>
  `<svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" stroke-width="2">${path}</svg>`;

export const SEARCH_ICON = svg('<circle cx="8.5" cy="8.5" r="5.5"/><path d="M13 13l5 5"/>');
export const MENU_ICON = svg('<path d="M2 5h16M2 10h16M2 15h16"/>');
export const CLOSE_ICON = svg('<path d="M4 4l12 12M16 4L4 16"/>');
