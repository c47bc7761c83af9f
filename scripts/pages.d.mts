/** See pages.mjs. */
export function routeFileOf(id: string): string;
export const PAGES: { id: string; path: string; loggedIn: boolean; file: string; landing: boolean; menu: number | undefined; screen: string | undefined }[];
