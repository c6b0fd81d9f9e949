import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { widgetBuild } from '../shared/widget-build.ts';

/** The notifications as an ES module with one entry, served under `/api/notifications/`. */
export default defineConfig(widgetBuild(fileURLToPath(new URL('.', import.meta.url)), 'notifications', '/api/notifications/'));
