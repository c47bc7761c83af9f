import { paraglideVitePlugin } from '@inlang/paraglide-js';
import type { Plugin, PluginOption } from 'vite';
import { genMessagesIfStale, MESSAGES_OPTIONS } from '../gen-messages';

/**
 * The compiled messages (src/shared/i18n/paraglide, not committed) for the dev server and the build.
 * Dev: Paraglide's own plugin compiles when the server starts and again on every catalogue change.
 * Build: compiled only when the catalogues changed since the last compile (npm ci made them), as
 * Paraglide's plugin would compile (and type, through tsc) on every build.
 */
export function compiledMessages(): PluginOption[] {
  const build: Plugin = {
    name: 'cartela:compiled-messages',
    apply: 'build',
    async buildStart() {
      if (await genMessagesIfStale()) this.info('compiled the messages (src/shared/i18n/paraglide) from the catalogues');
    },
  };
  const dev = paraglideVitePlugin(MESSAGES_OPTIONS);
  return [build, ...(Array.isArray(dev) ? dev : [dev]).map((plugin) => ({ ...(plugin as Plugin), apply: 'serve' as const }))];
}
