/** See page-files.mjs. */
export const PAGES: { page: string; routes: string[]; modules: string[]; screen: string | undefined; loggedIn: boolean }[];
export function pageFiles(dist: string): { page: string; loggedIn: boolean; files: string[]; screenFiles: string[] }[];
