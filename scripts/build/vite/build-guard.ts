/**
 * Why a production build must not go ahead, or null when it may: a build without
 * `VITE_API_BASE_URL` would run on the built-in mock provider (its wallet, accounts and games in
 * the player's own browser), so it needs `VITE_API_MOCKING=true` said explicitly (README
 * "Environment variables", docs/real-server.md). One line, for the build's output.
 */
export function buildEnvProblem(env: Record<string, string | undefined>): string | null {
  if (env.VITE_API_BASE_URL || env.VITE_API_MOCKING === 'true') return null;
  return 'Cartela build stopped: set VITE_API_BASE_URL (the provider, ending in /api), or VITE_API_MOCKING=true for a build on the mock provider.';
}
