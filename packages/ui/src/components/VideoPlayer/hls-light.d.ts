// hls.js ships types for its full build only; the light build has the same API minus subtitles, alternate audio,
// DRM, CMCD, content steering and interstitials, none of which the player uses.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
