// Generates src/app/routeTree.gen.ts exactly as the Vite plugin does (same config).
import { Generator, getConfig } from '@tanstack/router-generator';

const root = process.cwd();
const config = getConfig(
  {
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: './src/app/routes',
    generatedRouteTree: './src/app/routeTree.gen.ts',
  },
  root,
);
await new Generator({ config, root }).run();
console.log('route tree generated');
