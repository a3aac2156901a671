// hls.js's build without subtitles, alternate audio and DRM, which lessons do not use (their captions are
// <track> elements): the same API as the full build, whose types its package names for '.' only (ADR 035).
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
