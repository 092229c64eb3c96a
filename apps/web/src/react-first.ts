/**
 * React's own modules, run by the first module script a drawn page adds (public/start.js) and the entry's first
 * import: the `react` chunk (vite.config.ts) holds them and this file, so their code (about half of the first load's
 * JavaScript, wrapped CommonJS that runs when first imported) is evaluated in a task of its own rather than in one
 * long task with the whole app. A phone runs that task about four times slower than a laptop, and Lighthouse counts
 * every long task after the first paint against the page (Total Blocking Time).
 */
import 'react';
import 'react/jsx-runtime';
import 'react-dom';
import 'react-dom/client';
