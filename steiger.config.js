import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // generated code is never linted (house style "Generated code")
    ignores: ['**/generated/**', '**/routeTree.gen.ts'],
  },
]);
