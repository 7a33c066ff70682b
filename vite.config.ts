import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Two client bundles, the public site and the admin app, so a visitor never
 * downloads admin code. The server reads the manifest to link the right files.
 * `vite build --ssr src/server/main.ts` bundles the server the same way.
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? // The server's maps stay on the server (dist/server is never served).
      { target: 'node20', sourcemap: true }
    : {
        outDir: 'dist/client',
        manifest: true,
        // A public map would hand every visitor the whole client source,
        // comments included: only the development build (`npm run dev`) has
        // them, and the server does not serve them outside development.
        sourcemap: mode === 'development',
        rollupOptions: {
          input: {
            site: 'src/client/site/entry-client.tsx',
            admin: 'src/client/admin/entry-admin.tsx',
          },
        },
      },
  ssr: { noExternal: [] },
}));
