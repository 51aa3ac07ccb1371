/**
 * Libraries under recharts, each imported on its own: the bundler gives every one its own chunk
 * (the charts' chunk alone would pass the 80 KB gzipped per-chunk budget), and the dashboard
 * downloads them in parallel with the charts module.
 */
export const chartVendorChunks: readonly (() => Promise<unknown>)[] = [
  () => import('@reduxjs/toolkit'),
  () => import('victory-vendor/d3-scale'),
  () => import('victory-vendor/d3-shape'),
];
