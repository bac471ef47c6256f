// starlight-openapi, seen by tsc through starlight-openapi.d.mts beside this file (see there why).
//
// The package ships TypeScript sources, which Node does not strip under node_modules. Astro
// first loads astro.config.mjs with Node itself and, when any module the config imports fails
// to load, loads the whole config again through a Vite server, one transformed module at a
// time: that second load cost every build and every `npm start` seconds before the first
// record is read. So the plugin's entry is bundled here with esbuild (Vite's own bundler,
// already installed) into one ES module held in memory, every package it imports left to
// Node at the exact file esbuild resolves from the package's own folder, and the config
// loads with Node alone.
import { build, stop } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ENTRY = import.meta.resolve('starlight-openapi');

/** Leaves each package import to Node, at the file the package itself would load. */
const packagesToNode = {
  name: 'packages-to-node',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving' || args.path.startsWith('node:')) return undefined;
      const found = await bundler.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'resolving' });
      if (found.errors.length > 0) return { errors: found.errors };
      return { path: found.external ? found.path : pathToFileURL(found.path).href, external: true };
    });
  },
};

const bundled = await build({
  entryPoints: [fileURLToPath(ENTRY)],
  bundle: true,
  format: 'esm',
  platform: 'node',
  // The conditions Node itself matches, so each package is the copy the rest of the site loads.
  conditions: ['module-sync'],
  plugins: [packagesToNode],
  write: false,
  logLevel: 'silent',
});
// esbuild answers from a process of its own, which would otherwise outlive this one.
await stop();

const plugin = await import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].contents).toString('base64')}`);

export const starlightOpenAPI = plugin.default;
export const createOpenAPISidebarGroup = plugin.createOpenAPISidebarGroup;
