import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Two client bundles, the public site and the admin app, so a visitor never
 * downloads admin code. The server reads the manifest to link the right files.
 * `vite build --ssr src/server/main.ts` bundles the server the same way.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { target: 'node20', sourcemap: true }
    : {
        outDir: 'dist/client',
        manifest: true,
        sourcemap: true,
        rollupOptions: {
          input: {
            site: 'src/client/site/entry-client.tsx',
            admin: 'src/client/admin/entry-admin.tsx',
          },
        },
      },
  ssr: { noExternal: [] },
}));
