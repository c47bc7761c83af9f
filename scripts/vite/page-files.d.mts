/** See page-files.mjs. */
export const PAGES: { page: string; routes: string[]; modules: string[]; loggedIn: boolean }[];
export function pageFiles(dist: string): { page: string; loggedIn: boolean; files: string[] }[];
