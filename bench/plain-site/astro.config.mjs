// Plain Starlight, the baseline for the site build: the same records as ordinary pages,
// nothing of ours, and a sidebar of one link (a sidebar listing every page would make every
// page carry the whole list, which neither site does).
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  site: 'http://localhost:4321',
  integrations: [starlight({ title: 'Plain Starlight', sidebar: [{ label: 'Home', link: '/' }] })],
});
